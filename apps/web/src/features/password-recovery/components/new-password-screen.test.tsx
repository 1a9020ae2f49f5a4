import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { renderRecovery } from './recovery-test-harness';

const arrival = { email: 'ada@example.com', resetToken: 'reset-xyz' };

async function submit(password: string, confirm: string, u = userEvent.setup()) {
  if (password) await u.type(screen.getByLabelText('New Password'), password);
  if (confirm) await u.type(screen.getByLabelText('Confirm Password'), confirm);
  await u.click(screen.getByRole('button', { name: 'Update Password' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToasts();
});

describe('New password (docs/product/accounts.md#password-recovery; 8 characters per docs/architecture.md#passwords-of-8-characters-everywhere)', () => {
  it.each([
    ['', '', MESSAGES.newPassword.bothRequired],
    ['Gallery#2025', '', MESSAGES.newPassword.bothRequired],
    ['short', 'short', MESSAGES.newPassword.tooShort],
    ['Gallery#2025', 'Gallery#2026', MESSAGES.newPassword.mismatch],
  ])('answers %j / %j with its message', async (password, confirm, message) => {
    const { requests } = mockFetch(() => json({}));
    renderRecovery('/new-password', arrival);
    await submit(password, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('holds the sign-up password rules (issue 9 §4): a long password without a capital is refused', async () => {
    const { requests } = mockFetch(() => json({}));
    renderRecovery('/new-password', arrival);
    await submit('lowercase only', 'lowercase only');
    expect(await screen.findByText(MESSAGES.input.passwordRules)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows 'Password updated successfully!' then goes to /success after 1.2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(routes({ 'POST /api/auth/reset-password': () => json({ success: true, message: 'ok' }) }));
    const { router } = renderRecovery('/new-password', arrival);
    await submit('Gallery#2025', 'Gallery#2025', userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    expect(await screen.findByText(MESSAGES.newPassword.updated)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-password');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
  });

  it("shows the server's answer when the reset session has expired", async () => {
    mockFetch(routes({ 'POST /api/auth/reset-password': () => json({ error: 'Bad Request', message: MESSAGES.otp.resetLinkExpired }, 400) }));
    renderRecovery('/new-password', arrival);
    await submit('Gallery#2025', 'Gallery#2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otp.resetLinkExpired);
  });

  it('guides a direct visit back to the start of recovery', () => {
    renderRecovery('/new-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByText(MESSAGES.otp.resetLinkExpired)).toBeInTheDocument();
  });
});
