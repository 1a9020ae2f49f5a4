import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installEarlyInput, PENDING_ATTRIBUTE, type EarlyInput } from './early-input';

/** A press as a touch browser makes it: pointer events, then the mouse events and the click. */
function tap(element: Element) {
  const at = { bubbles: true, cancelable: true, composed: true, clientX: 10, clientY: 20, button: 0 };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  element.dispatchEvent(new Pointer('pointerdown', { ...at, pointerType: 'touch', isPrimary: true }));
  element.dispatchEvent(new Pointer('pointerup', { ...at, pointerType: 'touch', isPrimary: true }));
  element.dispatchEvent(new MouseEvent('mousedown', at));
  element.dispatchEvent(new MouseEvent('mouseup', at));
  return element.dispatchEvent(new MouseEvent('click', at));
}

/** What the app's handlers (attached after hydration, as React attaches them) heard, in order. */
function listen(types: string[]) {
  const heard: string[] = [];
  for (const type of types) {
    document.addEventListener(type, (event) => {
      const target = event.target as Element;
      heard.push(`${type}:${target.id || target.tagName.toLowerCase()}`);
      if (type === 'submit') event.preventDefault();
    });
  }
  return heard;
}

describe('early input (keeping what is pressed before the app has started)', () => {
  let early: EarlyInput;

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <div role="tablist"><button id="face" role="tab">Generate Face</button><button id="create" role="tab">Create Wall Art</button></div>
        <form id="sign-in"><input id="email" name="email" /><button id="submit" type="submit">Sign In</button></form>
        <a id="link" href="#elsewhere">Plans</a>
        <button id="continue" type="button">Continue With Selected</button>
      </div>`;
    early = installEarlyInput(window);
  });

  afterEach(() => early.release());

  it('replays presses and key presses in the order they were made, each gesture whole', () => {
    tap(document.getElementById('create')!);
    document.getElementById('face')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tap(document.getElementById('continue')!);
    const heard = listen(['pointerdown', 'mousedown', 'click', 'keydown']);

    expect(early.replay()).toBe(11);
    expect(heard).toEqual([
      'pointerdown:create',
      'mousedown:create',
      'click:create',
      'keydown:face',
      'pointerdown:continue',
      'mousedown:continue',
      'click:continue',
    ]);
  });

  it('shows a pressed control as waiting at once, and stops once the app has acted on it', () => {
    const button = document.getElementById('continue')!;
    tap(button);
    expect(button.getAttribute(PENDING_ATTRIBUTE)).toBe('pending');
    expect(button.getAttribute('aria-busy')).toBe('true');

    early.replay();
    expect(button.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('acts once on a double tap', () => {
    const button = document.getElementById('continue')!;
    tap(button);
    tap(button);
    const heard = listen(['click']);
    early.replay();
    expect(heard).toEqual(['click:continue']);
  });

  it('submits a form the app’s way, once, with what was typed: never natively before the app runs', () => {
    const input = document.getElementById('email') as HTMLInputElement;
    input.value = 'ana@example.com';
    const nativeSubmits: Event[] = [];
    const onNative = (event: Event) => nativeSubmits.push(event);
    document.addEventListener('submit', onNative);
    const followed = tap(document.getElementById('submit')!);
    expect(followed).toBe(false); // the click's default (a native submission) is held
    tap(document.getElementById('submit')!);
    document.removeEventListener('submit', onNative);
    expect(nativeSubmits).toEqual([]);

    const sent: string[] = [];
    document.getElementById('sign-in')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push((event.target as HTMLFormElement).querySelector('input')!.value);
    });
    early.replay();
    expect(sent).toEqual(['ana@example.com']);
  });

  it('gives a field reset by hydration back what was typed, before replaying the press that sends it', () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    tap(document.getElementById('submit')!);
    email.value = ''; // a controlled field hydrated with the app's empty value

    const heard: string[] = [];
    document.addEventListener('input', (event) => heard.push(`input:${(event.target as HTMLInputElement).value}`));
    document.getElementById('sign-in')!.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push(`submit:${email.value}`);
    });
    early.replay();
    expect(heard).toEqual(['input:ana@example.com', 'submit:ana@example.com']);
  });

  it('leaves alone a field that still holds what was typed', () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const heard = listen(['input', 'change']);
    early.replay();
    expect(heard).toEqual([]);
    expect(email.value).toBe('ana@example.com');
  });

  it('keeps a form submitted without a click (Enter in a form with no submit button) and submits it once', () => {
    document.body.innerHTML = '<form id="search"><input id="q" name="q" value="tulips" /></form>';
    early.release();
    early = installEarlyInput(window);
    const form = document.getElementById('search') as HTMLFormElement;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    const heard = listen(['submit']);
    early.replay();
    expect(heard).toEqual(['submit:search']);
  });

  it('leaves links and typing to the browser', () => {
    const heard = listen(['click', 'keydown']);
    expect(tap(document.getElementById('link')!)).toBe(true); // followed natively
    document.getElementById('email')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    heard.length = 0;
    expect(early.pending()).toBe(0);
    expect(early.replay()).toBe(0);
    expect(heard).toEqual([]);
  });

  it('drops what was pressed on an element that is gone after hydration, and finds a rebuilt one in the same place', () => {
    tap(document.getElementById('create')!);
    tap(document.getElementById('continue')!);
    // The app rebuilt the page: the tab list is the same markup (new nodes), the button is gone.
    document.getElementById('root')!.innerHTML = `<div role="tablist"><button id="face" role="tab">Generate Face</button><button id="create" role="tab">Create Wall Art</button></div>`;
    const heard = listen(['click']);
    early.replay();
    expect(heard).toEqual(['click:create']);
    expect(document.getElementById('create')!.isConnected).toBe(true);
  });

  it('replays nothing twice, and hears nothing once it has replayed', () => {
    tap(document.getElementById('continue')!);
    const heard = listen(['click']);
    expect(early.replay()).toBeGreaterThan(0);
    expect(early.replay()).toBe(0);
    heard.length = 0;
    expect(tap(document.getElementById('continue')!)).toBe(true); // the app's own now: not held
    expect(heard).toEqual(['click:continue']);
    expect(early.replay()).toBe(0);
  });

  it('forgets everything and shows nothing as pressed when the app could not start', () => {
    const button = document.getElementById('continue')!;
    tap(button);
    early.release();
    expect(button.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    const heard = listen(['click']);
    expect(early.replay()).toBe(0);
    expect(heard).toEqual([]);
  });
});
