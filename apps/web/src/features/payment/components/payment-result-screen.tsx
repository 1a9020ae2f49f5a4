import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cardBrandName, cents, MESSAGES, PLAN_MESSAGES, type PlanPaymentResult } from '@wallart/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { LockIcon } from '../../../components/ui/account-icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { AlertIcon, ArrowLeftIcon, CheckIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingButton } from '../../../components/ui/pending-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths, signInHref } from '../../../config/paths';
import { studioContact } from '../../../config/studio-contact';
import { describeApiError } from '../../../lib/api-error';
import { saveDownloadedFile } from '../../../lib/file-download';
import { PLAN_QUERY, planSlugOf } from '../../../lib/plans';
import { useSharedText } from '../../../lib/shared-text';
import { useAppSelector } from '../../../stores/hooks';
import { keepPaymentDraft } from '../../../stores/payment-draft';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useDownloadReceiptMutation } from '../api/download-receipt';
import { useGetPaymentQuery } from '../api/get-payment';
import { CheckList } from '../../../components/ui/check-list';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * `/payment-success?payment={id}` (docs/product/plans.md#payment-result; issue 18): the payment as the server
 * keeps it (`GET /api/payments/{id}`), so a reload or a shared link shows its owner the same
 * result; anyone else gets 'Payment not found', a guest is asked to sign in. A capture shows the
 * success view with the receipt; a decline the failure view with Go Back to the checkout.
 */
export function PaymentResultScreen() {
  const [search] = useSearchParams();
  const id = search.get('payment') ?? '';
  const userId = useAppSelector(selectCurrentUserId);
  const valid = OBJECT_ID.test(id);
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentQuery(id, { skip: !valid || !userId });
  const { t } = useLingui();
  const ts = useSharedText();

  if (!userId) {
    return (
      <PageLayout eyebrow={t`Payment`} title={t`Payment Result`} description={t`Sign in to see the result of this payment.`}>
        <LinkButton to={valid ? signInHref('paymentResult', { payment: id }) : signInHref()}>
          <Trans>Sign In</Trans>
        </LinkButton>
      </PageLayout>
    );
  }

  if (!valid || (error && isNotFound(error))) {
    return (
      <PageLayout
        eyebrow={t`Payment`}
        title={t`Payment not found`}
        description={`${ts(PLAN_MESSAGES.paymentNotFound)} ${t`It may belong to another account, or the link is incomplete.`}`}
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.dashboard}>
            <Trans>Go to Dashboard</Trans>
          </LinkButton>
          <LinkButton to={{ pathname: paths.home, hash: '#about' }} state={{ scrollToSection: 'about' }} variant="outline">
            <Trans>See the packages</Trans>
          </LinkButton>
        </div>
      </PageLayout>
    );
  }

  if (isLoading) {
    return (
      <Container className="py-20">
        <Spinner label={t`Loading your payment`} className="mx-auto flex justify-center text-terracotta-600" />
      </Container>
    );
  }

  if (error || !data) {
    const failure = describeApiError(error);
    return (
      <PageLayout eyebrow={t`Payment`} title={t`Payment Result`}>
        <Alert title={t`The payment could not be loaded`} className="max-w-2xl">
          <p>{ts(failure.kind === 'network' ? MESSAGES.orders.noResponse : MESSAGES.api.internal)}</p>
          <Button variant="outline" size="sm" className="mt-3" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t`Trying again…` : t`Try again`}
          </Button>
        </Alert>
      </PageLayout>
    );
  }

  return data.success ? <SuccessView payment={data} /> : <FailureView payment={data} />;
}

function isNotFound(error: unknown): boolean {
  const failure = describeApiError(error);
  return failure.kind !== 'network' && (failure.status === 404 || failure.status === 400 || failure.status === 403);
}

function ResultFrame({ tone, title, text, children }: { tone: 'success' | 'failure'; title: string; text: string; children: ReactNode }) {
  const Icon = tone === 'success' ? CheckIcon : AlertIcon;
  return (
    <Container className="py-14 sm:py-20">
      <div className="frame mx-auto max-w-2xl p-6 sm:p-10">
        <div className="flex flex-col items-center text-center">
          <span
            className={
              tone === 'success'
                ? 'flex size-16 items-center justify-center rounded-full bg-sage-400/25 text-sage-600'
                : 'flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-700'
            }
          >
            <Icon className="size-8" />
          </span>
          <h1 className="mt-5 text-4xl leading-tight font-medium tracking-tight text-ink-900">{title}</h1>
          <p className="mt-2 text-base leading-relaxed text-ink-700" data-testid="result-text">
            {text}
          </p>
        </div>
        {children}
      </div>
    </Container>
  );
}

