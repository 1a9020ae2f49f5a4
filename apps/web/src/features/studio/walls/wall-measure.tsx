import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isConvexOutline } from '@wallart/shared';
import { OUTLINE_ANALYSIS_SIDE, suggestWallOutline, type Point, type Quad } from '@wallart/imaging';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import { controlClasses, labelClasses } from '../../../components/ui/field-styles';
import { REFERENCE_OBJECTS, type LengthUnit, type ReferenceKind, type ScaleResult } from './wall-scale';

/**
 * The measuring view of docs/product/visualizer.md#wall-photo: the wall photo with a line to lay across an object of known
 * length and the wall's four corners to correct. Every handle is a button: dragged with a pointer
 * (44 px touch targets), or focused and moved with the arrow keys (Shift: ten times as far).
 */

export interface MeasureState {
  line: [Point, Point];
  /** True once the customer moved the line: only then does it give the width. */
  lineMoved: boolean;
  outline: Quad;
  reference: ReferenceKind;
  typedLength: string;
  typedUnit: LengthUnit;
}

/** Where the line starts: across the middle, a fifth of the photo long. */
export const initialMeasure = (outline: Quad): MeasureState => ({
  line: [
    { x: 0.4, y: 0.5 },
    { x: 0.6, y: 0.5 },
  ],
  lineMoved: false,
  outline,
  reference: 'a4',
  typedLength: '',
  typedUnit: 'cm',
});

export const WHOLE_PHOTO: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** The corners suggested for a decoded photo: a small copy's pixels through the edge method (decision 077). */
export function suggestOutlineFor(image: HTMLImageElement): Quad {
  const scale = Math.min(1, OUTLINE_ANALYSIS_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // No canvas (jsdom, a locked-down browser): the whole photo, corrected by hand.
  if (!context) return WHOLE_PHOTO;
  context.drawImage(image, 0, 0, width, height);
  return suggestWallOutline(context.getImageData(0, 0, width, height));
}

/** 155.9 -> '13 ft 0 in' */
export function feetAndInches(inches: number): string {
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)} ft ${whole % 12} in`;
}

const CORNER_NAMES = ['Top-left', 'Top-right', 'Bottom-right', 'Bottom-left'] as const;
/** The corner handles' names for a screen reader, in the order of CORNER_NAMES. */
const CORNER_LABELS: readonly MessageDescriptor[] = [
  msg`Top-left corner of the wall`,
  msg`Top-right corner of the wall`,
  msg`Bottom-right corner of the wall`,
  msg`Bottom-left corner of the wall`,
];
const KEY_STEP = 0.002;
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function keyStep(event: KeyboardEvent): Point | null {
  const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
  switch (event.key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}

interface HandleProps {
  /** The handle's name (data-handle, in English). */
  handle: string;
  /** Its name on screen, in the UI's language. */
  label: string;
  at: Point;
  kind: 'line' | 'corner';
  onMove: (to: Point) => void;
  frame: () => DOMRect | undefined;
}

/** A draggable, focusable point on the photo. */
function Handle({ handle, label, at, kind, onMove, frame }: HandleProps) {
  const { t } = useLingui();
  const across = Math.round(at.x * 100);
  const down = Math.round(at.y * 100);
  const dragging = useRef<number | null>(null);
  const toPoint = (event: PointerEvent) => {
    const rect = frame();
    if (!rect || rect.width === 0) return null;
    return { x: clamp01((event.clientX - rect.left) / rect.width), y: clamp01((event.clientY - rect.top) / rect.height) };
  };
  return (
    <button
      type="button"
      aria-label={t`${label} (${across}% across, ${down}% down)`}
      data-handle={handle}
      className="absolute top-0 left-0 flex size-11 touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-terracotta-500"
      style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%`, transform: 'translate(-50%, -50%)' }}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        dragging.current = event.pointerId;
      }}
      onPointerMove={(event) => {
        if (dragging.current !== event.pointerId) return;
        const to = toPoint(event);
        if (to) onMove(to);
      }}
      onPointerUp={() => (dragging.current = null)}
      onPointerCancel={() => (dragging.current = null)}
      onKeyDown={(event) => {
        const step = keyStep(event);
        if (!step) return;
        event.preventDefault();
        onMove({ x: clamp01(at.x + step.x), y: clamp01(at.y + step.y) });
      }}
    >
      <span
        className={cn(
          'block rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.6)]',
          kind === 'line' ? 'size-4 bg-terracotta-600' : 'size-4 bg-sky-600',
        )}
      />
    </button>
  );
}

export interface WallMeasureProps {
  src: string;
  state: MeasureState;
  onChange: (next: MeasureState) => void;
  /** What the line gives: the width, or what to fix (null before the line is moved). */
  result: ScaleResult | null;
  onImageLoad: (image: HTMLImageElement) => void;
  disabled?: boolean;
}

