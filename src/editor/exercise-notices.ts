/**
 * Notices above an exercise's editor when its code is not safe:
 * - **Set aside.** Saved code that could not be read back (over the length limit, or not
 *   in the form the course saves) was set aside by the progress store; the notice says so
 *   where the code was, and offers it back: into the editor (undoable), as a download, or
 *   discarded for good.
 * - **Too long to save.** Code over `MAX_DRAFT_LENGTH` characters is not saved; the notice
 *   offers it as a download until it is shorter again.
 * - **Storage full.** The browser refused to store the code: it lives only in this page,
 *   and is lost on reload. The notice says so and offers the progress file (which holds
 *   this page's unsaved code) as a download.
 * Browser only.
 */
import { MAX_DRAFT_LENGTH } from '../progress/schema';
import { progress, type SetAsideDraft } from '../progress/store';
import { h } from './dom';
import { downloadText, progressFileName } from './download';

/** What the notices need of the exercise. */
export interface NoticeHost {
  root: HTMLElement;
  /** The editor's host element: notices go just above it. */
  editorHost: HTMLElement;
  id: string;
  getValue(): string;
  replaceValue(text: string): void;
  announce(text: string): void;
}

/** The exercise's notices; call `afterSave` after each attempt to save the code. */
export interface Notices {
  afterSave(value: string): void;
}

const slugOf = (id: string): string => id.split('/')[1] ?? id.replace('/', '-');

/** Mounts the notices of one exercise (and shows what was set aside at once). */
export function setupNotices(host: NoticeHost): Notices {
  const box = h('div', { class: 'wx-notices', 'data-role': 'notices' });
  host.editorHost.before(box);
  const slot = (name: string): HTMLElement => {
    let el = box.querySelector<HTMLElement>(`[data-notice="${name}"]`);
    if (!el) {
      el = h('div', { class: 'wx-notice', 'data-notice': name, role: 'status' });
      box.append(el);
    }
    return el;
  };
  const drop = (name: string): void => { box.querySelector(`[data-notice="${name}"]`)?.remove(); };
  const button = (label: string, action: string, onclick: () => void): HTMLButtonElement =>
    h('button', { type: 'button', 'data-action': action, onclick }, label);

  function showSetAside(entry: SetAsideDraft): void {
    const name = `set-aside-${entry.key}`;
    const el = slot(name);
    el.replaceChildren(
      h('p', null, h('strong', null, 'Your saved code for this exercise was set aside: '),
        `${entry.why}, so the editor shows the starter code. Nothing is lost: take it back below.`),
      h('div', { class: 'wx-notice-actions' },
        button('Put it in the editor', 'restore-set-aside', () => {
          host.replaceValue(entry.text);
          if (entry.text.length <= MAX_DRAFT_LENGTH && progress().saveDraft(host.id, entry.text)) {
            progress().discardSetAside(entry.key);
            drop(name);
            host.announce('Your set-aside code is in the editor and saved again. Ctrl+Z in the editor takes it back out.');
          } else {
            host.announce('Your set-aside code is in the editor, but it cannot be saved: download it to keep it.');
          }
        }),
        button('Download it', 'download-set-aside', () => downloadText(`${slugOf(host.id)}-set-aside.ts`, entry.text)),
        button('Discard it', 'discard-set-aside', () => {
          if (!window.confirm('Discard the set-aside code for good? It cannot be brought back.')) return;
          progress().discardSetAside(entry.key);
          drop(name);
          host.announce('The set-aside code was discarded.');
        })),
    );
  }

  function showTooLong(value: string): void {
    if (value.length <= MAX_DRAFT_LENGTH) { drop('too-long'); return; }
    slot('too-long').replaceChildren(
      h('p', null, h('strong', null, 'This code is not being saved: '),
        `it is ${value.length.toLocaleString('en-US')} characters long, and the course keeps at most ${MAX_DRAFT_LENGTH.toLocaleString('en-US')}. Shorten it, or download it to keep it.`),
      h('div', { class: 'wx-notice-actions' },
        button('Download the code', 'download-code', () => downloadText(`${slugOf(host.id)}.ts`, host.getValue()))),
    );
  }

  function showFull(): void {
    if (!progress().saveStatus().full) { drop('full'); return; }
    slot('full').replaceChildren(
      h('p', null, h('strong', null, 'This browser’s storage is full, so new work here cannot be saved: '),
        'your code stays in this page only and is lost when you reload or leave it. Your earlier saved work is still here. ' +
        'Download your progress file (it holds this page’s code too), then free space in the browser’s site data.'),
      h('div', { class: 'wx-notice-actions' },
        button('Download progress file', 'export-progress', () =>
          downloadText(progressFileName(), progress().exportJson(), 'application/json'))),
    );
  }

  for (const entry of progress().setAside(host.id)) showSetAside(entry);
  showFull();
  return {
    afterSave(value) {
      showTooLong(value);
      showFull();
    },
  };
}
