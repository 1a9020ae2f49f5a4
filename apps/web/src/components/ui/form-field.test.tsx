import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

describe('FormField (decision 015)', () => {
  it('labels its control and ties the hint to it; no error, not invalid', () => {
    render(
      <FormField label="Message" hint="Up to 2000 characters.">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const box = screen.getByLabelText('Message');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Up to 2000 characters.');
  });

  it('marks the control invalid and describes it by the error, the hint and any extra id', () => {
    render(
      <>
        <TextField label="Email" error="Email is required." hint="We never share it." aria-describedby="extra" />
        <p id="extra">Checklist</p>
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required. We never share it. Checklist');
  });

  it('shows a label aside (a character count) on the label line without changing the name', () => {
    render(
      <FormField label="Describe your artwork" labelAside={<span aria-hidden="true">12/500</span>}>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(screen.getByText('12/500')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Describe your artwork');
  });
});

describe('SubmitButton (decision 015)', () => {
  it('is an enabled submit button with its label when idle', () => {
    render(<SubmitButton pending={false} pendingLabel="Signing in">Sign In</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('is disabled and busy with a spinner while pending, keeping its visible label', () => {
    const { container } = render(<SubmitButton pending pendingLabel="Signing in">Sign In</SubmitButton>);
    const button = screen.getByRole('button', { name: /^Signing in,\s*Sign In$/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('can be disabled for another reason without being busy', () => {
    render(<SubmitButton pending={false} pendingLabel="Checking the code" disabled>Verify OTP</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Verify OTP' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
