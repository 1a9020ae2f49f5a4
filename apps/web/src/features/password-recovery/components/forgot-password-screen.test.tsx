import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { renderRecovery } from './recovery-test-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Forgot password (docs/product/accounts.md#password-recovery)', () => {
  it.each([
    ['', MESSAGES.forgotPassword.emailRequired],
    ['not-an-email', MESSAGES.forgotPassword.emailInvalid],
  ])('answers %j with its message and sends nothing', async (typed, message) => {
    const { requests } = mockFetch(() => json({}));
    renderRecovery('/forgot-password');
    const u = userEvent.setup();
    if (typed) await u.type(screen.getByLabelText('Email'), typed);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message));
    expect(requests).toHaveLength(0);
  });

  it('asks for a code, then shows the spec notice on /verify-otp with the email', async () => {
    const { calls } = mockFetch(routes({ 'POST /api/auth/forgot-password': () => json({ success: true, message: 'sent' }) }));
    const { router } = renderRecovery('/forgot-password');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(calls('/api/auth/forgot-password')[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(await screen.findByText(MESSAGES.forgotPassword.codeSent('ada@example.com'))).toBeInTheDocument();
    expect(screen.getByText('ada@example.com', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRecovery('/forgot-password');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signUp.networkError);
  });
});
