import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type WallBackground } from '@wallart/shared';
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
import { WallBackgrounds } from './wall-backgrounds';
import { wallBackground } from '../../../testing/wall-background';
import { findDialog } from '../../../testing/dialog';

/** The components use Lingui's macros: rendered inside the app's I18nProvider, in English. */
const withI18n = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> };

const wall = wallBackground;
// The four drawn rooms at their widths across the picture (walls.json).
const DEFAULTS = (
  [
    ['Modern Living Room', 168],
    ['Bedroom', 156],
    ['Office', 150],
    ['Dining Room', 156],
  ] as const
).map(([name, inches], i) => wall(i + 1, name, true, inches));

/** The picker with its selection held like the wall tab holds it; `selections` records every onSelect. */
function renderPicker(state?: Partial<RootState>) {
  const selections: string[] = [];
  function Host() {
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <WallBackgrounds
        selectedId={selected}
        onSelect={(w) => {
          selections.push(w.name);
          setSelected(w.id);
        }}
      />
    );
  }
  render(
    <Provider store={createAppStore(state)}>
      <MemoryRouter>
        <Host />
      </MemoryRouter>
    </Provider>,
    withI18n,
  );
  return { selections };
}

/** Edit → Delete wall, then the confirmation's Delete. */
async function confirmDelete(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Delete wall' }));
  await user.click(within(within(dialog).getByRole('group', { name: /^Delete .*\?$/ })).getByRole('button', { name: 'Delete' }));
}

