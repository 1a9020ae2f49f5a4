import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { contactBodySchema, CONTACT_MESSAGE_MAX_LENGTH, MESSAGES, type ContactBody } from '@wallart/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { controlClasses } from '../ui/field-styles';
import { FormField } from '../ui/form-field';
import { CheckIcon } from '../ui/icons';
import { emailInput } from '../ui/input-presets';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { publicFormErrorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { useSharedText } from '../../lib/shared-text';
import { useSendContactMessageMutation } from './send-contact-message-api';

type ContactInput = z.input<typeof contactBodySchema>;

export interface ContactFormProps {
  /** A first line for the message, e.g. from the Enterprise package's Request a Quote. */
  suggestedMessage?: string;
  /** Name and email already known (a signed-in customer asking about an order). */
  sender?: { name: string; email: string };
  /** Put the cursor in the message at once (the form replaced what had focus). */
  focusMessage?: boolean;
  /** The help under the message box; the landing page's (the default) asks about the wall. */
  messageHint?: string;
  /** Drawn in its own gallery frame (a page section); false inside a dialog, which is one already. */
  framed?: boolean;
}

/**
 * The contact form (ours: the spec's forms have no submit handling (docs/product/landing.md#contact-form)), used by the landing page's
 * contact section and by an order's Need Help. Checked in the browser with the server's own
 * schema first, then POST /api/contact.
 */
export function ContactForm({ suggestedMessage, sender, focusMessage = false, framed = true, messageHint }: ContactFormProps) {
  const { t } = useLingui();
  const ts = useSharedText();
  const hint = messageHint ?? t`Tell us about your wall: room, size, ideas.`;
  const maxLength = CONTACT_MESSAGE_MAX_LENGTH;
  const limit = t`Up to ${maxLength} characters.`;
  const [send, { isLoading, isSuccess, error, data, reset: resetRequest }] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: { name: sender?.name ?? '', email: sender?.email ?? '', message: '' },
  });

  useEffect(() => {
    if (suggestedMessage && !getValues('message')) setValue('message', suggestedMessage);
    if (focusMessage) setFocus('message');
  }, [suggestedMessage, focusMessage, getValues, setValue, setFocus]);

  if (isSuccess) {
    return (
      <div role="status" className={cn('flex flex-col items-start gap-4', framed && 'frame p-8')}>
        <span className="flex size-11 items-center justify-center rounded-full bg-sage-600 text-paper-50">
          <CheckIcon className="size-6" />
        </span>
        <p className="font-display text-2xl text-ink-900">
          <Trans>Message sent</Trans>
        </p>
        <p className="text-ink-700">{data?.message ?? ts(MESSAGES.contact.sent)}</p>
        <Button
          variant="outline"
          onClick={() => {
            reset({ name: sender?.name ?? '', email: sender?.email ?? '', message: '' });
            resetRequest();
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      aria-label={t`Contact the studio`}
      noValidate
      onSubmit={(event) => void handleSubmit((body) => send(body))(event)}
      className={cn('grid content-start gap-5 self-start sm:grid-cols-2', framed && 'frame p-6 sm:p-8')}
    >
      <TextField label={t`Name`} autoComplete="name" error={errors.name?.message && ts(errors.name.message)} {...register('name')} />
      <TextField label={t`Email`} {...emailInput} error={errors.email?.message && ts(errors.email.message)} {...register('email')} />
      <FormField
        label={t`Message`}
        error={errors.message?.message && ts(errors.message.message)}
        hint={`${hint} ${limit}`}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            className={controlClasses({ invalid: Boolean(errors.message), className: 'h-auto py-3' })}
            {...register('message')}
          />
        )}
      </FormField>
      {error && (
        <Alert title={t`Your message was not sent`} className="sm:col-span-2">
          {ts(publicFormErrorMessage(error))}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          <Trans>We reply within 24 hours, Monday to Saturday.</Trans>
        </p>
        <SubmitButton pending={isLoading} pendingLabel={t`Sending your message`} size="lg">
          <Trans>Send Message</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
