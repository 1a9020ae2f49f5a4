import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../stores/store';
import { savedDesign } from '../../testing/saved-design';
import { SavedDesignsList } from './saved-designs-list';
import { i18n } from '../../lib/i18n';

describe('SavedDesignsList rename (decision 015)', () => {
  it('shows a spinner on Save name and disables it while renaming, then leaves the form', async () => {
    let done: () => void = () => {};
    const onRename = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(
      <I18nProvider i18n={i18n}>
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <SavedDesignsList designs={[savedDesign]} loading={false} onOpen={() => {}} onRename={onRename} onDelete={() => Promise.resolve()} />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Hall art' }));
    const field = screen.getByLabelText('Design name');
    await user.clear(field);
    await user.type(field, 'Den art');
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toHaveAttribute('type', 'submit');
    await user.click(save);
    expect(onRename).toHaveBeenCalledWith(savedDesign, 'Den art');
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleName(/^Saving the name,\s*Save name$/);
    expect(save.querySelector('svg.animate-spin')).not.toBeNull();
    done();
    await waitFor(() => expect(screen.queryByLabelText('Design name')).not.toBeInTheDocument());
  });
});

describe('SavedDesignsList delete', () => {
  it('asks first, like the picker: Keep deletes nothing and gives focus back; Delete deletes', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    render(
      <I18nProvider i18n={i18n}>
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <SavedDesignsList designs={[savedDesign]} loading={false} onOpen={() => {}} onRename={() => Promise.resolve()} onDelete={onDelete} />
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Delete Hall art' });
    await user.click(trigger);
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: 'Delete Hall art?' });
    expect(confirm).toHaveTextContent('Delete this design for good?');
    expect(within(confirm).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Delete Hall art?' })).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(trigger);
    await user.click(within(screen.getByRole('group', { name: 'Delete Hall art?' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(savedDesign);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Delete Hall art?' })).toBeNull());
  });
});
