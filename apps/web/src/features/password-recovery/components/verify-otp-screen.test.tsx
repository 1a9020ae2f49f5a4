import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { renderRecovery } from './recovery-test-harness';

const email = 'ada@example.com';
const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 4/ });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToasts();
});

describe('OTP Verification (docs/product/accounts.md#password-recovery, docs/architecture.md#real-password-recovery)', () => {
  it('shows the email it was given and the notice of the previous step', () => {
    renderRecovery('/verify-otp', { email, notice: MESSAGES.forgotPassword.codeSent(email) });
    expect(screen.getByRole('heading', { level: 1, name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `Enter the 4-digit code sent to ${email}` })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.forgotPassword.codeSent(email))).toBeInTheDocument();
  });

  it('guides a direct visit back to Forgot Password', () => {
    renderRecovery('/verify-otp');
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start password recovery' })).toHaveAttribute('href', '/forgot-password');
  });

  it('on a wrong code: toast, boxes cleared, first box focused', async () => {
    const { calls } = mockFetch(routes({ 'POST /api/auth/verify-otp': () => json({ error: 'Bad Request', message: MESSAGES.otp.invalid }, 400) }));
    renderRecovery('/verify-otp', { email });
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('1234');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.otp.invalid)).toBeInTheDocument();
    expect(calls('/api/auth/verify-otp')[0]!.body).toEqual({ email, otp: '1234' });
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
  });

  it('rejects an incomplete code without asking the server', async () => {
    const { requests } = mockFetch(() => json({}));
    renderRecovery('/verify-otp', { email });
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('12');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.otp.invalid)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('on the right code: success toast, then /new-password with the email and reset token after 1.2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(routes({ 'POST /api/auth/verify-otp': () => json({ success: true, resetToken: 'reset-xyz' }) }));
    const { router } = renderRecovery('/verify-otp', { email });
    const u = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await u.click(boxes()[0]!);
    await u.paste('4815');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.otp.verified)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/verify-otp');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(router.state.location.state).toEqual({ email, resetToken: 'reset-xyz' });
    // The success toast closes after 2 s (docs/product/messages.md#toasts).
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.queryByText(MESSAGES.otp.verified)).toBeNull();
  });

  it('Resend Code: enabled at start, then a 60 s countdown shown as mm:ss while disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(routes({ 'POST /api/auth/forgot-password': () => json({ success: true, message: 'sent' }) }));
    renderRecovery('/verify-otp', { email });
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    const u = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await u.click(resend);
    expect(resend).toBeDisabled();
    expect(screen.getByText('01:00')).toBeInTheDocument();
    await waitFor(() => expect(calls('/api/auth/forgot-password')).toHaveLength(1));
    expect(calls('/api/auth/forgot-password')[0]!.body).toEqual({ email });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('00:59')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByText('00:01')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/^\d\d:\d\d$/)).toBeNull();
  });
});
