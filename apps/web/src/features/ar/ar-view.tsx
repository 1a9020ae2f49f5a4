import { Trans, useLingui } from '@lingui/react/macro';
import { arCanvasInches, frameStyleOfArFrame } from '@wallart/shared';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/notice';
import { SpinnerIcon } from '../../components/ui/spinner';
import { finishMessages, IN_FRAME_WORDS, type ArChoice } from './ar-link';
import { ArQrCode } from './ar-qr-code';
import { modelErrorMessage, useArModel } from './use-ar-model';

/** The attributes that keep the model at true size on the wall (docs/product/ar.md#display). */
export const MODEL_VIEWER_ATTRIBUTES = {
  ar: '',
  'ar-modes': 'webxr scene-viewer quick-look',
  'ar-placement': 'wall',
  'ar-scale': 'fixed',
  'camera-controls': '',
  'touch-action': 'pan-y',
  'shadow-intensity': '1',
  'interaction-prompt': 'none',
} as const;

/** The parts of model-viewer's element this view reads. */
interface ModelViewerElement extends HTMLElement {
  canActivateAR?: boolean;
  loaded?: boolean;
}

/** A computer (a fine pointer that hovers): the 3D preview and a code for the phone. */
function onComputer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

type Stage = { kind: 'fetching'; percent: number | null } | { kind: 'loading'; percent: number } | { kind: 'loaded'; canAr: boolean } | { kind: 'failed'; message: string };

/**
 * The AR view (docs/product/ar.md#display): <model-viewer> with the framed canvas, loaded only now
 * (its code is a chunk of its own, imported when this view opens), progress while the model is made
 * and downloaded, a clear message where the device has no AR, and on a computer the code that opens
 * the same view on a phone.
 */
