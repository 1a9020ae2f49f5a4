import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERATE_MESSAGES, PROMPT_MAX_LENGTH, PROMPT_MESSAGES, type ArtworkImage, type GenerateImagesResponse } from '@wallart/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { createAppStore } from '../../../stores/store';
import { DescribeSource, photorealisticNote } from './describe-source';

/** The components use Lingui's macros: rendered inside the app's I18nProvider, in English. */
const withI18n = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> };

const PROMPT_HINT = 'Name colours, a mood, scenery and things to see: sea, mountains, sun, forest, a boat, a cat, a house…';
const SEED_HINT = 'The same description, style, palette and seed make the same picture again.';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderSource() {
  render(
    <Provider store={createAppStore()}>
      <DescribeSource onChosen={() => {}} />
    </Provider>,
    withI18n,
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

const variation = (i: number, provider = 'procedural'): ArtworkImage => ({
  _id: `65f0c0ffee00000000000c0${i}`,
  kind: 'generated',
  prompt: 'a calm ocean at sunset with sailboats and a lighthouse',
  style: 'Photorealistic',
  palette: null,
  seed: provider === 'procedural' ? 700 + i : null,
  provider,
  width: 1024,
  height: 1024,
  vector: provider === 'procedural',
  url: `/uploads/c${i}.png`,
  previewUrl: `/uploads/c${i}-preview.webp`,
  thumbnailUrl: `/uploads/c${i}-thumb.webp`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

async function describeAndGenerate(answer: GenerateImagesResponse) {
  mockFetch(routes({ 'POST /api/images/generate': () => json(answer, 201) }));
  renderSource();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Describe your artwork' }), 'a calm ocean at sunset with sailboats and a lighthouse');
  await user.click(screen.getByRole('radio', { name: /^Photorealistic/ }));
  return user;
}

describe('DescribeSource: what was drawn (issue 20)', () => {
  it('says which words were drawn and which could not be, never dropping one silently', async () => {
    const user = await describeAndGenerate({ images: [0, 1, 2, 3].map((i) => variation(i)), engine: 'procedural', drawn: ['ocean', 'sunset', 'sailboats'], notDrawn: ['lighthouse'] });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const line = await screen.findByTestId('drawn-words');
    expect(line).toHaveTextContent('Drawn: ocean, sunset, sailboats');
    expect(line).toHaveTextContent('Not drawn: lighthouse (the artist has no drawing for this yet)');
  });

  it('shows no "Not drawn" when every noun was drawn, and no line at all when a hosted model cannot say', async () => {
    const user = await describeAndGenerate({ images: [0, 1, 2, 3].map((i) => variation(i)), engine: 'procedural', drawn: ['boat', 'lake'], notDrawn: [] });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('drawn-words')).toHaveTextContent(/^Drawn: boat, lake$/);
    cleanup();
      const again = await describeAndGenerate({ images: [0, 1].map((i) => variation(i, 'openai-compatible')), engine: 'provider', drawn: null, notDrawn: null });
    await again.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findAllByTestId('generated-variation')).toHaveLength(2);
    expect(screen.queryByTestId('drawn-words')).toBeNull();
  });

  it('notes, with Photorealistic chosen, that true photorealism needs the image service — until the server says one draws', async () => {
    const user = await describeAndGenerate({ images: [0, 1].map((i) => variation(i, 'openai-compatible')), engine: 'provider', drawn: null, notDrawn: null });
    expect(screen.getByTestId('photorealistic-note')).toHaveTextContent(photorealisticNote(null) as string);
    await user.click(screen.getByRole('radio', { name: /^Minimalist/ }));
    expect(screen.queryByTestId('photorealistic-note')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Photorealistic/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findAllByTestId('generated-variation');
    expect(screen.queryByTestId('photorealistic-note')).toBeNull();
    expect(photorealisticNote('procedural')).toMatch(/true photorealism needs the image service, which this shop has not switched on/);
  });
});
