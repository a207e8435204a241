import { afterPresented } from '@mall/shared/ui/after-paint';

/**
 * What the buyer does on a server-rendered first view before the app has hydrated it is kept and
 * done again once it has (docs/architecture.md, "First paint, then the app").
 *
 * The first view is painted before the app's code runs, so for a moment the page is visible but
 * has no event handlers: a click on "Add to cart", a currency picked in the header's select, text
 * typed into the search box and Enter would otherwise do nothing. From the first script until the
 * hydrated tree has committed, this module listens on the window (capture phase, so ahead of the
 * page), stops those events from reaching the page or doing their native default (a form's full
 * page submit, a checkbox toggling behind React's back), and records them. `replay()` then repeats
 * them, in order, on the same elements, each once React has taken its element over:
 *
 * - a click: `element.click()` on the element that was clicked;
 * - typed text: the field gets the text as it was typed and React is told its value changed, so
 *   the page's state takes it (the field's own change handlers run once, with the final text); a
 *   field the hydrated page renders again meanwhile (back to its empty state) gets the typed text
 *   back before the next key's edit, so no letter is lost;
 * - a select's choice: the option chosen, and a `change` event; files chosen in a file field
 *   (its picker opens natively): a `change` event;
 * - Enter in a field: the key again and, unless the page took it, the form's submission through
 *   its default button, as the browser does;
 * - a form submitted without a button: `requestSubmit()`;
 * - a field that had focus: a `focusin`, so what opens on focus (suggestions) opens.
 *
 * Plain links are left alone: before hydration a link navigates the browser as any link does.
 * Clicks with a modifier key or another button are the browser's too (new tab, context menu).
 * An element the hydration replaced (a mismatch rendered again in the browser) is skipped.
 */

type Entry =
  | { kind: 'click'; target: Element }
  | { kind: 'input'; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'change'; target: HTMLSelectElement; value: string }
  | { kind: 'files'; target: HTMLInputElement }
  | { kind: 'submit'; target: HTMLFormElement }
  | { kind: 'key'; target: HTMLInputElement; init: KeyboardEventInit };

export interface EarlyInput {
  /** Repeats what was recorded on the hydrated page, and what comes meanwhile; then stops recording. */
  replay(): Promise<void>;
  /** How many actions are waiting (for tests and diagnostics). */
  readonly pending: number;
}

const TEXT_FIELD =
  'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=reset]):not([type=file]), textarea';

/** A file field, or a label of one: its picker opens natively (a repeated click could not open it). */
function picksFiles(target: Element): boolean {
  const control = target.closest('label')?.control ?? target;
  return control.matches('input[type=file]');
}

function isPlainLink(target: Element): boolean {
  const link = target.closest('a[href]');
  if (!link) return false;
  // A control inside a link (a card's button) belongs to the control.
  const control = target.closest('button, input, select, textarea, label, [role=button]');
  return !control || !link.contains(control);
}

/**
 * Starts recording the buyer's actions inside `root`. `capMs`: how long an action waits for its
 * element to become React's before it is done anyway (see `takenOver`).
 */
