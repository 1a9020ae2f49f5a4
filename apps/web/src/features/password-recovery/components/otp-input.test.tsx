import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';
import { i18n } from '../../../lib/i18n';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <p id="otp-label">Code</p>
      <OtpInput digits={digits} onChange={setDigits} labelId="otp-label" />
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('OtpInput (docs/product/accounts.md#password-recovery: four single-digit boxes)', () => {
  it('is a labelled group of four boxes, each named', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(['Digit 1 of 4', 'Digit 2 of 4', 'Digit 3 of 4', 'Digit 4 of 4']);
  });

  it('takes one digit per box and moves focus on', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('a- ');
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills all four boxes from a pasted code, wherever it is pasted', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[2]!);
    await u.paste('Code: 4 8 1 5');
    expect(values()).toEqual(['4', '8', '1', '5']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('replaces the digit of a filled box with the one typed', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('12');
    await u.click(boxes()[0]!);
    await u.keyboard('7');
    expect(values()).toEqual(['7', '2', '', '']);
  });

  it('moves back and clears the previous digit on Backspace in an empty box', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[0]!);
    await u.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await u.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    await u.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(values()).toEqual(['', '', '', '']);
  });

  it('moves between boxes with the arrow keys', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const u = userEvent.setup();
    await u.click(boxes()[1]!);
    await u.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });
});
