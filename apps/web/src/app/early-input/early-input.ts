/**
 * Taps, clicks, key presses and form submits made on a built page before the app has started,
 * kept and acted on once it has (issue 35, decision 073). The built pages (decision 046) paint at
 * once and look ready, but their buttons have no handlers until React has hydrated them, seconds
 * later on a slow phone. This is the idea of Angular's event replay (the jsaction contract): a tiny
 * script in the page's head (`install.ts`, inlined by scripts/prerender-pages.tsx) listens from
 * the first paint, and the app replays what it heard once it has taken the page over (app/app.tsx).
 *
 * What it keeps, and what it leaves to the browser:
 * - A press on a control (a button, a tab, anything with a role or a tab stop) is one gesture: its
 *   pointer and mouse events and its click, kept in order and replayed together, so a component
 *   that acts on pointerdown or mousedown (a Radix tab or menu) answers as one that acts on click.
 *   The click's own default (a native form submission) is prevented: the replayed click submits
 *   the form the app's way, with what was typed, once.
 * - A second press of a control that is already waiting is dropped: a double tap acts once. The
 *   waiting control shows it was pressed at once (`data-early-input="pending"`, `aria-busy`, styled
 *   in styles.css), so the customer does not tap again.
 * - Key presses outside text fields (arrow keys in a tab list, Enter and Space on a control).
 * - A form submitted without a click (Enter in a form with no submit button): its submit is
 *   prevented and replayed with `requestSubmit`.
 * - Left to the browser: links (a link followed before the app runs loads that page, after it the
 *   router shows it: both arrive at the same page), typing and choosing in form fields, text
 *   selection and scrolling. What was typed is noted, though: hydration resets a controlled field
 *   (the card number, formatted as it is typed) to the app's empty value, so before replaying, each
 *   field that no longer holds what was typed gets it back through an input event, as if typed again,
 *   and the app's own handler formats and keeps it.
 *
 * Replaying, each event goes to the element it was made on if that is still on the page; a page
 * the app rebuilt rather than hydrated (`/`) is searched for the element at the same place with the
 * same tag and text. An event whose element is gone is dropped.
 * Nothing is replayed twice: the listeners are removed and the queue emptied before replaying.
 */

/** The window property the head script sets (install.ts) and the app reads (take-over.ts). */
export const EARLY_INPUT_GLOBAL = '__wallartEarlyInput';

/** The attribute a pressed control carries until the app has acted on the press. */
export const PENDING_ATTRIBUTE = 'data-early-input';

const POINTER_EVENTS = ['pointerdown', 'pointerup', 'pointercancel'] as const;
const MOUSE_EVENTS = ['mousedown', 'mouseup', 'click'] as const;
const LISTENED = [...POINTER_EVENTS, ...MOUSE_EVENTS, 'keydown', 'submit', 'input', 'change'] as const;

/** What a press acts on: the nearest control around the element pressed. */
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role], [tabindex], [contenteditable]';
/** Controls whose press the browser handles in full before the app runs. */
const NATIVE = 'a[href], select, textarea, label, summary, [contenteditable], input:not([type=button], [type=submit], [type=reset], [type=image])';

/**
 * Where an element is, told so that a rebuilt page's copy of it can be found: its tag, role, name
 * and text, and which of the shown elements alike it was. (Child indexes would not do: a built page
 * carries markers and both visitors' variants of its header, which a rebuilt page does not.)
 */
interface Place {
  tag: string;
  fingerprint: string;
  nth: number;
}

interface Kept {
  type: string;
  kind: 'pointer' | 'mouse' | 'keyboard' | 'submit';
  target: Element;
  place: Place;
  init: Record<string, unknown>;
  submitter?: { element: Element; place: Place } | null;
}

