/** Lane diagrams and the step-through's data: layout, SVG and table renderers, traces, steps. */
export { layoutOp, cellText, type OpLayout, type LaneCell, type LaneState, type Arrow, type ArrowKind, type LayoutOptions } from './layout';
export { renderOpSvg, renderOpTable, describeOp } from './svg';
export { renderGroupsSvg, describeGroups } from './groups-svg';
export { buildSteps, laneRanges, lanesInText, hex, type Step, type StepSite, type ConvergenceGroup } from './steps';
export { capTrace, blockAt, blockIndex, warpOfThread, MAX_OPS_PER_WARP, MAX_WARPS, type StepTrace, type StepWarp } from './trace-data';
export { traceOfGrade, traceOfRun, scheduleOf, RUNAWAY_BUDGET } from './capture';
export { diagramsFromSource, type DiagramRequest } from './from-source';
