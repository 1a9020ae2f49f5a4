import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_MESSAGES, MESSAGES } from '@wallart/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n';
import { clearToasts, getToasts } from '../../../components/ui/toast-store';
import { json, mockFetch, routes, type FetchHandler } from '../../../testing/mock-fetch';
import { savedDesign } from '../../../testing/saved-design';
import { customer, signedIn } from '../../../testing/render-route';
import { createAppStore, type RootState } from '../../../stores/store';
import { initialStudioState, type StudioArtwork } from '../../../stores/studio-slice';
import type { ArtworkImage } from '@wallart/shared';
import { uploadImage } from '../api/upload-image';
import { WallTab } from './wall-tab';
import { wallBackground } from '../../../testing/wall-background';

/** The components use Lingui's macros: rendered inside the app's I18nProvider, in English. */
const withI18n = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> };

// jsdom draws nothing: the loaded picture, the composite and the visualizer are stand-ins.
vi.mock('./use-loaded-image', () => ({ useLoadedImage: (url: string | null) => (url ? ({ width: 800, height: 600 } as unknown as ImageBitmap) : null) }));
vi.mock('./composite', () => ({
  loadCompositeWall: () => Promise.resolve({ close: () => undefined }),
  renderComposite: () => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' })),
}));
vi.mock('./visualizer', () => ({ Visualizer: () => <div data-testid="visualizer" /> }));
vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));

const wall = wallBackground;
const DEFAULTS = [wall(1, 'Modern Living Room'), wall(2, 'Bedroom')];

const artwork: StudioArtwork = {
  imageId: 'a'.repeat(24),
  url: '/uploads/a.webp',
  fullUrl: '/uploads/a.png',
  width: 800,
  height: 600,
  vector: false,
  kind: 'upload',
  label: 'Sunset',
};

function renderWallTab(state: Partial<RootState> = {}, more: Parameters<typeof routes>[0] = {}) {
  const handler: FetchHandler = routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }), ...more });
  const fetched = mockFetch(handler);
  const store = createAppStore({ ...state, studio: { ...initialStudioState, artwork, tab: 'wall' } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <WallTab />
      </MemoryRouter>
    </Provider>,
    withI18n,
  );
  return { store, fetched };
}

async function chooseOptions(canvasSize = 'Large (48x72)') {
  await userEvent.selectOptions(screen.getByLabelText('Art style'), 'Abstract');
  await userEvent.selectOptions(screen.getByLabelText('Texture'), 'Matte');
  await userEvent.selectOptions(screen.getByLabelText('Canvas size'), canvasSize);
  await userEvent.selectOptions(screen.getByLabelText('Frame style'), 'Classic');
}

const toastTexts = () => getToasts().map((t) => t.message);

const preview: ArtworkImage = {
  _id: 'b'.repeat(24),
  kind: 'preview',
  prompt: null,
  style: null,
  palette: null,
  seed: null,
  provider: 'upload',
  width: 1600,
  height: 1000,
  vector: false,
  url: '/uploads/b.jpg',
  previewUrl: '/uploads/b.webp',
  thumbnailUrl: '/uploads/b-thumb.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(uploadImage).mockReset();
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('Add to Cart (issue 12)', () => {
  it('uploads the composite as a preview, shows a spinner while it works, and adds once however fast it is clicked', async () => {
    let finish: (stored: ArtworkImage) => void = () => undefined;
    vi.mocked(uploadImage).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { store } = renderWallTab();
    await chooseOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Visualize on Wall' }));
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(screen.getByTestId('visualizer')).toBeInTheDocument());

    // Three clicks in one go, before React has rendered anything in between.
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    expect(uploadImage).toHaveBeenCalledWith(expect.any(Blob), { fileName: 'wall-preview.jpg', kind: 'preview' });
    const pending = screen.getByRole('button', { name: /Add to Cart/ });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveAccessibleName(/^Adding to your cart,\s*Add to Cart$/);
    expect(screen.getByRole('button', { name: 'Save Design' })).toBeDisabled();

    finish(preview);
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 1, artworkId: artwork.imageId, previewId: preview._id });
    const ready = screen.getByRole('button', { name: 'Add to Cart' });
    expect(ready).toBeEnabled();
    expect(ready).not.toHaveAttribute('aria-busy');
    expect(uploadImage).toHaveBeenCalledTimes(1);
  }, 15_000);
});