export function ArView({ choice, title }: { choice: ArChoice; title: string }) {
  const { t, i18n } = useLingui();
  const source = useArModel(choice);
  const holder = useRef<HTMLDivElement>(null);
  const [viewerStage, setStage] = useState<Stage>({ kind: 'fetching', percent: null });
  // Until the model's file is ready, the stage is the download's; then the viewer's own.
  const stage: Stage =
    source.state === 'loading'
      ? { kind: 'fetching', percent: source.total ? Math.round((100 * source.received) / source.total) : null }
      : source.state === 'failed'
        ? { kind: 'failed', message: source.message }
        : viewerStage;
  const [computer] = useState(onComputer);
  const canvas = arCanvasInches(choice.size);
  const frame = frameStyleOfArFrame(choice.frame);
  const { width, height } = canvas;
  const finishes = finishMessages(choice)
    .map((words) => `, ${i18n._(words)}`)
    .join('');
  const inFrame = frame === 'None' ? '' : i18n._(IN_FRAME_WORDS[frame]);
  const alt =
    frame === 'None'
      ? t`3D model of ${title}: a ${width} × ${height} in canvas without a frame${finishes}. Drag or use the arrow keys to turn it.`
      : t`3D model of ${title}: a ${width} × ${height} in canvas ${inFrame}${finishes}. Drag or use the arrow keys to turn it.`;
  const texts = {
    viewerFailed: t`The 3D viewer could not be loaded. Check your connection and reload the page.`,
    notOnDevice: t`The 3D model could not be shown on this device.`,
    arButton: t`View on your wall`,
  };

  useEffect(() => {
    if (source.state !== 'ready' || !holder.current) return;
    const place = holder.current;
    let cancelled = false;
    let viewer: ModelViewerElement | null = null;
    void (async () => {
      try {
        await import('@google/model-viewer');
      } catch {
        if (!cancelled) setStage({ kind: 'failed', message: texts.viewerFailed });
        return;
      }
      if (cancelled) return;
      viewer = document.createElement('model-viewer');
      for (const [name, value] of Object.entries(MODEL_VIEWER_ATTRIBUTES)) viewer.setAttribute(name, value);
      viewer.setAttribute('alt', alt);
      viewer.setAttribute('ios-src', source.iosSrc ?? '');
      if (!source.iosSrc) viewer.removeAttribute('ios-src');
      viewer.setAttribute('src', source.src);
      viewer.className = 'block h-full w-full';
      viewer.style.setProperty('--poster-color', 'transparent');
      viewer.addEventListener('progress', (event) => {
        const total = (event as unknown as CustomEvent<{ totalProgress: number }>).detail.totalProgress;
        if (!cancelled && total < 1) setStage({ kind: 'loading', percent: Math.round(total * 100) });
      });
      viewer.addEventListener('load', () => {
        if (!cancelled) setStage({ kind: 'loaded', canAr: Boolean(viewer?.canActivateAR) });
      });
      viewer.addEventListener('error', () => {
        if (cancelled) return;
        // The viewer says only that it failed: ask the server why (a 404 or 400 costs nothing to make).
        void (source.ownFetch ? Promise.resolve(texts.notOnDevice) : fetch(source.src).then(modelErrorMessage)).then(
          (message) => !cancelled && setStage({ kind: 'failed', message }),
        );
      });
      viewer.addEventListener('ar-status', (event) => {
        const status = (event as CustomEvent<{ status: string }>).detail.status;
        if (!cancelled && status === 'failed') setStage({ kind: 'loaded', canAr: false });
      });
      const button = document.createElement('button');
      button.slot = 'ar-button';
      button.type = 'button';
      button.textContent = texts.arButton;
      button.className =
        'absolute bottom-4 left-1/2 -translate-x-1/2 rounded-[3px] bg-terracotta-600 px-5 py-3 text-sm font-semibold text-paper-50 shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2';
      viewer.append(button);
      place.replaceChildren(viewer);
      setStage({ kind: 'loading', percent: 0 });
    })();
    return () => {
      cancelled = true;
      viewer?.remove();
    };
    // The texts change only with the language, as the alt text does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, alt]);

  const busy = stage.kind === 'fetching' || stage.kind === 'loading';
  const percent = stage.kind === 'fetching' || stage.kind === 'loading' ? stage.percent : null;
  const showQr = computer && stage.kind !== 'failed';

  return (
    <div className={showQr ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]' : 'space-y-4'}>
      <div className="relative aspect-[4/5] max-h-[75vh] w-full overflow-hidden rounded-[3px] border border-paper-300 bg-paper-100 sm:aspect-[4/3]">
        <div ref={holder} className="absolute inset-0" data-testid="ar-model-holder" />
        {busy && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-ink-800" role="status" aria-live="polite">
            <SpinnerIcon className="size-8 text-terracotta-600" />
            <p className="text-sm font-semibold">
              {percent === null || percent === 0 ? t`Making your 3D model…` : t`Downloading the 3D model… ${percent}%`}
            </p>
            {percent !== null && percent > 0 && (
              <progress className="h-1.5 w-48 accent-terracotta-600" max={100} value={percent} aria-label={t`Download progress`} />
            )}
          </div>
        )}
      </div>
      {stage.kind === 'failed' && (
        <div role="alert" className="rounded-[3px] border border-terracotta-600/40 bg-terracotta-600/10 p-4 text-sm text-ink-900">
          {stage.message}
        </div>
      )}
      {stage.kind === 'loaded' && !stage.canAr && !computer && (
        <Notice>
          <Trans>
            This device can’t place the model on your wall: AR needs Android with Google Play Services for AR (ARCore) or an iPhone or iPad with AR Quick
            Look. You can still turn the 3D preview with a finger or the arrow keys.
          </Trans>
        </Notice>
      )}
      {stage.kind === 'loaded' && stage.canAr && (
        <p className="text-sm text-ink-700">
          <Trans>Tap “View on your wall”, point the camera at the wall and tap to hang the artwork. It stays at its true size.</Trans>
        </p>
      )}
      {showQr && (
        <aside className="frame space-y-3 rounded-[3px] p-5" aria-labelledby="ar-qr-heading">
          <h2 id="ar-qr-heading" className="text-lg font-medium text-ink-900">
            <Trans>See it on your wall</Trans>
          </h2>
          <p className="text-sm text-ink-700">
            <Trans>AR works on a phone or tablet. Scan this code with its camera to open this view there.</Trans>
          </p>
          <ArQrCode />
          <p className="text-xs text-ink-600">
            <Trans>On this computer: drag the model, or focus it and use the arrow keys, to see the frame’s depth.</Trans>
          </p>
        </aside>
      )}
    </div>
  );
}
