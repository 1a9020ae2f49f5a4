import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog, once a user could use it. Radix makes the page behind a modal dialog inert
 * (`pointer-events: none` on the body) in an effect, and gives the dialog itself `pointer-events:
 * auto` in the render after that; a click or typing in between is refused, as a user's would be,
 * so a test that acts on the dialog the moment it appears fails now and then on a busy machine.
 */
export async function findDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') throw new Error('The dialog does not take pointer events yet');
  });
  return dialog;
}
