import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAME_MAX_LENGTH } from '@wallart/shared';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { inLocale } from '../../testing/in-locale';
import { createAppStore } from '../../stores/store';
import { ContactForm } from './contact-form';

function renderForm() {
  return render(
    <I18nProvider i18n={i18n}>
      <Provider store={createAppStore()}>
        <ContactForm />
      </Provider>
    </I18nProvider>,
  );
}

describe('a field error that carries a value, in the page language (docs/product/languages.md#shared-texts)', () => {
  inLocale('fr');

  it('shows the French text with the number, not the English sentence', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Nom');
    await user.click(name);
    await user.paste('A'.repeat(NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(`Ne doit pas dépasser ${NAME_MAX_LENGTH} caractères.`));
  });
});
