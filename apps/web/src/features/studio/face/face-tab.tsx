import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import {
  acceptAttribute,
  AGE_MAX,
  AGE_MIN,
  AGE_PHOTO_MIME_TYPES,
  AGE_PROGRESSION_DELAY_MS,
  AGING_MESSAGES,
  ageProgressionAges,
  clampTargetAge,
  isAllowedMimeType,
  MAX_UPLOAD_BYTES,
  MESSAGES,
} from '@wallart/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAppDispatch } from '../../../stores/hooks';
import { artworkChosen, tabChanged, visitFacesAdded, type StudioArtwork } from '../../../stores/studio-slice';
import { SparklesIcon, UploadIcon } from '../studio-icons';
import { imagesApi } from '../api/images-api';
import { UploadFailure } from '../api/send-form';
import { UPLOAD_FAILED } from '../api/upload-image';
import type { AgingJob } from './age-client';
import { keepFace } from './keep-face';
import { agePortraitsWithProvider } from './provider-portraits';
import { ProviderAgingOption, useAgingOffered } from './provider-aging-option';

interface AgedResult {
  age: number;
  artwork: StudioArtwork;
}

interface AgedPortraits {
  /** The face as photographed, cropped like the results, with the age face-api estimates. */
  before: { url: string; estimatedAge: number };
  /** The portraits ready so far, in age order; `ages` are all four (the rest are still rendering). */
  results: AgedResult[];
  ages: number[];
}

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'error'; message: string };

/** The ageing worker's client: loaded when a photo is chosen, never on the wall tab. */
const loadAgeClient = () => import('./age-client');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** docs/product/studio.md#face-tab and issue 11: PNG/JPG/JPEG, at most 5 MB. */
function photoError(file: File): string | null {
  if (!isAllowedMimeType(AGE_PHOTO_MIME_TYPES, file.type)) return MESSAGES.ageProgression.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.ageProgression.imageTooLarge;
  return null;
}

/**
 * docs/product/studio.md#face-tab with issue 11's real ageing: the photo is
 * aged in the browser (no server is called, docs/product/studio.md#face-tab) by face-api's landmarks and age estimate and
 * the effects of @wallart/shared's age-effects. Four results: target age +0, +10, +20, +30.
 */
