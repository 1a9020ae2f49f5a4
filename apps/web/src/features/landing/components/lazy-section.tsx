import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { cn } from '../../../lib/cn';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { isRevealed, registerSectionLoader, subscribeReveal } from '../utils/section-reveal';

/** A section's lazily loaded component; made once per section at module level. */
export interface LazyContent<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
}

/** Wraps a section module's import; its loader is also what a jump to a section waits for. */
export function lazyContent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyContent<P> {
  registerSectionLoader(load);
  return { Component: lazy(load) };
}

/**
 * Sections already shown during this visit. Coming back to the page (Back), they render at once
 * instead of as placeholders, so the page has its real height when the scroll position is restored.
 */
const shownBefore = new WeakSet<object>();

export interface LazySectionProps<P extends object> {
  /** The landing section id (docs/product/landing.md#sections); sections outside the spec's six have none. */
  id?: string;
  /** The section's accessible name (its heading loads with the content). */
  label: MessageDescriptor;
  className?: string;
  /** Reserved height before the content loads, so the page does not jump (e.g. 'min-h-[60rem]'). */
  placeholderClassName: string;
  content: LazyContent<P>;
  /** Props of the loaded component. */
  props: P;
}

/**
 * A landing section whose content is a separate chunk, fetched when the section nears the
 * viewport or when a jump to a section reveals them all (section-reveal.ts). The `<section>` and
 * its id exist from the start, so links and the header offset work at once.
 */
export function LazySection<P extends object>({ id, label, className, placeholderClassName, content, props }: LazySectionProps<P>) {
  const { Component } = content;
  const { i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { afterFirstScroll: true });
  const revealed = useSyncExternalStore(subscribeReveal, isRevealed, () => false);
  const show = near || revealed || shownBefore.has(content);
  useEffect(() => {
    if (show) shownBefore.add(content);
  }, [show, content]);
  const placeholder = <div data-lazy-pending aria-hidden="true" className={placeholderClassName} />;

  return (
    <section ref={ref} id={id} tabIndex={-1} aria-label={i18n._(label)} className={cn('focus:outline-none', className)}>
      {show ? (
        <Suspense fallback={placeholder}>
          <Component {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
