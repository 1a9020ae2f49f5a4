import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { customer, signedIn } from '../../../testing/render-route';
import { createAppStore, type RootState } from '../../../stores/store';
import { ArtworkPickerDialog } from './artwork-picker-dialog';

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
  );
  return store;
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose artwork' }));
  return screen.findByRole('dialog', { name: 'Choose your artwork' });
}

describe('the artwork picker', () => {
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