export function FaceTab() {
  const dispatch = useAppDispatch();
  const ids = { age: useId(), ageNumber: useId(), hint: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [targetAge, setTargetAge] = useState<number>(30);
  const [ageText, setAgeText] = useState('30');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [portraits, setPortraits] = useState<AgedPortraits | null>(null);
  const results = portraits?.results ?? [];
  const [selected, setSelected] = useState(0);
  // Issue 20, decision 045: photorealistic ageing by the image service, only with the customer's consent.
  const agingOffered = useAgingOffered();
  const [sendToService, setSendToService] = useState(false);
  const [serviceWorking, setServiceWorking] = useState(false);
  const [serviceNotice, setServiceNotice] = useState<string | null>(null);
  // Decision 044: 'Use this face' stores the portrait first.
  const [keeping, setKeeping] = useState(false);
  // The photo's ageing job: started when the photo is chosen, so detection runs while the age is set.
  const jobRef = useRef<{ file: File; job: Promise<AgingJob> } | null>(null);

  // The preview's object URL is released when the photo changes or the tab closes.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const error = photoError(file);
    if (error) {
      setStatus({ kind: 'error', message: error });
      return;
    }
    setStatus({ kind: 'idle' });
    setPortraits(null);
    setPhoto({ file, url: URL.createObjectURL(file) });
    // Start finding the face (in a worker) while the visitor sets the age.
    jobRef.current = { file, job: loadAgeClient().then((m) => m.startAging(file)) };
    jobRef.current.job.then((job) => job.prepared).catch(() => undefined);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choosePhoto(event.target.files?.[0]);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choosePhoto(event.dataTransfer.files[0]);
  };

  const setAge = (value: unknown) => {
    const age = clampTargetAge(value);
    setTargetAge(age);
    setAgeText(String(age));
  };

  const generate = async () => {
    if (!photo) {
      setStatus({ kind: 'error', message: MESSAGES.ageProgression.imageRequired });
      return;
    }
    setStatus({ kind: 'working' });
    setPortraits(null);
    setServiceNotice(null);
    try {
      if (jobRef.current?.file !== photo.file) jobRef.current = { file: photo.file, job: loadAgeClient().then((m) => m.startAging(photo.file)) };
      const job = await jobRef.current.job;
      // The spinner shows at least the spec's 2 s; the portraits render meanwhile.
      const shown = delay(AGE_PROGRESSION_DELAY_MS);
      const made = await ageProgression(job, targetAge, prompt.trim(), shown, (partial) => setPortraits(partial));
      if (made === null) {
        await shown;
        setStatus({ kind: 'error', message: MESSAGES.ageProgression.noFace });
        return;
      }
      setPortraits(made);
      setSelected(0);
      dispatch(visitFacesAdded(made.results.map((r) => r.artwork)));
      setStatus({ kind: 'idle' });
      if (agingOffered && sendToService) void ageWithService(made);
    } catch {
      // A failed photo is tried afresh on the next Generate.
      jobRef.current = null;
      setPortraits(null);
      setStatus({ kind: 'error', message: MESSAGES.ageProgression.failed });
    }
  };

  /** Each portrait the service sends back replaces the browser's; any failure keeps the browser's and says so. */
  const ageWithService = async (made: AgedPortraits) => {
    setServiceWorking(true);
    const failed = await agePortraitsWithProvider(
      made.before.url,
      made.results.map((r) => r.age),
      (index, picture) => {
        const original = made.results[index];
        if (!original) return;
        const artwork = { ...original.artwork, ...picture, fullUrl: picture.url, label: `${original.artwork.label} (photorealistic)` };
        dispatch(visitFacesAdded([artwork]));
        setPortraits((current) =>
          current?.before.url === made.before.url
            ? { ...current, results: current.results.map((r, i) => (i === index ? { ...r, artwork } : r)) }
            : current,
        );
      },
    ).catch(() => made.results.length);
    setServiceWorking(false);
    if (failed > 0) setServiceNotice(failed === made.results.length ? AGING_MESSAGES.fellBack : AGING_MESSAGES.partlyFellBack);
  };

  const handToWallTab = async () => {
    const chosen = results[selected];
    if (!chosen || keeping) return;
    setKeeping(true);
    try {
      const artwork = await keepFace(chosen.artwork, chosen.age);
      dispatch(imagesApi.util.invalidateTags([{ type: 'Images', id: 'LIST' }]));
      dispatch(artworkChosen(artwork));
      dispatch(tabChanged('wall'));
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof UploadFailure ? error.message : UPLOAD_FAILED });
    } finally {
      setKeeping(false);
    }
  };

  const working = status.kind === 'working';

  return (
    <section aria-labelledby="age-progression-heading" className="grid gap-8 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:gap-12">
      <div className="frame rounded-[3px] p-5 sm:p-7">
        <p className="eyebrow text-terracotta-700">Face generator</p>
        <h2 id="age-progression-heading" className="mt-2 text-3xl font-medium text-ink-900">
          Age Progression Generator
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-600">
          See a face decades on: greying hair, laughter lines, softer skin.{' '}
          {sendToService && agingOffered
            ? 'Your photo is aged in your browser and, as you agreed, by our image service.'
            : 'Everything happens in your browser; the photo never leaves it.'}
        </p>

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'mt-6 rounded-[3px] border border-dashed transition-colors',
            dragging ? 'border-terracotta-600 bg-terracotta-300/15' : 'border-ink-300 bg-paper-100',
          )}
        >
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            aria-describedby={ids.hint}
            className="flex w-full items-center gap-4 p-4 text-left"
          >
            {photo ? (
              <img src={photo.url} alt="Your photo" className="size-20 shrink-0 rounded-[2px] object-cover shadow-frame" />
            ) : (
              <span className="flex size-20 shrink-0 items-center justify-center rounded-[2px] bg-paper-200 text-terracotta-600">
                <UploadIcon className="size-8" />
              </span>
            )}
            <span>
              <span className="block text-sm font-semibold text-ink-900">{photo ? 'Change photo' : 'Upload a photo'}</span>
              <span id={ids.hint} className="mt-1 block text-xs leading-relaxed text-ink-600">
                Click or drop a clear, front-facing portrait. PNG or JPG, up to 5MB.
              </span>
            </span>
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute(AGE_PHOTO_MIME_TYPES)}
            onChange={onInput}
            className="sr-only"
            tabIndex={-1}
            aria-label="Photo"
            data-testid="face-photo-input"
          />
        </div>

        <FormField label="Prompt" labelNote="(optional)" className="mt-6">
          {(control) => (
            <textarea
              {...control}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              maxLength={200}
              rows={2}
              placeholder="e.g. Grandpa at his birthday"
              className={controlClasses({ className: 'h-auto resize-none py-3' })}
            />
          )}
        </FormField>

        <div className="mt-6 flex items-end justify-between gap-4">
          <label htmlFor={ids.age} className="text-sm font-semibold text-ink-900">
            Target age
          </label>
          <label htmlFor={ids.ageNumber} className="sr-only">
            Target age in years
          </label>
          <input
            id={ids.ageNumber}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            value={ageText}
            onChange={(event) => {
              setAgeText(event.target.value);
              if (event.target.value.trim() !== '') setTargetAge(clampTargetAge(event.target.value));
            }}
            onBlur={() => setAge(ageText)}
            className="h-10 w-20 rounded-[3px] border border-ink-900/20 bg-paper-50 px-3 text-right font-display text-lg text-ink-900 focus:border-ink-900"
          />
        </div>
        <input
          id={ids.age}
          type="range"
          min={AGE_MIN}
          max={AGE_MAX}
          value={targetAge}
          onChange={(event) => setAge(event.target.value)}
          className="mt-3 w-full accent-terracotta-600"
        />
        <div className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden="true">
          <span>{AGE_MIN}</span>
          <span>{AGE_MAX}</span>
        </div>

        <ProviderAgingOption checked={sendToService} onChange={setSendToService} disabled={working} />

        <Button size="lg" className="mt-6 w-full" onClick={() => void generate()} disabled={working} aria-busy={working || undefined}>
          {working ? <SpinnerIcon className="size-5" /> : <SparklesIcon className="size-5" />} {working ? 'Generating…' : 'Generate'}
        </Button>
        {status.kind === 'error' && <Alert className="mt-4" title={status.message} />}
      </div>

      <div aria-live="polite">
        {working && !portraits ? (
          <div className="flex h-full min-h-80 flex-col items-center justify-center gap-4 rounded-[3px] bg-paper-200/70 p-10 text-center">
            <Spinner label="Ageing your portrait" className="text-terracotta-600 [&_svg]:size-10" />
            <p className="font-display text-xl text-ink-800">Ageing your portrait…</p>
            <p className="text-sm text-ink-600">Finding the face and working in the years, gently.</p>
          </div>
        ) : portraits ? (
          <>
            {serviceWorking && <Notice className="mb-4">Asking our image service for photorealistic portraits…</Notice>}
            {serviceNotice && <Notice className="mb-4">{serviceNotice}</Notice>}
            <Results portraits={portraits} selected={selected} onSelect={setSelected} onUse={() => void handToWallTab()} keeping={keeping} working={working} />
          </>
        ) : (
          <EmptyResults ages={ageProgressionAges(targetAge)} />
        )}
      </div>
    </section>
  );
}

