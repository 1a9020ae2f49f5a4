import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../testing/mock-fetch';
import { renderRoute } from '../../testing/render-route';
import type { RootState } from '../../stores/store';
import { initialStudioState, studioStateFromSession } from '../../stores/studio-slice';
import { wallBackground } from '../../testing/wall-background';
import { findDialog } from '../../testing/dialog';

/**
 * Decision 018: the wall tab's work (artwork by reference, options, wall, placement) is kept in the
 * browser tab, so a reload and Back from the cart find it again; 'Try Again' forgets it.
 */
const wall = wallBackground;
const DEFAULTS = ['Modern Living Room', 'Bedroom', 'Office', 'Dining Room'].map((name, i) => wall(i + 1, name));
const OPTIONS = { 'Art style': 'Abstract', Texture: 'Matte', 'Canvas size': 'Medium (36x48)', 'Frame style': 'Floating' } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The app at `path` with a fresh store (what a reload gives). */
function renderApp(path: string, preloadedState?: Partial<RootState>) {
  return renderRoute(path, preloadedState);
}

/** A reload: a new store starting from what the browser tab kept, the same address. */
function reload(path: string) {
  return renderApp(path, { studio: studioStateFromSession() });
}

const wallTab = () => screen.getByRole('tab', { name: /Create Wall Art/ });

/** Choose a sample face, set the four options, pick the Bedroom wall and visualize. */
async function doTheWork() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /Create Wall Art/ }));
  await user.click(await screen.findByRole('button', { name: 'Choose artwork' }));
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('tab', { name: 'Generated faces' }));
  await user.click(within(dialog).getAllByRole('button', { name: /Age 25/ })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  for (const [label, value] of Object.entries(OPTIONS)) await user.selectOptions(screen.getByRole('combobox', { name: label }), value);
  await user.click(await screen.findByRole('button', { name: /Bedroom/ }));
  await user.click(screen.getByRole('button', { name: 'Visualize on Wall' }));
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
}

async function expectTheWork() {
  await waitFor(() => expect(wallTab()).toHaveAttribute('aria-selected', 'true'));
  expect(await screen.findByTestId('studio-artwork')).toHaveAttribute('src', '/media/faces/face-03.webp');
  for (const [label, value] of Object.entries(OPTIONS)) expect(screen.getByRole('combobox', { name: label })).toHaveValue(value);
  await waitFor(() => expect(screen.getByRole('button', { name: /Bedroom/ })).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
}

describe('the wall tab keeps a guest’s work in the browser tab', () => {
  it('a reload reopens the wall tab with the artwork, options, wall and visualization', async () => {
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }) }));
    const first = renderApp('/ai-wall-generator');
    await doTheWork();
    first.unmount();
    const kept = sessionStorage.getItem('wallart:wall-work') ?? '';
    expect(kept).toContain('/media/faces/face-03.webp');
    expect(kept).not.toContain('data:');

    reload('/ai-wall-generator');
    await expectTheWork();
  }, 30_000);

  it('Back from the cart finds the options and the visualization again', async () => {
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }) }));
    const app = renderApp('/ai-wall-generator');
    await doTheWork();
    app.navigate('/cart');
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Create Wall Art/ })).toBeNull());
    app.navigate(-1);
    await expectTheWork();
  }, 30_000);

  it('Try Again resets everything and keeps nothing for a reload', async () => {
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }) }));
    const first = renderApp('/ai-wall-generator');
    await doTheWork();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('combobox', { name: 'Art style' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Visualize on Wall' })).toBeInTheDocument();
    expect(sessionStorage.getItem('wallart:wall-work')).toBeNull();
    first.unmount();
    expect(studioStateFromSession()).toEqual(initialStudioState);
    reload('/ai-wall-generator');
    expect(await screen.findByRole('tab', { name: /Generate Face/ })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('keeps a reference to the artwork, never a data: URL', async () => {
    const { keepStudioWork } = await import('../../stores/studio-session');
    const { initialWallWork } = await import('../../stores/studio-wall-work');
    const work = { ...initialWallWork, options: { ...initialWallWork.options, texture: 'Matte' as const } };
    keepStudioWork({ work, artwork: { imageId: null, url: 'data:image/png;base64,AAAA', fullUrl: 'data:image/png;base64,AAAA', width: 1, height: 1, vector: false, kind: 'face', label: 'Aged 40' } });
    expect(sessionStorage.getItem('wallart:wall-work')).not.toContain('data:');
    expect(studioStateFromSession()).toMatchObject({ artwork: null, tab: 'wall' });
  });

  it('a reload does not choose the image a navigation handed over again (the work on it would be lost)', async () => {
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }) }));
    const { location, store } = renderRoute('/image-upload');
    await userEvent.click(await screen.findByRole('radio', { name: /auburn hair/ }));
    await userEvent.click(screen.getByRole('button', { name: /Continue With Selected/ }));
    await waitFor(() => expect(location().pathname).toBe('/ai-wall-generator'));
    const { key } = location();
    expect(store.getState().studio.artwork?.url).toBe('/media/faces/face-03.webp');
    // A new page: the module that remembers applied entries starts again from the browser tab.
    vi.resetModules();
    const fresh = await import('./studio-navigation');
    expect(fresh.navigationApplied(key)).toBe(true);
    expect(fresh.navigationApplied('another-entry')).toBe(false);
  }, 30_000);
});