/** What a form field held after the visitor last typed or chose in it. */
interface Typed {
  place: Place;
  value: string | boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: Element | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const valueOf = (field: Field) => (isToggle(field) ? field.checked : field.value);

/** Gives a field back what was typed, through the events typing makes, so the app's handlers see it. */
function retype(field: Field, value: string | boolean) {
  if (valueOf(field) === value) return;
  if (isToggle(field)) {
    field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  // React tracks a field's value through its own setter: the prototype's setter makes the change one
  // React sees as the visitor's, as when typing.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export interface EarlyInput {
  /** Stops listening and acts on everything kept, in order; returns how many events were replayed. */
  replay(): number;
  /** Stops listening and forgets what was kept (the app could not start). */
  release(): void;
  /** What is kept, for tests and the app's diagnostics. */
  pending(): number;
}

const fingerprintOf = (element: Element) =>
  [element.getAttribute('role'), element.getAttribute('aria-label'), element.getAttribute('type'), (element.textContent ?? '').trim().slice(0, 120)].join('|');

/** Shown on screen (a built page's unseen variants are not); where the browser cannot tell, yes. */
const shown = (element: Element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);

function alike(place: Omit<Place, 'nth'>, doc: Document): Element[] {
  return [...doc.body.getElementsByTagName(place.tag)].filter((element) => fingerprintOf(element) === place.fingerprint && shown(element));
}

function placeOf(element: Element, doc: Document): Place {
  const place = { tag: element.tagName, fingerprint: fingerprintOf(element) };
  return { ...place, nth: Math.max(0, alike(place, doc).indexOf(element)) };
}

function find(place: Place, doc: Document): Element | null {
  return alike(place, doc)[place.nth] ?? null;
}

function initOf(event: Event): Record<string, unknown> {
  const init: Record<string, unknown> = { bubbles: event.bubbles, cancelable: event.cancelable, composed: event.composed };
  const e = event as unknown as Record<string, unknown>;
  const fields = ['detail', 'screenX', 'screenY', 'clientX', 'clientY', 'button', 'buttons', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey',
    'pointerId', 'pointerType', 'isPrimary', 'width', 'height', 'pressure', 'key', 'code', 'location', 'repeat'];
  for (const field of fields) if (field in event) init[field] = e[field];
  return init;
}

function targetElement(event: Event): Element | null {
  const target = event.target as Node | null;
  if (!target) return null;
  return target.nodeType === 1 ? (target as Element) : target.parentElement;
}

/** Starts keeping the early input of `win`'s document: called by the head script (install.ts). */
export function installEarlyInput(win: Window): EarlyInput {
  const doc = win.document;
  const kept: Kept[] = [];
  /** The press under way: its events are kept once its click arrives, dropped if it never does. */
  let gesture: { control: Element; events: Kept[]; dropped: boolean } | null = null;
  const waiting = new Set<Element>();
  const typed = new Map<Field, Typed>();
  let listening = true;

  const keep = (event: Event, target: Element, kind: Kept['kind']): Kept => ({ type: event.type, kind, target, place: placeOf(target, doc), init: initOf(event) });

  const markPressed = (control: Element) => {
    waiting.add(control);
    control.setAttribute(PENDING_ATTRIBUTE, 'pending');
    control.setAttribute('aria-busy', 'true');
  };

  const onEvent = (event: Event) => {
    if (!listening) return;
    const target = targetElement(event);
    if (!target) return;
    const control = target.closest(CONTROL);
    if (event.type === 'input' || event.type === 'change') {
      if (isField(target)) {
        typed.delete(target); // kept in the order last typed
        typed.set(target, { place: placeOf(target, doc), value: valueOf(target) });
      }
      return;
    }
    if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      if (waiting.has(form) || (submitter && waiting.has(submitter))) return;
      kept.push({ ...keep(event, form, 'submit'), submitter: submitter ? { element: submitter, place: placeOf(submitter, doc) } : null });
      markPressed(submitter ?? form);
      waiting.add(form);
      return;
    }
    if (!control || control.matches(NATIVE)) return;
    if (event.type === 'keydown') {
      if (waiting.has(control)) return;
      kept.push(keep(event, target, 'keyboard'));
      return;
    }
    const kind = event.type.startsWith('pointer') ? 'pointer' : 'mouse';
    if (event.type === 'pointerdown') gesture = { control, events: [], dropped: waiting.has(control) };
    if (event.type === 'pointercancel') {
      gesture = null;
      return;
    }
    if (event.type !== 'click') {
      if (gesture && !gesture.dropped) gesture.events.push(keep(event, target, kind));
      return;
    }
    // The click ends the press. Its default (a native form submission) waits for the app too.
    event.preventDefault();
    const press = gesture && gesture.control === control ? gesture : { control, events: [], dropped: waiting.has(control) };
    gesture = null;
    if (press.dropped || waiting.has(control)) return;
    kept.push(...press.events, keep(event, target, kind));
    markPressed(control);
  };

  for (const type of LISTENED) doc.addEventListener(type, onEvent, { capture: true });

  const stop = () => {
    listening = false;
    for (const type of LISTENED) doc.removeEventListener(type, onEvent, { capture: true });
    for (const control of waiting) {
      control.removeAttribute(PENDING_ATTRIBUTE);
      control.removeAttribute('aria-busy');
    }
    waiting.clear();
    gesture = null;
  };

  const resolve = (element: Element, place: Place) => (element.isConnected ? element : find(place, doc));

  return {
    pending: () => kept.length,
    release() {
      stop();
      kept.length = 0;
      typed.clear();
    },
    replay() {
      stop();
      const queue = kept.splice(0);
      const fields = [...typed];
      typed.clear();
      for (const [field, { place, value }] of fields) {
        const now = resolve(field, place);
        if (isField(now)) retype(now, value);
      }
      const view = (doc.defaultView ?? win) as Window & typeof globalThis;
      let replayed = 0;
      for (const entry of queue) {
        const target = resolve(entry.target, entry.place);
        if (!target) continue;
        if (entry.kind === 'submit') {
          const form = target as HTMLFormElement;
          const submitter = entry.submitter ? resolve(entry.submitter.element, entry.submitter.place) : null;
          const usable = submitter && form.contains(submitter) && (submitter as HTMLButtonElement).type === 'submit' ? (submitter as HTMLButtonElement) : undefined;
          form.requestSubmit(usable);
        } else {
          const init = entry.init as PointerEventInit & KeyboardEventInit;
          const event =
            entry.kind === 'pointer' && typeof view.PointerEvent === 'function'
              ? new view.PointerEvent(entry.type, init)
              : entry.kind === 'keyboard'
                ? new view.KeyboardEvent(entry.type, init)
                : new view.MouseEvent(entry.type, init);
          target.dispatchEvent(event);
        }
        replayed += 1;
      }
      return replayed;
    },
  };
}
