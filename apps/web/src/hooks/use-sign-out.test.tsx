import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, routes } from '../testing/mock-fetch';
import { customer, signedIn } from '../testing/render-route';
import { keepStudioWork, readStudioWork } from '../stores/studio-session';
import { artworkChosen, describeDraftChanged, initialStudioState, visitFacesAdded, type StudioArtwork } from '../stores/studio-slice';
import { initialWallWork } from '../stores/studio-wall-work';
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

const art: StudioArtwork = { imageId: 'a'.repeat(24), url: '/uploads/a.webp', fullUrl: '/uploads/a.webp', width: 10, height: 10, vector: false, kind: 'upload', label: 'Sofa art' };

afterEach(() => sessionStorage.clear());

async function signOutWith(store: ReturnType<typeof createAppStore>) {
  mockFetch(routes({ 'GET /api/auth/signout': () => json({ success: true }) }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignOutButton />
      </MemoryRouter>
    </Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  await act(async () => {});
}

describe('useSignOut', () => {
  it("forgets the studio's work, its draft and portraits, so the next person starts blank", async () => {
    const store = createAppStore(signedIn(customer));
    store.dispatch(artworkChosen(art));
    store.dispatch(describeDraftChanged({ userId: customer._id, change: { prompt: 'our holiday' } }));
    store.dispatch(visitFacesAdded([{ ...art, url: 'blob:face', fullUrl: 'blob:face', kind: 'face' }]));
    expect(readStudioWork()).not.toBeNull();
    await signOutWith(store);
    expect(store.getState().user.currentUser).toBeNull();
    expect(store.getState().studio).toEqual(initialStudioState);
    expect(readStudioWork()).toBeNull();
  });

  it('forgets the work kept by an earlier page even when the studio never loaded on this one', async () => {
    keepStudioWork({ artwork: art, work: { ...initialWallWork, visualized: true } });
    await signOutWith(createAppStore(signedIn(customer)));
    expect(readStudioWork()).toBeNull();
  });
});