describe('a custom canvas size (issue 12)', () => {
  it('asks for the width and height instead of spinning, and Visualize says what is wrong with the size', async () => {
    renderWallTab();
    await chooseOptions('Custom');
    expect(screen.getByTestId('custom-size-hint')).toHaveTextContent(DESIGN_MESSAGES.customSizeRequired);
    expect(screen.queryByRole('status', { name: /Enter your custom size|Loading/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visualize on Wall' }));
    expect(toastTexts()).toEqual([DESIGN_MESSAGES.customSizeRequired]);
    clearToasts();

    await userEvent.type(screen.getByLabelText('Width (in)'), '10000');
    await userEvent.type(screen.getByLabelText('Height (in)'), '0');
    expect(screen.getByTestId('custom-size-hint')).toHaveTextContent(DESIGN_MESSAGES.customSize);
    await userEvent.click(screen.getByRole('button', { name: 'Visualize on Wall' }));
    expect(toastTexts()).toEqual([DESIGN_MESSAGES.customSize]);
    expect(screen.getByRole('button', { name: 'Visualize on Wall' })).toBeInTheDocument();
  }, 15_000);
});


describe('My Designs → Open (issue 12)', () => {
  it('says when the design’s wall was deleted and which wall is shown instead, until another wall is chosen', async () => {
    const design = { ...savedDesign, userId: customer._id, wallId: 'abcdef'.padEnd(24, '9') };
    renderWallTab(signedIn(customer), {
      'GET /api/walls': () => json({ wallBackgrounds: [] }),
      [`GET /api/designs/user/${customer._id}`]: () => json({ designs: [design] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hall art' }));
    expect(await screen.findByTestId('wall-notice')).toHaveTextContent(MESSAGES.designs.wallDeleted('Modern Living Room'));
    expect(MESSAGES.designs.wallDeleted('Modern Living Room')).toBe('The wall this design used was deleted; showing Modern Living Room instead.');
    await userEvent.click(screen.getByRole('button', { name: /Bedroom/ }));
    await waitFor(() => expect(screen.queryByTestId('wall-notice')).toBeNull());
  }, 15_000);

  it('says nothing when the design’s wall is still there', async () => {
    const design = { ...savedDesign, userId: customer._id, wallId: DEFAULTS[1]!.id };
    renderWallTab(signedIn(customer), {
      'GET /api/walls': () => json({ wallBackgrounds: [] }),
      [`GET /api/designs/user/${customer._id}`]: () => json({ designs: [design] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hall art' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'On the wall: Bedroom' })).toBeInTheDocument());
    expect(screen.queryByTestId('wall-notice')).toBeNull();
  }, 15_000);

  it('Save Design changes the opened design (PUT) instead of saving a copy, and says so', async () => {
    vi.mocked(uploadImage).mockResolvedValue(preview);
    const design = { ...savedDesign, userId: customer._id, wallId: DEFAULTS[1]!.id };
    const { fetched } = renderWallTab(signedIn(customer), {
      'GET /api/walls': () => json({ wallBackgrounds: [] }),
      [`GET /api/designs/user/${customer._id}`]: () => json({ designs: [design] }),
      [`PUT /api/designs/${design._id}`]: () => json({ design }),
      'POST /api/designs': () => json({ design }, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hall art' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'On the wall: Bedroom' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save Design' }));
    await waitFor(() => expect(toastTexts()).toEqual([MESSAGES.designs.updated('Hall art')]));
    expect(fetched.calls('/api/designs')).toHaveLength(0);
    const [put] = fetched.calls(`/api/designs/${design._id}`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({ image: design.image.id, previewImage: preview._id, wallId: DEFAULTS[1]!.id, options: design.options });
    expect(put?.body).not.toHaveProperty('name');
  }, 15_000);
});
