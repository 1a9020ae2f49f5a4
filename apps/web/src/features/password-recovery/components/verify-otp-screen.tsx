import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatCountdown,
  isOtpFormat,
  MESSAGES,
  OTP_REDIRECT_MS,
  OTP_RESEND_COUNTDOWN_SECONDS,
} from '@wallart/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { Notice } from '../../../components/ui/notice';
import { PageTitle } from '../../../components/ui/page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextLink } from '../../../components/ui/text-link';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import { apiErrorMessage } from '../../../lib/api-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { useVerifyOtpMutation } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { readVerifyOtpState, type NewPasswordState } from '../utils/recovery-state';
import { emptyOtp, OtpInput, type OtpInputHandle } from './otp-input';
import { RecoveryGuidance } from './recovery-guidance';

/**
 * docs/product/accounts.md#password-recovery: four boxes, Verify OTP, and Resend Code with a 60 s countdown.
 * The code is checked by the server (docs/architecture.md#real-password-recovery), which answers with a one-time reset token.
 */
export function VerifyOtpScreen() {
  const location = useLocation();
  const arrival = readVerifyOtpState(location.state);
  const { t } = useLingui();
  return (
    <FocusLayout>
      <PageTitle eyebrow={t`Step 2 of 3 · Password recovery`} title={t`OTP Verification`} />
      {arrival ? (
        <OtpForm email={arrival.email} notice={arrival.notice} />
      ) : (
        <RecoveryGuidance message={t`Open this page from Forgot Password: enter your email there and we will send you a verification code.`} />
      )}
      <p className="mt-8 text-sm text-ink-600">
        <Trans>
          Remembered it? <TextLink to={paths.signIn}>Back to sign in</TextLink>
        </Trans>
      </p>
    </FocusLayout>
  );
}

function OtpForm({ email, notice }: { email: string; notice?: string }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const [digits, setDigits] = useState(emptyOtp);
  const [verified, setVerified] = useState(false);
  const boxes = useRef<OtpInputHandle>(null);
  const labelId = useId();
  const countdownId = useId();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_SECONDS);
  const navigateLater = useDelayedNavigate();

  const fail = (message: string) => {
    // docs/product/messages.md#toasts: a failure shows the toast, clears the boxes and refocuses the first.
    toast.error(ts(message));
    setDigits(emptyOtp());
    boxes.current?.focus(0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!isOtpFormat(otp)) {
      fail(MESSAGES.otp.invalid);
      return;
    }
    try {
      const { resetToken } = await verifyOtp({ email, otp }).unwrap();
      setVerified(true);
      toast.success(ts(MESSAGES.otp.verified));
      const state: NewPasswordState = { email, resetToken };
      navigateLater(paths.newPassword, OTP_REDIRECT_MS, { state, replace: true });
    } catch (failure) {
      fail(apiErrorMessage(failure, MESSAGES.otp.invalid));
    }
  };

  const resend = async () => {
    // docs/product/accounts.md#password-recovery: enabled at start; a press starts the 60 s countdown during which it is disabled.
    countdown.start();
    try {
      await forgotPassword({ email }).unwrap();
      toast.info(ts(MESSAGES.forgotPassword.codeSent(email)));
    } catch (failure) {
      toast.error(ts(apiErrorMessage(failure, MESSAGES.profile.somethingWentWrong)));
    }
  };

  return (
    <>
      {notice && <Notice className="mt-6">{ts(notice)}</Notice>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8">
        <p id={labelId} className="text-base leading-relaxed text-ink-700">
          <Trans>
            Enter the 4-digit code sent to <strong className="font-semibold break-all text-ink-900">{email}</strong>
          </Trans>
        </p>
        <div className="mt-5">
          <OtpInput ref={boxes} digits={digits} onChange={setDigits} labelId={labelId} disabled={verified} />
        </div>
        <SubmitButton pending={verifying} pendingLabel={t`Checking the code`} disabled={verified} size="lg" className="mt-8 w-full">
          <Trans>Verify OTP</Trans>
        </SubmitButton>
        <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
          <Trans>Didn&apos;t receive the code?</Trans>
          <button
            type="button"
            onClick={() => void resend()}
            disabled={countdown.running || verified}
            aria-describedby={countdown.running ? countdownId : undefined}
            className="rounded-[2px] font-semibold text-terracotta-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
          >
            <Trans>Resend Code</Trans>
          </button>
          {countdown.running && (
            <span id={countdownId} className="font-semibold text-ink-800 tabular-nums">
              <span className="sr-only">{t`available again in`} </span>
              {formatCountdown(countdown.remaining)}
            </span>
          )}
        </p>
      </form>
    </>
  );
}