function PaymentFacts({ payment }: { payment: PlanPaymentResult }) {
  const { t } = useLingui();
  const { moneyWithCode, date } = useLocaleFormat();
  // A decline makes no order, so its reserved number is not shown as one.
  const facts: [string, ReactNode, string][] = [
    ...(payment.success ? [[t`Order ID`, payment.orderId, 'result-order-id'] as [string, ReactNode, string]] : []),
    [payment.success ? t`Amount Paid` : t`Amount`, moneyWithCode(cents(payment.amounts.totalCents)), 'result-amount'],
    [t`Date`, <time dateTime={payment.createdAt}>{date(payment.createdAt)}</time>, 'result-date'],
    [t`Payment Method`, `${cardBrandName(payment.brand)} ${payment.cardNumber}`, 'result-card'],
  ];
  return (
    <dl className="mt-8 divide-y divide-paper-300 border-y border-paper-300 text-sm">
      {facts.map(([label, value, testId]) => (
        <div key={label} className="flex justify-between gap-4 py-3">
          <dt className="text-ink-600">{label}</dt>
          <dd className="text-right font-semibold text-ink-900 tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SuccessView({ payment }: { payment: PlanPaymentResult }) {
  const [download, { isLoading, isSuccess, error }] = useDownloadReceiptMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const ts = useSharedText();

  const supportEmail = studioContact.email;
  const supportPhone = studioContact.phone;

  // The purchase is done: the checkout form's kept contact details are no longer needed.
  useEffect(() => keepPaymentDraft({ type: 'purchased' }), []);

  const viewReceipt = async () => {
    setSaved(null);
    const result = await download({ paymentId: payment._id, orderId: payment.orderId });
    if (!result.data) return;
    saveDownloadedFile(result.data);
    setSaved(result.data.fileName);
  };

  return (
    <ResultFrame tone="success" title={ts(MESSAGES.payment.successTitle)} text={ts(MESSAGES.payment.successText)}>
      <PaymentFacts payment={payment} />

      <section aria-labelledby="result-plan" className="mt-8">
        <h2 id="result-plan" className="text-xl text-ink-900">
          {payment.plan.title}
        </h2>
        {payment.plan.description && <p className="mt-1 text-sm text-ink-600">{payment.plan.description}</p>}
        <CheckList items={payment.plan.features} className="mt-3 grid gap-2 sm:grid-cols-2" />
      </section>

      {error && !isLoading && (
        <Alert className="mt-8" title={t`The receipt could not be downloaded`}>
          {receiptErrorText(i18n, error)}
        </Alert>
      )}
      <p className="sr-only" role="status">
        {isLoading ? t`Preparing your receipt…` : isSuccess && saved ? t`Receipt saved as ${saved}.` : ''}
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <LinkButton to={paths.dashboard}>
          <Trans>Go to Dashboard</Trans>
        </LinkButton>
        <PendingButton variant="outline" pending={isLoading} pendingLabel={t`Preparing your receipt`} onClick={() => void viewReceipt()}>
          {isSuccess && saved && !isLoading && <CheckIcon className="size-5" />}
          <Trans>View Receipt</Trans>
        </PendingButton>
      </div>

      <p className="mt-8 flex items-center justify-center gap-2 text-sm font-semibold text-sage-600">
        <LockIcon className="size-4.5" />
        <Trans>Secure payment verified</Trans>
      </p>
      <p className="mt-2 text-center text-sm leading-relaxed text-ink-600">
        <Trans>
          A designer will contact you within 24 hours. Questions about your order? Contact our support team at{' '}
          <a className="font-semibold text-terracotta-700 underline-offset-4 hover:underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          or{' '}
          <a className="font-semibold whitespace-nowrap text-terracotta-700 underline-offset-4 hover:underline" href={studioContact.phoneHref}>
            {supportPhone}
          </a>{' '}
          and mention your order ID.
        </Trans>
      </p>
    </ResultFrame>
  );
}

function receiptErrorText(i18n: I18n, error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return i18n._(msg`No answer from the server. Check your connection and try again.`);
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  const status = failure.status;
  return i18n._(msg`The server could not make it (error ${status}). Please try again in a moment.`);
}

function FailureView({ payment }: { payment: PlanPaymentResult }) {
  const navigate = useNavigate();
  const ts = useSharedText();
  const slug = planSlugOf({ title: payment.plan.title, packageId: payment.plan.packageId });

  const goBack = () => {
    // Back to the checkout with the plan and the contact details of this attempt; the card is typed again.
    keepPaymentDraft({ type: 'wentBack', plan: slug, contact: payment.contact });
    void navigate(slug ? `${paths.payment}?${PLAN_QUERY}=${slug}` : paths.payment);
  };

  return (
    <ResultFrame tone="failure" title={ts(MESSAGES.payment.failedTitle)} text={ts(payment.error || MESSAGES.payment.defaultFailure)}>
      <PaymentFacts payment={payment} />
      <p className="mt-6 text-center text-sm leading-relaxed text-ink-600">
        <Trans>Nothing was charged and no subscription was started. Check the card, or use another one.</Trans>
      </p>
      <div className="mt-6 flex justify-center">
        <Button onClick={goBack}>
          <ArrowLeftIcon className="size-4.5" />
          <Trans>Go Back</Trans>
        </Button>
      </div>
    </ResultFrame>
  );
}
