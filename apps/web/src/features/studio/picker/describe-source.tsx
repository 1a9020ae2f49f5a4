import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import {
  ART_STYLES,
  GENERATE_MESSAGES,
  isArtStyle,
  MAX_GENERATED_IMAGES,
  MAX_SEED,
  PROMPT_MAX_LENGTH,
  PROMPT_MESSAGES,
  PROMPT_MIN_LENGTH,
  type ArtStyle,
  type GenerationEngine,
} from '@wallart/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { describeDraftChanged, selectDescribeDraft, type DescribeDraftChange, type DescribeRequest, type StudioArtwork } from '../../../stores/studio-slice';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { artworkErrorMessage, freshSeed, moreLikeSeed, toStudioArtwork, useGenerateImagesMutation } from '../api/images-api';
import { SparklesIcon } from '../studio-icons';
import { useSharedText } from '../../../lib/shared-text';
import { ART_STYLE_LABELS } from '../option-labels';
import { ArtworkPreview } from './artwork-preview';
import { DrawnWords } from './drawn-words';

export interface DescribeSourceProps {
  onChosen: (artwork: StudioArtwork) => void;
}

/** What each art style of docs/product/studio.md#describe-it looks like, in a line. */
const STYLE_NOTES: Record<ArtStyle, MessageDescriptor> = {
  'Color Scheme': msg`Flat bands of colour`,
  Abstract: msg`Bold shapes, loose forms`,
  Minimalist: msg`One quiet scene in an arch`,
  Photorealistic: msg`Depth, haze and light`,
};

/**
 * Said when Photorealistic is chosen and no image service draws (issue 20): the offline artist
 * paints depth and light, not photographs. Until a Generate has answered, the picker does not know
 * which engine the shop runs, so it says what holds without one; once the server says a provider
 * draws, nothing is said.
 */
export function photorealisticNote(engine: GenerationEngine | null): string | null {
  if (engine === 'provider') return null;
  if (engine === 'procedural') {
    return i18n._(msg`Drawn offline as vector art with depth, light and haze, not a photograph: true photorealism needs the image service, which this shop has not switched on.`);
  }
  return i18n._(msg`Without the image service, Photorealistic is drawn offline as vector art with depth, light and haze, not a photograph: true photorealism needs the image service.`);
}

/**
 * Palettes in the shop's own tones; 'From your words' lets the colours named in the prompt decide.
 * `name` is the kept choice (the studio slice), `label` what the visitor reads.
 */
const PALETTES: ReadonlyArray<{ name: string; label: MessageDescriptor; colours?: string[] }> = [
  { name: 'From your words', label: msg`From your words` },
  { name: 'Gallery neutrals', label: msg`Gallery neutrals`, colours: ['#f6f1e8', '#ddd1bf', '#8a6a34', '#1c1815'] },
  { name: 'Terracotta', label: msg`Terracotta`, colours: ['#a84f2b', '#e8a27f', '#f6f1e8', '#3f3732'] },
  { name: 'Coastal', label: msg`Coastal`, colours: ['#1f4e5f', '#7fb7be', '#f2e8cf', '#e07a5f'] },
  { name: 'Sage garden', label: msg`Sage garden`, colours: ['#5d7359', '#8fa38c', '#e9d3a8', '#fcfaf6'] },
  { name: 'Sunset', label: msg`Sunset`, colours: ['#f28c38', '#e07a5f', '#f2c53d', '#7a2e3a'] },
];

/** Example descriptions: sent as typed, in English, the language the offline artist reads. */
const EXAMPLES = ['calm ocean waves at sunset', 'misty pine forest under a crescent moon', 'terracotta botanical leaves'];

/** The prompt rules of `generateImagesBodySchema`, checked before the call. */
export function promptError(prompt: string): string | null {
  const text = prompt.trim();
  if (text.length === 0) return PROMPT_MESSAGES.required;
  if (text.length < PROMPT_MIN_LENGTH) return PROMPT_MESSAGES.tooShort;
  if (text.length > PROMPT_MAX_LENGTH) return PROMPT_MESSAGES.tooLong;
  return null;
}

/** The seed box: empty for a new picture, else a whole number the server accepts. */
export function parseSeed(text: string): { seed: number | undefined } | { error: string } {
  const value = text.trim();
  if (value === '') return { seed: undefined };
  if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_SEED) return { error: GENERATE_MESSAGES.seed };
  return { seed: Number(value) };
}

/**
 * Issue 11 picker source 1, 'Describe it': a description (3–500 characters), an art style, an
 * optional palette and seed → four variations from the server's engine, one selected with its
 * print readiness and seed; 'More like this' makes four more of the same composition.
 */
