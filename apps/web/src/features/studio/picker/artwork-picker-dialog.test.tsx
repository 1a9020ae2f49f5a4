import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtworkImage } from '@wallart/shared';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { customer, signedIn } from '../../../testing/render-route';
import { createAppStore, type RootState } from '../../../stores/store';
import { signOut } from '../../../stores/user-slice';
import { ArtworkPickerDialog } from './artwork-picker-dialog';
import { findDialog } from '../../../testing/dialog';

/** The components use Lingui's macros: rendered inside the app's I18nProvider, in English. */
const withI18n = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> };

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose artwork
      </button>
      <ArtworkPickerDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderPicker(state?: Partial<RootState>) {
  const store = createAppStore(state);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </Provider>,
    withI18n,
  );
  return store;
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose artwork' }));
  return findDialog('Choose your artwork');
}

const variation = (i: number, seed: number): ArtworkImage => ({
  _id: `65f0c0ffee00000000000b0${i}`,
  kind: 'generated',
  prompt: 'calm ocean waves',
  style: 'Abstract',
  palette: ['#1f4e5f', '#7fb7be', '#f2e8cf', '#e07a5f'],
  seed,
  provider: 'procedural',
  width: 2048,
  height: 2048,
  vector: true,
  url: `/uploads/v${i}.svg`,
  previewUrl: `/uploads/v${i}-preview.webp`,
  thumbnailUrl: `/uploads/v${i}-thumb.webp`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the artwork picker', () => {
  it('keeps the described piece and its four variations across a tab switch and a reopen', async () => {
    const { calls } = mockFetch(routes({ 'POST /api/images/generate': () => json({ images: [0, 1, 2, 3].map((i) => variation(i, 40 + i)) }) }));
    renderPicker();
    const user = userEvent.setup();
    let dialog = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Describe your artwork' }), 'calm ocean waves');
    await user.click(within(dialog).getByRole('radio', { name: /^Abstract/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Coastal' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Seed/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findAllByTestId('generated-variation')).toHaveLength(4);
    await user.click(within(dialog).getByRole('radio', { name: /Variation 3/ }));

    const expectKept = (d: HTMLElement) => {
      expect(within(d).getByRole('textbox', { name: 'Describe your artwork' })).toHaveValue('calm ocean waves');
      expect(within(d).getByRole('radio', { name: /^Abstract/ })).toBeChecked();
      expect(within(d).getByRole('radio', { name: 'Coastal' })).toBeChecked();
      expect(within(d).getByRole('textbox', { name: /^Seed/ })).toHaveValue('40');
      expect(within(d).getAllByTestId('generated-variation')).toHaveLength(4);
      expect(within(d).getByRole('radio', { name: /Variation 3/ })).toBeChecked();
      expect(within(d).getByTestId('chosen-seed')).toHaveTextContent('42');
    };

    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Describe your artwork' })).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'Describe it' }));
    expectKept(dialog);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openPicker();
    expectKept(dialog);
    expect(calls('/api/images/generate')).toHaveLength(1);
  }, 20_000);

  it("does not show a signed-in customer's variations to the visitor after sign-out", async () => {
    mockFetch(routes({ 'POST /api/images/generate': () => json({ images: [0, 1, 2, 3].map((i) => variation(i, 40 + i)) }), 'GET /api/images': () => json({ images: [], nextCursor: null }) }));
    const store = renderPicker(signedIn(customer));
    const user = userEvent.setup();
    let dialog = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Describe your artwork' }), 'calm ocean waves');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findAllByTestId('generated-variation')).toHaveLength(4);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => void store.dispatch(signOut()));
    dialog = await openPicker();
    expect(within(dialog).getByRole('textbox', { name: 'Describe your artwork' })).toHaveValue('');
    expect(within(dialog).queryAllByTestId('generated-variation')).toHaveLength(0);
  }, 20_000);

  it('fits its source tabs on a phone: a 2×2 grid that does not scroll sideways, still tabs with arrow keys', async () => {
    mockFetch(routes({ 'GET /api/images': () => json({ images: [], nextCursor: null }) }));
    renderPicker(signedIn(customer));
    const dialog = await openPicker();
    const list = within(dialog).getByRole('tablist', { name: 'Artwork source' });
    expect(list.className).not.toMatch(/overflow-x-(auto|scroll)/);
    expect(list).toHaveClass('grid', 'grid-cols-2', 'sm:flex');
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Describe it', 'Upload', 'Generated faces', 'Your artwork']);
    await userEvent.click(within(list).getByRole('tab', { name: 'Your artwork' }));
    expect(within(list).getByRole('tab', { name: 'Your artwork' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(list).getByRole('tab', { name: 'Describe it' })).toHaveFocus();
    expect(within(list).getByRole('tab', { name: 'Describe it' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(list).getByRole('tab', { name: 'Your artwork' })).toHaveAttribute('aria-selected', 'true');
  });
});
