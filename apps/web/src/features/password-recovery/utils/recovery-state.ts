/**
 * What each recovery step hands the next in navigation state (docs/product/accounts.md#password-recovery: "goes to /verify-otp
 * carrying the email", "to /new-password with the email"). Nothing of it is put in the URL, so the
 * reset token never lands in history or server logs.
 */
export interface VerifyOtpState {
  email: string;
  /** The forgot-password screen's confirmation, shown on arrival. */
  notice?: string;
}

export interface NewPasswordState {
  email: string;
  resetToken: string;
}

function record(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

export function readVerifyOtpState(state: unknown): VerifyOtpState | null {
  const s = record(state);
  if (typeof s?.email !== 'string' || !s.email) return null;
  return { email: s.email, notice: typeof s.notice === 'string' ? s.notice : undefined };
}

export function readNewPasswordState(state: unknown): NewPasswordState | null {
  const s = record(state);
  if (typeof s?.email !== 'string' || typeof s.resetToken !== 'string' || !s.resetToken) return null;
  return { email: s.email, resetToken: s.resetToken };
}
