import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONSULTATION_NOTE_MAX_LENGTH,
  CONSULTATION_TIMES,
  consultationDates,
  MESSAGES,
  PLAN_MESSAGES,
  studioDate,
  studioTime,
  validateConsultationSlot,
  type Subscription,
} from '@wallart/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast-store';
import { englishOf, useSharedText } from '../../../lib/shared-text';
import { describeApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useBookConsultationMutation } from '../api/book-consultation';
import { bookingFieldOf, consultationsLeftText, formatSlotDate, formatSlotTime } from '../utils/subscriptions';

export interface BookConsultationDialogProps {
  subscription: Subscription;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clock (tests fix it). */
  now?: () => Date;
}

type Field = 'date' | 'time' | 'note';

/**
 * Book a consultation (issue 18): a weekday within the next 14 days, a half-hour from 9:00 to
 * 17:30 on the studio's clock (Toronto), and an optional note. The shared rule
 * (validateConsultationSlot) checks it here with the server's messages; the server checks it again.
 */
export function BookConsultationDialog({ subscription, userId, open, onOpenChange, now = () => new Date() }: BookConsultationDialogProps) {
  const { t, i18n } = useLingui();
  const packageName = subscription.packageId.name;
  const left = consultationsLeftText(subscription.remainingConsultations, i18n);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Book a consultation`}
      description={
        <Trans>
          {packageName} · {left}. A designer meets you at the studio or on a video call; times are Toronto time.
        </Trans>
      }
    >
      {open && <BookingForm subscription={subscription} userId={userId} now={now} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function BookingForm({ subscription, userId, now, onDone, onCancel }: { subscription: Subscription; userId: string; now: () => Date; onDone: () => void; onCancel: () => void }) {
  const [book, { isLoading }] = useBookConsultationMutation();
  const [opened] = useState(now);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const maxNote = CONSULTATION_NOTE_MAX_LENGTH;

  const dates = consultationDates(opened);
  const shown = (message: string | undefined) => message && ts(message);
  // Today offers only the slots still ahead.
  const times = date === studioDate(opened) ? CONSULTATION_TIMES.filter((slot) => slot > studioTime(opened)) : CONSULTATION_TIMES;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const problem = validateConsultationSlot(date, time, now());
    const found: Partial<Record<Field, string>> = problem ? { [problem.field]: problem.message } : {};
    if (note.length > CONSULTATION_NOTE_MAX_LENGTH) found.note = MESSAGES.contact.tooLong(CONSULTATION_NOTE_MAX_LENGTH);
    setErrors(found);
    const first = (['date', 'time', 'note'] as const).find((f) => found[f]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await book({ id: subscription._id, userId, body: { date, time, note: note.trim() } });
    if (result.data) {
      toast.success(ts(result.data.message || PLAN_MESSAGES.consultationBooked));
      onDone();
      return;
    }
    const answer = describeApiError(result.error);
    const message = answer.kind === 'server' ? answer.message : undefined;
    const field = answer.kind === 'server' && answer.status === 400 ? bookingFieldOf(message === undefined ? undefined : englishOf(i18n, message)) : null;
    if (field && message) setErrors({ [field]: message });
    // MESSAGES.subscriptions.errorWhile composes an English fragment: the whole sentence is worded here, in the UI's language.
    else if (answer.kind === 'network') setFailure(t`An error occurred while booking the consultation. Check your connection and try again.`);
    else setFailure(message && answer.status < 500 ? message : MESSAGES.api.internal);
  };

  const select = (name: Field, label: string, value: string, onChange: (value: string) => void, options: readonly { value: string; label: string }[], placeholder: string) => (
    <FormField label={label} error={shown(errors[name])}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            name={name}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setErrors((e) => ({ ...e, [name]: undefined }));
            }}
            className={cn(controlClasses({ invalid: Boolean(errors[name]) }), 'appearance-none pr-10')}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
        </div>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={isLoading}>
      {failure && <Alert title={t`The consultation could not be booked`}>{ts(failure)}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        {select(
          'date',
          t`Date`,
          date,
          (value) => {
            setDate(value);
            // A time that is already past on the new day is chosen again.
            if (value === studioDate(opened) && time && time <= studioTime(opened)) setTime('');
          },
          dates.map((d) => ({ value: d, label: formatSlotDate(d, i18n.locale) })),
          t`Choose a date`,
        )}
        {select('time', t`Time`, time, setTime, times.map((slot) => ({ value: slot, label: formatSlotTime(slot, i18n.locale) })), t`Choose a time`)}
      </div>
      <FormField
        label={t`Note`}
        labelNote={t`(optional)`}
        error={shown(errors.note)}
        hint={t`What the wall is, ideas, questions. Up to ${maxNote} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={3}
            maxLength={CONSULTATION_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlClasses({ invalid: Boolean(errors.note), className: 'h-auto py-3' })}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton pending={isLoading} pendingLabel={t`Booking your consultation`}>
          <Trans>Book consultation</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
