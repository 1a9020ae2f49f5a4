import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FileDropZoneProps {
  /** The file input's `accept` (`acceptAttribute(…)` of @wallart/shared). */
  accept: string;
  /** The file chosen or dropped (undefined when the picker was closed without one). */
  onFile: (file: File | undefined) => void;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  /** The id of the text that says what may be dropped (the button's description). */
  hintId: string;
  disabled?: boolean;
  className?: string;
  buttonClassName?: string;
  testId?: string;
  inputTestId?: string;
  /** What the button shows: an icon, a title and the hint (with `hintId`). */
  children: ReactNode;
}

/**
 * A dashed zone that takes a dropped file, with a button that opens the file picker (the input
 * itself is hidden and out of the tab order: the button is the one control). The studio's face
 * photo and artwork upload use it.
 */
export function FileDropZone({ accept, onFile, inputLabel, hintId, disabled, className, buttonClassName, testId, inputTestId, children }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      }}
      data-testid={testId}
      className={cn('rounded-[3px] border border-dashed transition-colors', dragging ? 'border-terracotta-600 bg-terracotta-300/15' : 'border-ink-300 bg-paper-100', className)}
    >
      <button type="button" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId} className={buttonClassName}>
        {children}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        data-testid={inputTestId}
      />
    </div>
  );
}