export function captureEarlyInput(root: Element, { capMs = 10_000 } = {}): EarlyInput {
  const entries: Entry[] = [];
  let focused: Element | null = null;
  let started = false;
  /** True while the replay dispatches an action: those events are the page's. */
  let passing = false;

  const inside = (target: EventTarget | null): target is Element => !passing && target instanceof Element && root.contains(target);
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const onClick = (event: MouseEvent) => {
    if (!inside(event.target) || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target;
    if (isPlainLink(target)) return;
    // A select and a file field open natively; the choice arrives as a change event.
    if (target.closest('select') || picksFiles(target)) return;
    // A text field takes focus and the caret natively; nothing to repeat.
    if (target.matches(TEXT_FIELD)) return;
    hold(event);
    entries.push({ kind: 'click', target });
  };
  /** What the buyer has typed into each field so far (the last text recorded for it). */
  const typed = new Map<Element, string>();
  const onBeforeInput = (event: Event) => {
    const target = event.target;
    if (!inside(target) || !target.matches(TEXT_FIELD)) return;
    const field = target as HTMLInputElement | HTMLTextAreaElement;
    const text = typed.get(field);
    // The hydrated page rendered the field again while its text was still held (it is React's
    // now, and React's state has not had the text yet): the field shows the page's state, not what
    // the buyer typed. Put the typed text back, caret at its end, before this key's edit applies;
    // otherwise the edit lands on the emptied field and the letters before it are lost.
    if (text === undefined || field.value === text) return;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
    try {
      field.setSelectionRange(text.length, text.length);
    } catch {
      // (An e-mail or number field has no caret to place: the browser edits at the end anyway.)
    }
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!inside(target) || !target.matches(TEXT_FIELD)) return;
    // The text stays in the field; what is repeated is telling the page, once, at its place in order.
    event.stopImmediatePropagation();
    const at = entries.findIndex((e) => e.kind === 'input' && e.target === target);
    if (at >= 0) entries.splice(at, 1);
    const field = target as HTMLInputElement | HTMLTextAreaElement;
    // The text as typed: a render the hydrated page does before this entry's turn (after an
    // earlier choice) sets a controlled field back to the page's state.
    typed.set(field, field.value);
    entries.push({ kind: 'input', target: field, value: field.value });
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (!inside(target)) return;
    if (target instanceof HTMLSelectElement) entries.push({ kind: 'change', target, value: target.value });
    else if (target instanceof HTMLInputElement && target.type === 'file') entries.push({ kind: 'files', target });
    else return;
    event.stopImmediatePropagation();
  };
  const onSubmit = (event: SubmitEvent) => {
    const target = event.target;
    if (passing || !(target instanceof HTMLFormElement) || !root.contains(target)) return;
    hold(event);
    entries.push({ kind: 'submit', target });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    // A single-line field's Enter (in a text area it is a new line, which the field takes itself).
    if (!inside(target) || event.key !== 'Enter' || !(target instanceof HTMLInputElement) || !target.matches(TEXT_FIELD)) return;
    // Enter that ends an input method's composition (Chinese, Japanese) belongs to the IME.
    if (event.isComposing || event.keyCode === 229) return;
    // Held inside a form too (the page's own Enter handler must not run before what is still
    // queued); the form's implicit submission is then done by the replay, as the browser would.
    hold(event);
    const { key, code, keyCode, shiftKey, ctrlKey, altKey, metaKey } = event;
    // keyCode and which too: some components still read them (rc-select's Enter).
    const init = { key, code, keyCode, which: keyCode, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    entries.push({ kind: 'key', target, init });
  };
  const onFocusIn = (event: FocusEvent) => {
    if (inside(event.target)) focused = event.target;
  };

  const listeners = [
    ['click', onClick],
    ['beforeinput', onBeforeInput],
    ['input', onInput],
    ['change', onChange],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
    ['focusin', onFocusIn],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);

  const stop = () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true);
  };

  /** Tells React that a field's value changed: its value tracker must hold something else first. */
  const announceValue = (field: HTMLInputElement | HTMLTextAreaElement, typed: string) => {
    // The field's own `value` setter (React's tracker, once hydrated) records the decoy; the
    // prototype's setter puts the typed text back without telling the tracker.
    field.value = typed === '' ? ' ' : '';
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  return {
    get pending() {
      return entries.length;
    },
    async replay() {
      if (started) return;
      started = true;
      const focus = focused && focused === document.activeElement ? focused : null;
      if (focus && (await takenOver(root, focus, capMs))) focus.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // Recording goes on while the queue is worked through: what the buyer does meanwhile joins
      // the end of it, so nothing overtakes what came before (a letter typed now is not undone by
      // the text held from before). It stops once the queue is empty.
      while (entries.length) {
        const entry = entries.shift()!;
        if (!(await takenOver(root, entry.target, capMs))) continue;
        passing = true;
        try {
          dispatch(entry);
        } finally {
          passing = false;
        }
      }
      stop();
    },
  };

  function dispatch(entry: Entry) {
    switch (entry.kind) {
      case 'click':
        (entry.target as HTMLElement).click();
        break;
      case 'input':
        announceValue(entry.target, entry.value);
        break;
      case 'change':
        // As chosen: a render before this entry's turn sets a controlled select back.
        entry.target.value = entry.value;
        entry.target.dispatchEvent(new Event('change', { bubbles: true }));
        break;
      case 'files':
        // The chosen files stay on the field.
        entry.target.dispatchEvent(new Event('change', { bubbles: true }));
        break;
      case 'submit':
        entry.target.requestSubmit();
        break;
      case 'key': {
        const go = entry.target.dispatchEvent(new KeyboardEvent('keydown', entry.init));
        // Enter in a single-line field submits its form unless the page took the key: through the
        // form's default button (its click handlers run, as with a real Enter), else the form.
        const form = entry.target.form;
        if (go && form) {
          const button = form.querySelector<HTMLElement>('button:not([type]), button[type=submit], input[type=submit]');
          if (button) button.click();
          else form.requestSubmit();
        }
        break;
      }
    }
  }
}

/**
 * React puts its props on every element it has hydrated, under a key whose suffix is the one it
 * gave the root container (the e2e helper `whenInteractive` reads the same). `in`, not a list of
 * keys: some elements (a select in a DOM library) do not list their own properties.
 */
function hydrated(root: Element, el: Element): boolean {
  const container = Object.keys(root).find((key) => key.startsWith('__reactContainer$'));
  return container !== undefined && `__reactProps$${container.slice('__reactContainer$'.length)}` in el;
}

async function takenOver(root: Element, el: Element, capMs: number): Promise<boolean> {
  const until = performance.now() + capMs;
  while (el.isConnected && !hydrated(root, el) && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  await new Promise<void>((resolve) => afterPresented(resolve));
  return el.isConnected;
}

let held: EarlyInput | undefined;
let pageLive: Promise<void> | null = null;
let markPageLive = () => {};

/**
 * Called by the first script when the server rendered the page (shell/src/index.ts). With
 * `page`, the first view holds a routed page: the replay also waits for that page's commit
 * (`pageCommitted`), which can come after the root's when a part of it suspends while hydrating.
 */
export function holdEarlyInput(root: Element, page = true): void {
  held ??= captureEarlyInput(root);
  if (page && !pageLive) pageLive = new Promise((resolve) => (markPageLive = resolve));
}

/** A routed page has committed (its effects have run). */
export function pageCommitted(): void {
  markPageLive();
}

/**
 * Called once the hydrated tree has committed: repeats what was held, once the first page has
 * committed too (at most `capMs` later). With `now` (the start failed) the held actions go back to
 * the browser at once. Later calls do nothing.
 */
export async function replayEarlyInput({ now = false, capMs = 10_000 } = {}): Promise<void> {
  const early = held;
  held = undefined;
  if (!early) return;
  if (pageLive && !now) await Promise.race([pageLive, new Promise((resolve) => setTimeout(resolve, capMs))]);
  return early.replay();
}
