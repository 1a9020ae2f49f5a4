import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERATE_MESSAGES, PROMPT_MAX_LENGTH, PROMPT_MESSAGES } from '@wallart/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { createAppStore } from '../../../stores/store';
import { clearDescribeDraft } from './describe-draft-store';
import { DescribeSource } from './describe-source';

const PROMPT_HINT = 'Name colours, a mood and things to see: waves, mountains, sun, forest, city, botanical…';
const SEED_HINT = 'The same description, style, palette and seed make the same picture again.';

afterEach(() => {
  vi.restoreAllMocks();
  clearDescribeDraft();
});

function renderSource() {
  render(
    <Provider store={createAppStore()}>
      <DescribeSource onChosen={() => {}} />
    </Provider>,
  );
}

describe('DescribeSource form (decision 015)', () => {
  it('ties the prompt and seed hints to their fields, and shows the prompt count beside the label', () => {
    renderSource();
    const prompt = screen.getByRole('textbox', { name: 'Describe your artwork' });
    expect(prompt).not.toHaveAttribute('aria-invalid');
    expect(prompt).toHaveAccessibleDescription(PROMPT_HINT);
    expect(screen.getByText(`0/${PROMPT_MAX_LENGTH}`)).toBeInTheDocument();
    const seed = screen.getByRole('textbox', { name: /^Seed/ });
    expect(seed).not.toHaveAttribute('aria-invalid');
    expect(seed).toHaveAccessibleDescription(SEED_HINT);
  });

  it('marks an empty prompt invalid, describes it by the message and focuses it; typing clears it', async () => {
    const { requests } = mockFetch(routes({}));
    renderSource();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const prompt = screen.getByRole('textbox', { name: 'Describe your artwork' });
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveAccessibleDescription(`${PROMPT_MESSAGES.required} ${PROMPT_HINT}`);
    expect(prompt).toHaveFocus();
    await user.type(prompt, 'a');
    expect(prompt).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PROMPT_MESSAGES.required)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('marks a seed that is not a whole number invalid and focuses it', async () => {
    const { requests } = mockFetch(routes({}));
    renderSource();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Describe your artwork' }), 'calm ocean waves');
    const seed = screen.getByRole('textbox', { name: /^Seed/ });
    await user.type(seed, 'abc');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(seed).toHaveAttribute('aria-invalid', 'true');
    expect(seed).toHaveAccessibleDescription(`${GENERATE_MESSAGES.seed} ${SEED_HINT}`);
    expect(seed).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows a spinner on Generate and disables it while the variations are made', async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(routes({ 'POST /api/images/generate': () => new Promise<Response>((resolve) => (answer = resolve)) }));
    renderSource();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Describe your artwork' }), 'calm ocean waves');
    const button = screen.getByRole('button', { name: 'Generate' });
    // Idle, the icon is sparkles, nothing that reads as a spinner.
    expect(button.querySelector('svg[data-icon="sparkles"]')).not.toBeNull();
    expect(button.querySelector('svg.animate-spin')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('svg[data-icon="sparkles"]')).toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName(/^Generating,\s*Generate$/);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    answer(json({ error: 'Service Unavailable', message: 'The image service is unavailable — try again' }, 503));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleName('Generate');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