function EmptyResults({ ages }: { ages: number[] }) {
  return (
    <div className="rounded-[3px] bg-paper-200/70 p-6 sm:p-8">
      <h3 className="font-display text-2xl text-ink-900">Four portraits, four decades</h3>
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-ink-600">
        Upload a photo and press Generate: you get the face at the target age and ten, twenty and thirty years on. Pick one and
        hang it in Create Wall Art.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ages.map((age) => (
          <li key={age} className="flex aspect-[4/5] flex-col items-center justify-center rounded-[2px] border border-dashed border-ink-300 bg-paper-100">
            <span className="font-display text-3xl text-ink-600">{age}</span>
            <span className="eyebrow mt-1 text-ink-500">years</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({
  portraits,
  selected,
  onSelect,
  onUse,
  keeping,
  working,
}: {
  portraits: AgedPortraits;
  selected: number;
  onSelect: (i: number) => void;
  onUse: () => void;
  keeping: boolean;
  working: boolean;
}) {
  const { before, results, ages } = portraits;
  const pending = ages.slice(results.length);
  return (
    <div>
      <div className="flex items-center gap-4">
        <img src={before.url} alt="Your photo, cropped to the face" data-testid="aged-before" className="h-20 w-16 rounded-[2px] object-cover shadow-frame" />
        <div>
          <h3 className="font-display text-2xl text-ink-900">Your portraits</h3>
          <p className="text-sm text-ink-600">From a face that looks about {Math.round(before.estimatedAge)} today.</p>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="sr-only">Choose a portrait</legend>
        <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          {results.map((result, i) => {
            const isSelected = i === selected;
            return (
              <li key={result.artwork.url}>
                <label
                  className={cn(
                    'block cursor-pointer rounded-[3px] border bg-paper-50 p-2 transition-[border-color,box-shadow] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                    isSelected ? 'border-terracotta-600 shadow-frame ring-2 ring-terracotta-600' : 'border-paper-300 hover:border-ink-300',
                  )}
                >
                  <input type="radio" name="aged-portrait" checked={isSelected} onChange={() => onSelect(i)} className="sr-only" />
                  <img src={result.artwork.url} alt={result.artwork.label} data-testid="aged-result" className="aspect-[4/5] w-full rounded-[2px] object-cover" />
                  <span className="mt-2 flex items-center justify-between px-1 text-sm">
                    <span className="font-semibold text-ink-800">Age {result.age}</span>
                    {isSelected && (
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-terracotta-700">
                        <CheckIcon className="size-4" /> Selected
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
          {pending.map((age) => (
            <li key={`pending-${age}`} className="rounded-[3px] border border-paper-300 bg-paper-50 p-2">
              <div role="status" className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 rounded-[2px] bg-paper-200/70 text-terracotta-600">
                <SpinnerIcon className="size-6" />
                <span className="sr-only">Ageing to {age}…</span>
              </div>
              <span className="mt-2 block px-1 text-sm font-semibold text-ink-500">Age {age}</span>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button
        variant="ink"
        size="lg"
        className="mt-6"
        onClick={onUse}
        disabled={keeping || (working && !results[selected])}
        aria-busy={keeping || undefined}
      >
        {keeping && <SpinnerIcon className="size-5" />} Use this face in Wall Art
      </Button>
    </div>
  );
}

/**
 * The four aged portraits from the photo's job (the worker finds the face and ages it); null when
 * the photo has no face. `onProgress` gets the portraits so far, each as soon as it is ready and
 * `shown` (the spec's spinner) has passed.
 */
async function ageProgression(
  job: AgingJob,
  targetAge: number,
  prompt: string,
  shown: Promise<unknown>,
  onProgress: (portraits: AgedPortraits) => void,
): Promise<AgedPortraits | null> {
  const found = await job.prepared;
  if (!found) return null;
  const ages = ageProgressionAges(targetAge);
  const portraits: AgedPortraits = { before: { url: URL.createObjectURL(found.before), estimatedAge: found.estimatedAge }, results: [], ages };
  let visible = false;
  const show = () => {
    if (visible) onProgress({ ...portraits, results: [...portraits.results] });
  };
  void shown.then(() => {
    visible = true;
    show();
  });
  await job.render(ages, ({ age, blob, width, height }) => {
    const url = URL.createObjectURL(blob);
    const label = prompt ? `${prompt}, age ${age}` : `Aged portrait, age ${age}`;
    portraits.results.push({ age, artwork: { imageId: null, url, fullUrl: url, width, height, vector: false, kind: 'face', label } });
    show();
  });
  await shown;
  return portraits;
}