export function DescribeSource({ onChosen }: DescribeSourceProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const seedRef = useRef<HTMLInputElement>(null);
  // The form and the last variations outlive this panel (a tab switch, closing the dialog): the studio slice keeps them.
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectCurrentUserId);
  const { prompt, style, paletteName, seedText, results, selected, engine } = useAppSelector(selectDescribeDraft);
  const change = (next: DescribeDraftChange) => dispatch(describeDraftChanged({ userId, change: next }));
  const setPrompt = (value: string) => change({ prompt: value });
  const setStyle = (value: ArtStyle) => change({ style: value });
  const setPaletteName = (value: string) => change({ paletteName: value });
  const setSeedText = (value: string) => change({ seedText: value });
  const setSelected = (index: number) => change({ selected: index });
  const [errors, setErrors] = useState<{ prompt?: string; seed?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [generateImages, { isLoading }] = useGenerateImagesMutation();

  const run = async (request: DescribeRequest, seed: number) => {
    setFailure(null);
    try {
      const answer = await generateImages({ ...request, seed, count: MAX_GENERATED_IMAGES }).unwrap();
      // Kept even when the panel closed meanwhile: reopening shows them.
      change({ results: { request, images: answer.images, drawn: answer.drawn, notDrawn: answer.notDrawn }, selected: 0, engine: answer.engine });
    } catch (error) {
      setFailure(artworkErrorMessage(error, t`We could not make your artwork — try again`));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const promptProblem = promptError(prompt);
    const seed = parseSeed(seedText);
    const next = { prompt: promptProblem ?? undefined, seed: 'error' in seed ? seed.error : undefined };
    setErrors(next);
    if (next.prompt) {
      promptRef.current?.focus();
      return;
    }
    if ('error' in seed) {
      seedRef.current?.focus();
      return;
    }
    const colours = PALETTES.find((p) => p.name === paletteName)?.colours;
    void run({ prompt: prompt.trim(), style, ...(colours ? { palette: colours } : {}) }, seed.seed ?? freshSeed());
  };

  const chosen = results?.images[selected];
  /** An image's art style on screen: the shop's styles translated, anything else as the server named it. */
  const styleName = (value: string | null | undefined) => (value ? (isArtStyle(value) ? i18n._(ART_STYLE_LABELS[value]) : value) : '');
  const moreLikeThis = () => {
    if (!results || !chosen || chosen.seed === null || isLoading) return;
    void run(results.request, moreLikeSeed(chosen.seed, results.images.map((i) => i.seed ?? -1)));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)] lg:gap-8">
      <form noValidate onSubmit={onSubmit} aria-label={t`Describe your artwork`} className="space-y-5">
        <div>
          <FormField
            label={t`Describe your artwork`}
            labelAside={
              <span className="text-xs text-ink-500" aria-hidden="true">
                {prompt.length}/{PROMPT_MAX_LENGTH}
              </span>
            }
            error={errors.prompt && ts(errors.prompt)}
            hint={t`Name colours, a mood, scenery and things to see: sea, mountains, sun, forest, a boat, a cat, a house…`}
          >
            {(control) => (
              <textarea
                {...control}
                ref={promptRef}
                value={prompt}
                onChange={(event) => {
                  setPrompt(event.target.value);
                  if (errors.prompt) setErrors((e) => ({ ...e, prompt: undefined }));
                }}
                maxLength={PROMPT_MAX_LENGTH}
                rows={3}
                required
                placeholder={t`e.g. calm ocean waves at sunset, warm sand`}
                className={controlClasses({ invalid: Boolean(errors.prompt), className: 'h-auto resize-y py-3' })}
              />
            )}
          </FormField>
          <div className="mt-2 flex flex-wrap gap-2">
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                onClick={() => {
                  setPrompt(example);
                  setErrors((e) => ({ ...e, prompt: undefined }));
                }}
                className="rounded-full border border-paper-300 bg-paper-100 px-3 py-1 text-xs text-ink-700 hover:border-terracotta-500 hover:text-terracotta-700"
              >
                {example}
              </button>
            ))}
          </div>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">
            <Trans>Art style</Trans>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {ART_STYLES.map((s) => (
              <label
                key={s}
                className={cn(
                  'cursor-pointer rounded-[3px] border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                  style === s ? 'border-terracotta-600 bg-terracotta-300/10 ring-1 ring-terracotta-600' : 'border-paper-300 bg-paper-50 hover:border-ink-300',
                )}
              >
                <input type="radio" name="art-style" value={s} checked={style === s} onChange={() => setStyle(s)} className="sr-only" />
                <span className="block text-sm font-semibold text-ink-900">{i18n._(ART_STYLE_LABELS[s])}</span>
                <span className="block text-xs text-ink-600">{i18n._(STYLE_NOTES[s])}</span>
              </label>
            ))}
          </div>
          {style === 'Photorealistic' && photorealisticNote(engine) && (
            <p data-testid="photorealistic-note" className="mt-2 text-xs leading-relaxed text-ink-600">
              {photorealisticNote(engine)}
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">
            <Trans>
              Palette <span className="font-normal text-ink-500">(optional)</span>
            </Trans>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {PALETTES.map((p) => (
              <label
                key={p.name}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-[3px] border px-2.5 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                  paletteName === p.name ? 'border-terracotta-600 ring-1 ring-terracotta-600' : 'border-paper-300 bg-paper-50 hover:border-ink-300',
                )}
              >
                <input type="radio" name="palette" value={p.name} checked={paletteName === p.name} onChange={() => setPaletteName(p.name)} className="sr-only" />
                <span className="flex h-4 w-10 shrink-0 overflow-hidden rounded-[2px] border border-ink-900/15" aria-hidden="true">
                  {p.colours ? (
                    p.colours.map((c) => <span key={c} className="flex-1" style={{ backgroundColor: c }} />)
                  ) : (
                    <span className="flex-1 bg-[linear-gradient(90deg,#e07a5f,#f2c53d,#7fb7be,#5d7359)]" />
                  )}
                </span>
                <span className="truncate text-xs font-semibold text-ink-800">{i18n._(p.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <TextField
          ref={seedRef}
          label={t`Seed`}
          labelNote={t`(optional)`}
          inputMode="numeric"
          autoComplete="off"
          value={seedText}
          onChange={(event) => {
            setSeedText(event.target.value);
            if (errors.seed) setErrors((e) => ({ ...e, seed: undefined }));
          }}
          error={errors.seed && ts(errors.seed)}
          hint={t`The same description, style, palette and seed make the same picture again.`}
          placeholder={t`A new one each time`}
        />

        <SubmitButton pending={isLoading} pendingLabel={t`Generating`} size="lg" className="w-full">
          {!isLoading && <SparklesIcon className="size-5" />} <Trans>Generate</Trans>
        </SubmitButton>
        {failure && <Alert title={ts(failure)} />}
      </form>

      <div aria-live="polite" className="min-w-0">
        {isLoading ? (
          <div className="flex min-h-72 flex-col items-center justify-center gap-4 rounded-[3px] bg-paper-200/70 p-8 text-center">
            <Spinner label={t`Painting four variations`} className="text-terracotta-600 [&_svg]:size-10" />
            <p className="font-display text-xl text-ink-800">
              <Trans>Painting four variations…</Trans>
            </p>
            <p className="text-sm text-ink-600">
              <Trans>Reading your words for colours, mood, scenery and things to draw.</Trans>
            </p>
          </div>
        ) : results && chosen ? (
          <div className="space-y-4">
            <fieldset>
              <legend className="font-display text-xl text-ink-900">
                <Trans>Pick a variation</Trans>
              </legend>
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {results.images.map((image, i) => {
                  const isSelected = i === selected;
                  const { seed } = image;
                  const number = i + 1;
                  const description = image.prompt ?? '';
                  const seedLabel = seed === null ? t`Variation` : t`Seed ${seed}`;
                  return (
                    <li key={image._id}>
                      <label
                        className={cn(
                          'block cursor-pointer rounded-[3px] border bg-paper-50 p-1.5 transition-[border-color,box-shadow] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                          isSelected ? 'border-terracotta-600 shadow-frame ring-2 ring-terracotta-600' : 'border-paper-300 hover:border-ink-300',
                        )}
                      >
                        <input type="radio" name="variation" checked={isSelected} onChange={() => setSelected(i)} className="sr-only" />
                        <img
                          src={image.thumbnailUrl}
                          srcSet={`${image.thumbnailUrl} 256w, ${image.previewUrl} 1024w`}
                          sizes="(min-width: 640px) 160px, 45vw"
                          alt={t`Variation ${number}: ${description}`}
                          data-testid="generated-variation"
                          className="aspect-square w-full rounded-[2px] object-cover"
                        />
                        <span className="mt-1.5 flex items-center justify-between px-0.5 text-xs">
                          <span className="font-semibold text-ink-700">{seedLabel}</span>
                          {isSelected && <CheckIcon className="size-4 text-terracotta-700" />}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <DrawnWords drawn={results.drawn} notDrawn={results.notDrawn} />
            <ArtworkPreview
              artwork={toStudioArtwork(chosen)}
              onChosen={onChosen}
              details={
                chosen.seed === null ? (
                  styleName(chosen.style)
                ) : (
                  <>
                    {styleName(chosen.style)} · <Trans>seed</Trans> <span data-testid="chosen-seed">{chosen.seed}</span>
                  </>
                )
              }
              actions={
                chosen.seed !== null && (
                  <>
                    <Button variant="outline" onClick={moreLikeThis} disabled={isLoading}>
                      <Trans>More like this</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        setSeedText(String(chosen.seed));
                        seedRef.current?.focus();
                      }}
                    >
                      <Trans>Keep this seed</Trans>
                    </Button>
                  </>
                )
              }
            />
          </div>
        ) : (
          <div className="flex min-h-72 flex-col justify-center rounded-[3px] bg-paper-200/70 p-6 sm:p-8">
            <p className="eyebrow text-terracotta-700">
              <Trans>Text to artwork</Trans>
            </p>
            <h3 className="mt-2 font-display text-2xl text-ink-900">
              <Trans>Four originals from a sentence</Trans>
            </h3>
            <p className="mt-2 max-w-prose text-sm leading-relaxed text-ink-600">
              <Trans>Describe a scene and press Generate. Each variation is drawn as vector art, so it prints sharp on the largest canvas.</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
