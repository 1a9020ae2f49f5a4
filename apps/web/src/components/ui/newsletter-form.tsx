import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { newsletterBodySchema, type NewsletterBody } from '@wallart/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AlertIcon, CheckIcon } from './icons';
import { publicFormErrorMessage } from '../../lib/api-error';
import { useSharedText } from '../../lib/shared-text';
import { SubmitButton } from './submit-button';
import { useSubscribeNewsletterMutation } from './subscribe-newsletter-api';

type NewsletterInput = z.input<typeof newsletterBodySchema>;

/**
 * docs/product/landing.md#footer: the email is checked with the server's schema first, then
 * POST /api/newsletter stores it once per address; a repeat answers 200 with its own message.
 */
export function NewsletterForm() {
  const { t } = useLingui();
  const ts = useSharedText();
  const [subscribe, { isLoading, data, error, reset: resetRequest }] = useSubscribeNewsletterMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput, unknown, NewsletterBody>({ resolver: zodResolver(newsletterBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    resetRequest();
    const result = await subscribe(body);
    if (!('error' in result)) reset();
  });
  const problem = errors.email?.message ?? (error ? publicFormErrorMessage(error) : undefined);
  // Shared rules' messages in the UI's language; the server's come in it already.
  const problemText = problem && ts(problem);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Newsletter`}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          aria-invalid={problem ? true : undefined}
          aria-describedby="newsletter-feedback"
          className="h-11 w-full min-w-0 rounded-[3px] sm:flex-1 border border-paper-50/25 bg-ink-800 px-3.5 text-sm text-paper-50 placeholder:text-ink-300 focus-visible:border-brass-300 focus-visible:outline-brass-300 aria-invalid:border-terracotta-300"
          {...register('email')}
        />
        <SubmitButton pending={isLoading} pendingLabel={t`Subscribing`} className="focus-visible:outline-brass-300">
          <Trans>Subscribe</Trans>
        </SubmitButton>
      </div>
      {/* One polite live region announces both the problem and the confirmation. */}
      <div id="newsletter-feedback" role="status" className="mt-3 min-h-5 text-sm">
        {problem ? (
          <p className="flex items-start gap-1.5 text-terracotta-300">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {problemText}
          </p>
        ) : data ? (
          <p className="flex items-start gap-1.5 text-brass-200">
            <CheckIcon className="mt-0.5 size-4 shrink-0" />
            {data.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
