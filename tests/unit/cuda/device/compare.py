"""Compares each harness's GPU output with the simulator's (numbers as numbers; printf
lines as multisets, since the GPU's order is not the simulator's; elements the simulator
reports undefined (null) are skipped and counted). Usage: compare.py BUNDLE"""
import glob, json, os, sys

b = sys.argv[1]
results = []
for exp_path in sorted(glob.glob(os.path.join(b, 'cases', '*.expected.json'))):
    name = os.path.basename(exp_path)[:-len('.expected.json')]
    exp = json.load(open(exp_path))
    got_path = os.path.join(b, 'got', name + '.json')
    r = {'case': name, 'status': 'match', 'problems': [], 'undefinedSkipped': 0}
    try:
        got = json.loads(open(got_path).read())
    except Exception as e:
        r['status'] = 'no-output'; r['problems'].append(str(e)[:200]); results.append(r); continue
    if not got.get('ok'):
        r['problems'].append('gpu not ok: ' + json.dumps(got.get('diagnostics'))[:300])
    if not exp.get('ok'):
        r['problems'].append('simulator not ok: ' + '; '.join(exp.get('diagnostics', []))[:300])
    for k, ev in exp['args'].items():
        gv = got.get('args', {}).get(k)
        if gv is None or len(gv) != len(ev):
            r['problems'].append(f'{k}: length {None if gv is None else len(gv)} vs {len(ev)}'); continue
        bad = 0
        for i, (e, g) in enumerate(zip(ev, gv)):
            if e is None:
                r['undefinedSkipped'] += 1; continue
            same = (e == g) if isinstance(e, str) or isinstance(g, str) else float(e) == float(g)
            if not same:
                bad += 1
                if bad <= 5: r['problems'].append(f'{k}[{i}]: simulator {e}, gpu {g}')
        if bad > 5: r['problems'].append(f'{k}: {bad} elements differ')
    if sorted(exp.get('printf', [])) != sorted(got.get('printf', [])):
        r['problems'].append(f"printf differs: simulator {exp.get('printf', [])[:3]}, gpu {got.get('printf', [])[:3]}")
    if r['problems']: r['status'] = 'mismatch'
    results.append(r)
json.dump(results, open(os.path.join(b, 'compare.json'), 'w'), indent=1)
m = sum(1 for r in results if r['status'] == 'match')
print(f'compare: {m}/{len(results)} cases match')
for r in results:
    if r['status'] != 'match' or r['undefinedSkipped']:
        print(r['case'], r['status'], 'undefined-skipped=%d' % r['undefinedSkipped'], ' | '.join(r['problems'])[:600])
