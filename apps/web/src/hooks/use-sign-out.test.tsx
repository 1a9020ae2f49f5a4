import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSignOut } from '../lib/sign-out-cleanup';
import { json, mockFetch, routes } from '../testing/mock-fetch';
import { readStudioWork, writeStudioWork } from '../stores/studio-session';
import { createAppStore } from '../stores/store';
import { useSignOut } from './use-sign-out';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

afterEach(() => sessionStorage.clear());

describe('useSignOut', () => {
  it("forgets the studio's kept work and runs the features' cleanups, so the next person starts blank", async () => {
    mockFetch(routes({ 'GET /api/auth/signout': () => json({ success: true }) }));
    writeStudioWork({ artwork: { imageId: 'a'.repeat(24), url: '/uploads/a.webp', fullUrl: '/uploads/a.webp', width: 10, height: 10, vector: false, kind: 'upload', label: 'Sofa art' }, work: { visualized: true } });
    const cleanup = vi.fn();
    const off = onSignOut(cleanup);
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <SignOutButton />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await act(async () => {});
    expect(readStudioWork()).toBeNull();
    expect(cleanup).toHaveBeenCalledOnce();
    off();
  });
});