const tiles = () => within(screen.getByRole('list', { name: 'Wall backgrounds' })).getAllByRole('listitem');
const selectedName = () => screen.getAllByRole('button', { pressed: true })[0]?.textContent ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WallBackgrounds (docs/product/visualizer.md#wall-backgrounds)', () => {
  it('shows a guest the four defaults, four per row, selects the first, and offers no Add Wall or editing', async () => {
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }) }));
    const { selections } = renderPicker();
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByRole('list', { name: 'Wall backgrounds' })).toHaveClass('grid-cols-4');
    await waitFor(() => expect(selections).toEqual(['Modern Living Room']));
    expect(selectedName()).toContain('Modern Living Room');
    expect(screen.queryByRole('button', { name: 'Add Wall' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('lists the defaults then the user’s walls; only own walls can be edited', async () => {
    mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: [wall(5, 'Hall', false)] }),
      }),
    );
    renderPicker(signedIn(customer));
    await waitFor(() => expect(tiles()).toHaveLength(6)); // 5 walls + Add Wall
    expect(tiles().map((t) => t.textContent)).toEqual(['Modern Living Room168 in wide', 'Bedroom', 'Office', 'Dining Room', 'Hall', 'Add Wall']);
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Edit Hall']);
  });

  it('shows only the defaults when the user’s walls cannot be fetched', async () => {
    mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ error: 'Internal Server Error', message: 'x' }, 500),
      }),
    );
    renderPicker(signedIn(customer));
    await waitFor(() => expect(tiles()).toHaveLength(5));
  });

  it('uploads a wall: name prefilled from the file name, submit disabled until ready, the new wall appended and selected', async () => {
    const own: WallBackground[] = [];
    const uploaded = wall(7, 'My Living Room', false);
    const fetch = mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: own }),
        'POST /api/walls/upload': () => {
          own.push(uploaded);
          return json({ wallBackground: uploaded }, 201);
        },
      }),
    );
    const user = userEvent.setup();
    const { selections } = renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Add Wall' }));
    const dialog = await findDialog('Add a wall');
    const submit = within(dialog).getByRole('button', { name: 'Upload Wall' });
    expect(submit).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Wall photo'), new File(['jpeg'], 'my_living-room.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByLabelText(/Wall name/)).toHaveValue('My Living Room');
    expect(within(dialog).getByRole('img', { name: 'Preview of the wall photo' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Wall name/));
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Wall name/), 'My Living Room');
    await user.type(within(dialog).getByLabelText(/Wall width in inches/), '180');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selections.at(-1)).toBe('My Living Room');
    const sent = fetch.calls('/api/walls/upload')[0]!.body as FormData;
    expect(sent.get('name')).toBe('My Living Room');
    expect(sent.get('widthInches')).toBe('180');
    expect(sent.get('wallImage')).toMatchObject({ size: 4, type: 'image/jpeg' });
    await waitFor(() => expect(tiles().at(-2)?.textContent).toContain('My Living Room'));
  });

  it.each([
    ['an SVG', () => new File(['<svg/>'], 'wall.svg', { type: 'image/svg+xml' }), MESSAGES.walls.typeInvalid],
    ['a file over 5 MB', () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }), MESSAGES.walls.tooLarge],
  ])('refuses %s in the browser with its message', async (_label, makeFile, message) => {
    const file = makeFile();
    mockFetch(routes({ 'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }), 'GET /api/walls': () => json({ wallBackgrounds: [] }) }));
    const user = userEvent.setup({ applyAccept: false });
    renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Add Wall' }));
    const dialog = await findDialog();
    await user.upload(within(dialog).getByLabelText('Wall photo'), file);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Upload Wall' })).toBeDisabled();
  });

  it('shows the server’s message in the form, and blocks Cancel while uploading', async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: [] }),
        'POST /api/walls/upload': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Add Wall' }));
    const dialog = await findDialog();
    await user.upload(within(dialog).getByLabelText('Wall photo'), new File(['x'], 'den.png', { type: 'image/png' }));
    const upload = within(dialog).getByRole('button', { name: 'Upload Wall' });
    await user.click(upload);
    // While uploading: the one submit button's spinner, disabled and busy, its text unchanged.
    await waitFor(() => expect(upload).toHaveAttribute('aria-busy', 'true'));
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleName(/^Uploading,\s*Upload Wall$/);
    expect(upload.querySelector('svg.animate-spin')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.walls.waitForUpload);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer(json({ error: 'Unsupported Media Type', message: MESSAGES.walls.typeInvalid }, 415));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.walls.typeInvalid));
  });

  it('deletes an own wall and moves the selection by the docs/product/visualizer.md#wall-backgrounds rule; a failure shows the notice', async () => {
    let own = [wall(5, 'Hall', false), wall(6, 'Den', false)];
    mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: own }),
        [`DELETE /api/walls/${own[0]!.id}`]: () => {
          own = own.filter((w) => w.name !== 'Hall');
          return json({ success: true });
        },
        [`DELETE /api/walls/${own[1]!.id}`]: () => {
          own = own.filter((w) => w.name !== 'Den');
          return json({ success: true });
        },
      }),
    );
    const user = userEvent.setup();
    const { selections } = renderPicker(signedIn(customer));
    // Select Den (index 5), then delete Hall (index 4): Den stays selected (index 4 now).
    await user.click(await screen.findByRole('button', { name: /^Den/ }));
    await user.click(screen.getByRole('button', { name: 'Edit Hall' }));
    await confirmDelete(user);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Hall/ })).not.toBeInTheDocument());
    expect(selectedName()).toContain('Den');
    expect(selections.at(-1)).toBe('Den');
    // Deleting the selected wall goes back to the first one.
    await user.click(screen.getByRole('button', { name: 'Edit Den' }));
    await confirmDelete(user);
    await waitFor(() => expect(selections.at(-1)).toBe('Modern Living Room'));
  });

  it('saves an edited wall with a spinner on Save, disabled while saving, and closes', async () => {
    const own = [wall(5, 'Hall', false)];
    let answer: (r: Response) => void = () => {};
    const { calls } = mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: own }),
        [`PUT /api/walls/${own[0]!.id}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Edit Hall' }));
    const dialog = await findDialog('Edit wall');
    const width = within(dialog).getByLabelText('Wall width in inches');
    await user.clear(width);
    await user.type(width, '120');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleName(/^Saving,\s*Save$/);
    expect(save.querySelector('svg.animate-spin')).not.toBeNull();
    expect(calls(`/api/walls/${own[0]!.id}`)[0]?.body).toEqual({ name: 'Hall', widthInches: 120 });
    answer(json({ wallBackground: { ...own[0]!, widthInches: 120 } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting a wall: Keep deletes nothing and gives focus back to Delete wall', async () => {
    const own = [wall(5, 'Hall', false)];
    const { calls } = mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: own }),
        [`DELETE /api/walls/${own[0]!.id}`]: () => json({ success: true }),
      }),
    );
    const user = userEvent.setup();
    renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Edit Hall' }));
    const dialog = await findDialog('Edit wall');
    const trigger = within(dialog).getByRole('button', { name: 'Delete wall' });
    await user.click(trigger);
    const confirm = within(dialog).getByRole('group', { name: 'Delete Hall?' });
    expect(confirm).toHaveTextContent('Delete this wall for good?');
    expect(within(confirm).getByRole('button', { name: 'Keep' })).toHaveFocus();
    expect(calls(`/api/walls/${own[0]!.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(within(dialog).queryByRole('group', { name: 'Delete Hall?' })).toBeNull();
    expect(trigger).toHaveFocus();
    expect(calls(`/api/walls/${own[0]!.id}`)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit wall' })).toBeInTheDocument();
  });

  it("shows 'Error deleting wall background' when a delete fails", async () => {
    const own = [wall(5, 'Hall', false)];
    mockFetch(
      routes({
        'GET /api/walls/defaults': () => json({ wallBackgrounds: DEFAULTS }),
        'GET /api/walls': () => json({ wallBackgrounds: own }),
        [`DELETE /api/walls/${own[0]!.id}`]: () => json({ error: 'Internal Server Error', message: 'x' }, 500),
      }),
    );
    const user = userEvent.setup();
    renderPicker(signedIn(customer));
    await user.click(await screen.findByRole('button', { name: 'Edit Hall' }));
    await confirmDelete(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.walls.deleteError);
    expect(screen.getByRole('button', { name: /^Hall/ })).toBeInTheDocument();
  });
});