export function WallMeasure({ src, state, onChange, result, onImageLoad, disabled }: WallMeasureProps) {
  const { t, i18n } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = () => frameRef.current?.getBoundingClientRect();
  const ids = { reference: useId(), length: useId(), unit: useId(), result: useId() };
  const [a, b] = state.line;
  const moveLine = (index: 0 | 1, to: Point) => {
    const line: [Point, Point] = index === 0 ? [to, b] : [a, to];
    onChange({ ...state, line, lineMoved: true });
  };
  const moveCorner = (index: number, to: Point) => {
    const outline = state.outline.map((p, i) => (i === index ? to : p)) as unknown as Quad;
    // A corner that would fold the outline stays where it was.
    if (isConvexOutline(outline)) onChange({ ...state, outline });
  };
  const measuredText = (widthInches: number) => {
    const inches = widthInches.toFixed(1);
    const whole = Math.round(widthInches);
    const feet = Math.floor(whole / 12);
    const rest = whole % 12;
    return t`Measured: the photo spans ${inches} in (${feet} ft ${rest} in) of wall.`;
  };
  const pct = (p: Point) => ({ x: `${p.x * 100}%`, y: `${p.y * 100}%` });

  return (
    <fieldset className="space-y-3" disabled={disabled} aria-describedby={ids.result}>
      <legend className="text-sm font-semibold text-ink-900">
        <Trans>Measure the wall</Trans>
      </legend>
      <p className="text-xs text-ink-600">
        <Trans>
          Drag the orange line's ends to the two ends of something you know the length of; drag the blue corners to the wall's corners. Or focus a
          handle and use the arrow keys.
        </Trans>
      </p>
      <div ref={frameRef} className="relative select-none" data-testid="wall-measure">
        <img
          src={src}
          alt={t`Preview of the wall photo`}
          className="block w-full rounded-[2px]"
          draggable={false}
          onLoad={(event) => onImageLoad(event.currentTarget)}
        />
        <svg className="pointer-events-none absolute inset-0 size-full overflow-visible" aria-hidden="true">
          {state.outline.map((p, i) => {
            const q = state.outline[(i + 1) % 4]!;
            return <line key={i} x1={pct(p).x} y1={pct(p).y} x2={pct(q).x} y2={pct(q).y} stroke="#0284c7" strokeWidth="2" strokeDasharray="6 4" />;
          })}
          <line x1={pct(a).x} y1={pct(a).y} x2={pct(b).x} y2={pct(b).y} stroke="#fff" strokeWidth="5" strokeLinecap="round" />
          <line x1={pct(a).x} y1={pct(a).y} x2={pct(b).x} y2={pct(b).y} stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
        </svg>
        {state.outline.map((p, i) => (
          <Handle key={CORNER_NAMES[i]} kind="corner" handle={`${CORNER_NAMES[i]} corner of the wall`} label={i18n._(CORNER_LABELS[i]!)} at={p} frame={frame} onMove={(to) => moveCorner(i, to)} />
        ))}
        <Handle kind="line" handle="Line start" label={t`Line start`} at={a} frame={frame} onMove={(to) => moveLine(0, to)} />
        <Handle kind="line" handle="Line end" label={t`Line end`} at={b} frame={frame} onMove={(to) => moveLine(1, to)} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.reference} className={labelClasses}>
            <Trans>The line spans</Trans>
          </label>
          <select
            id={ids.reference}
            value={state.reference}
            onChange={(event) => onChange({ ...state, reference: event.target.value as ReferenceKind })}
            className={controlClasses()}
          >
            {REFERENCE_OBJECTS.map((o) => (
              <option key={o.kind} value={o.kind}>
                {i18n._(o.label)}
              </option>
            ))}
            <option value="typed">{t`A length I type`}</option>
          </select>
        </div>
        {state.reference === 'typed' && (
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor={ids.length} className={labelClasses}>
                <Trans>Length</Trans>
              </label>
              <input
                id={ids.length}
                inputMode="decimal"
                value={state.typedLength}
                onChange={(event) => onChange({ ...state, typedLength: event.target.value })}
                className={controlClasses({ className: 'w-24' })}
              />
            </div>
            <div>
              <label htmlFor={ids.unit} className="sr-only">
                <Trans>Unit</Trans>
              </label>
              <select
                id={ids.unit}
                value={state.typedUnit}
                onChange={(event) => onChange({ ...state, typedUnit: event.target.value as LengthUnit })}
                className={controlClasses({ className: 'w-20' })}
              >
                <option value="cm">cm</option>
                <option value="in">in</option>
              </select>
            </div>
          </div>
        )}
      </div>
      <p id={ids.result} role="status" data-testid="measure-result" className={cn('text-sm', result && !result.ok ? 'font-semibold text-danger-700' : 'text-ink-700')}>
        {result === null ? t`Move the line onto the object to measure the wall.` : result.ok ? measuredText(result.widthInches) : result.message}
      </p>
    </fieldset>
  );
}
