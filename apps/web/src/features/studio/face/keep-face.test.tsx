import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n';
import { AGING_MESSAGES, type ArtworkImage } from '@wallart/shared';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { createAppStore } from '../../../stores/store';
import type { StudioArtwork } from '../../../stores/studio-slice';
import { uploadImage } from '../api/upload-image';
import { keepFace } from './keep-face';
import { ProviderAgingOption } from './provider-aging-option';

/** The components use Lingui's macros: rendered inside the app's I18nProvider, in English. */
const withI18n = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> };

vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));
// jsdom draws nothing: the render's pixels are a stand-in JPEG.
vi.mock('./picture-blob', () => ({ pictureBlob: vi.fn(() => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }))) }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(uploadImage).mockReset();
});

const stored: ArtworkImage = {
  _id: 'd'.repeat(24),
  kind: 'face',
  prompt: null,
  style: null,
  palette: null,
  seed: null,
  provider: 'upload',
  width: 720,
  height: 900,
  vector: false,
  url: '/uploads/d.jpg',
  previewUrl: '/uploads/d.webp',
  thumbnailUrl: '/uploads/d-thumb.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const rendered = (url: string): StudioArtwork => ({ imageId: null, url, fullUrl: url, width: 720, height: 900, vector: false, kind: 'face', label: 'Grandpa, age 60' });

describe('keepFace (Use this face in Wall Art, decision 044)', () => {
  it('stores the rendered portrait once as kind face and hands on the stored artwork under its caption', async () => {
    vi.mocked(uploadImage).mockResolvedValue(stored);
    const artwork = rendered('blob:http://localhost/one');
    const kept = await keepFace(artwork, 60);
    expect(kept).toEqual({ imageId: stored._id, url: stored.previewUrl, fullUrl: stored.url, width: 720, height: 900, vector: false, kind: 'face', label: 'Grandpa, age 60' });
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ size: 4, type: 'image/jpeg' }), { kind: 'face', fileName: 'aged-portrait-60.jpg' });
    // The same portrait again: no second image.
    expect(await keepFace(artwork, 60)).toEqual(kept);
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed store, and hands on an already stored portrait as it is', async () => {
    vi.mocked(uploadImage).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(stored);
    const artwork = rendered('blob:http://localhost/two');
    await expect(keepFace(artwork, 70)).rejects.toThrow('offline');
    await expect(keepFace(artwork, 70)).resolves.toMatchObject({ imageId: stored._id });
    const already = { ...artwork, imageId: 'e'.repeat(24) };
    expect(await keepFace(already, 70)).toBe(already);
    expect(uploadImage).toHaveBeenCalledTimes(2);
  });
});

describe('the consent line of photorealistic ageing (decision 045)', () => {
  const renderOption = (available: boolean) => {
    const fetched = mockFetch(routes({ 'GET /api/images/age': () => json({ available }) }));
    const onChange = vi.fn();
    const store = createAppStore();
    render(
      <Provider store={store}>
        <ProviderAgingOption checked={false} onChange={onChange} />
      </Provider>,
      withI18n,
    );
    return { fetched, onChange, store };
  };

  it('is offered when the server has an image service, and ticking it is the consent', async () => {
    const { onChange } = renderOption(true);
    const consent = await screen.findByRole('checkbox', { name: AGING_MESSAGES.consentLine });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is not offered without one', async () => {
    const { fetched, store } = renderOption(false);
    // The answer has reached the store (and so the screen).
    await vi.waitFor(() => expect(Object.values(store.getState().api.queries).map((q) => q?.status)).toEqual(['fulfilled']));
    expect(fetched.calls('/api/images/age')).toHaveLength(1);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
