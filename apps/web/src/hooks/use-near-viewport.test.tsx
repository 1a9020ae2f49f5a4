import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver that reports every observed element as in view at once, as a browser does for a near element. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function Section() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { afterFirstScroll: true });
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

/** Scrolls the window while React renders, after Section has read scrollY and before its effects run: the scroll event is gone by then. */
function ScrollDuringRender() {
  Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
  return null;
}

describe('useNearViewport with afterFirstScroll', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('waits while the visitor has neither scrolled nor acted', () => {
    render(<Section />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('loads once the visitor scrolls', () => {
    render(<Section />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('loads when the page was scrolled between the first render and the listeners (no second scroll comes)', () => {
    render(
      <>
        <Section />
        <ScrollDuringRender />
      </>,
    );
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
