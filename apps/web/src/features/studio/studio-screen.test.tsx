import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { MESSAGES } from '@wallart/shared';
import { renderRoute } from '../../testing/render-route';
import { artworkFromNavigation, tabFromNavigation } from './studio-navigation';
import { findDialog } from '../../testing/dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the studio (docs/product/studio.md#generator-tabs)', () => {
  it('opens on Generate Face and moves between the two tabs with the arrow keys', async () => {
    renderRoute('/ai-wall-generator');
    const faceTab = await screen.findByRole('tab', { name: /Generate Face/ });
    expect(faceTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Age Progression Generator' })).toBeInTheDocument();
    // Generate is idle: a sparkles icon, not one that reads as a spinner.
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate.querySelector('svg[data-icon="sparkles"]')).not.toBeNull();
    expect(generate.querySelector('svg.animate-spin')).toBeNull();
    expect(generate).not.toHaveAttribute('aria-busy');
    faceTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const wallTab = screen.getByRole('tab', { name: /Create Wall Art/ });
    expect(wallTab).toHaveAttribute('aria-selected', 'true');
    // The wall tab's code loads when it is chosen (issue 21).
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Your artwork' })).toBeInTheDocument();
  }, 15_000);

  it('/wallArt shows the wall screen alone, with the picker', async () => {
    renderRoute('/wallArt');
    await screen.findByRole('heading', { level: 1, name: 'Wall Art Visualizer' });
    expect(screen.queryByRole('tab', { name: /Generate Face/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose artwork' }));
    const dialog = await findDialog('Choose your artwork');
    for (const name of ['Describe it', 'Upload', 'Generated faces']) {
      expect(within(dialog).getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('tab', { name: 'Your artwork' })).toBeNull();
  });

  it('a sample face chosen in the picker becomes the artwork and closes the dialog', async () => {
    const { store } = renderRoute('/wallArt');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose artwork' }));
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Generated faces' }));
    await userEvent.click(within(dialog).getAllByRole('button', { name: /Age 25/ })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().studio.artwork?.url).toBe('/media/faces/face-03.webp');
    expect(screen.getByTestId('studio-artwork')).toHaveAttribute('src', '/media/faces/face-03.webp');
  });
});

describe('navigation state (docs/product/site.md#routes route table)', () => {
  it('reads tab and uploadedImage', () => {
    expect(tabFromNavigation({ tab: 'wall' })).toBe('wall');
    expect(tabFromNavigation({ uploadedImage: '/x.webp' })).toBe('wall');
    expect(tabFromNavigation({ tab: 'nonsense' })).toBeNull();
    expect(tabFromNavigation(null)).toBeNull();
    expect(artworkFromNavigation('/x.webp')?.url).toBe('/x.webp');
    expect(artworkFromNavigation({ url: '' })).toBeNull();
    expect(artworkFromNavigation({ url: '/a.png', kind: 'face', label: 'Aged 40' })).toMatchObject({ kind: 'face', label: 'Aged 40', fullUrl: '/a.png' });
  });
});

describe('/image-upload (docs/product/studio.md#select-generated-face)', () => {
  it('asks for a face first, then hands the selected one to the wall tab', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { location, store } = renderRoute('/image-upload');
    await screen.findByRole('heading', { level: 1, name: 'Select Generated Face' });
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    // Load More shows the next 8 until all 24 are shown, then goes.
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('radio')).toHaveLength(16);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('radio')).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Continue With Selected/ }));
    expect(alert).toHaveBeenCalledWith(MESSAGES.faces.selectFirst);
    await userEvent.click(screen.getByRole('radio', { name: /auburn hair/ }));
    expect(screen.getByRole('radio', { name: /auburn hair/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Continue With Selected/ }));
    await waitFor(() => expect(location().pathname).toBe('/ai-wall-generator'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().studio.artwork?.url).toBe('/media/faces/face-03.webp');
    // A ceiling for a hang, not a speed budget: many clicks, and the wall tab's chunk loads on the way.
  }, 15_000);

  it('Back To Wall Art opens the wall tab', async () => {
    const { location } = renderRoute('/image-upload');
    await userEvent.click(await screen.findByRole('link', { name: /Back To Wall Art/ }));
    await waitFor(() => expect(location().pathname).toBe('/ai-wall-generator'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Create Wall Art/ })).toHaveAttribute('aria-selected', 'true'));
  });
});
