import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '@wallart/shared';
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../../lib/cn';

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

export interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
}

/** An empty code of the spec's length (docs/product/accounts.md#password-recovery) (4). */
export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/**
 * docs/product/accounts.md#password-recovery OTP boxes: one digit each; typing moves focus on; pasting (or auto-filling) several
 * digits spreads them over the boxes; Backspace on an empty box goes back one and clears it;
 * the arrow keys move between boxes.
 */
export function OtpInput({ digits, onChange, labelId, describedBy, invalid, disabled, ref }: OtpInputProps) {
  const { t } = useLingui();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const total = OTP_LENGTH;
  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), []);

  /** Writes `text`'s digits into the boxes from `start` on, then focuses the box after the last. */
  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - start);
    if (!incoming) return false;
    const next = [...digits];
    [...incoming].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
    return true;
  };

  const handleInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a box that holds a digit (caret before or after it) gives two characters: keep the new one.
    const old = digits[index] ?? '';
    const typed = old && value.length === 2 ? (value.startsWith(old) ? value.slice(1) : value.slice(0, 1)) : value;
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    // A whole code fills every box, wherever it is pasted.
    const allDigits = text.replace(/\D/g, '');
    fill(allDigits.length >= OTP_LENGTH ? 0 : index, allDigits);
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex gap-3 sm:gap-4">
      {digits.map((digit, index) => {
        const position = index + 1;
        return (
          <input
            // The boxes are fixed in number and never reorder, so the index is a stable key.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t`Digit ${position} of ${total}`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'size-14 rounded-[3px] border bg-paper-50 text-center font-display text-2xl text-ink-900 tabular-nums transition-colors sm:size-16 sm:text-3xl',
              'focus-visible:border-terracotta-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-500',
              invalid ? 'border-danger-700' : digit ? 'border-ink-900/45' : 'border-ink-900/20',
            )}
          />
        );
      })}
    </div>
  );
}
