import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ageProgressionAges } from '@wallart/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner';
import { useSharedText } from '../../../lib/shared-text';
import { SparklesIcon } from '../studio-icons';
import { EmptyResults } from './face-results';
import { PhotoDrop, TargetAgeField } from './face-form';
import { ProviderAgingOption, useAgingOffered } from './provider-aging-option';
import { useAgeing } from './use-ageing';
import { useFacePhoto } from './use-face-photo';
import { useTargetAge } from './use-target-age';


// The portraits' code loads once ageing starts (fetched then, so it is there when they are): the
// page's first load is budgeted (config/prerendered-pages.ts).
const loadAgedPortraits = () => import('./aged-portraits');
const Results = lazy(() => loadAgedPortraits().then((m) => ({ default: m.Results })));

function AgeingNow() {
  const { t } = useLingui();
  return (
    <div className="flex h-full min-h-80 flex-col items-center justify-center gap-4 rounded-[3px] bg-paper-200/70 p-10 text-center">
      <Spinner label={t`Ageing your portrait`} className="text-terracotta-600 [&_svg]:size-10" />
      <p className="font-display text-xl text-ink-800">
        <Trans>Ageing your portrait…</Trans>
      </p>
      <p className="text-sm text-ink-600">
        <Trans>Finding the face and working in the years, gently.</Trans>
      </p>
    </div>
  );
}
const ageingNow = <AgeingNow />;

/**
 * docs/product/studio.md#face-tab with issue 11's real ageing: the photo is
 * aged in the browser (no server is called, docs/product/studio.md#face-tab) by face-api's landmarks and age estimate and
 * the effects of @wallart/imaging's age-effects. Four results: target age +0, +10, +20, +30.
 * The photo and its job: use-face-photo.ts; the age: use-target-age.ts; Generate, the results and
 * 'Use this face': use-ageing.ts; the rules: face-rules.ts.
 */
export function FaceTab() {
  const { t } = useLingui();
  const ts = useSharedText();
  const ids = { age: useId(), ageNumber: useId(), hint: useId() };
  const [prompt, setPrompt] = useState('');
  const age = useTargetAge();
  // Issue 20, decision 045: photorealistic ageing by the image service, only with the customer's consent.
  const agingOffered = useAgingOffered();
  const [sendToService, setSendToService] = useState(false);
  const photoInput = useFacePhoto({ onRejected: (message) => ageing.fail(message), onChosen: () => ageing.restart() });
  const ageing = useAgeing({ ...photoInput, targetAge: age.targetAge, prompt, withService: agingOffered && sendToService });
  const { status, working, portraits } = ageing;
  useEffect(() => {
    if (working) void loadAgedPortraits().catch(() => undefined); // a failure shows when Results renders
  }, [working]);

  return (
    <section aria-labelledby="age-progression-heading" className="grid gap-8 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:gap-12">
      <div className="frame rounded-[3px] p-5 sm:p-7">
        <p className="eyebrow text-terracotta-700">
          <Trans>Face generator</Trans>
        </p>
        <h2 id="age-progression-heading" className="mt-2 text-3xl font-medium text-ink-900">
          <Trans>Age Progression Generator</Trans>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-600">
          <Trans>See a face decades on: greying hair, laughter lines, softer skin.</Trans>{' '}
          {sendToService && agingOffered
            ? t`Your photo is aged in your browser and, as you agreed, by our image service.`
            : t`Everything happens in your browser; the photo never leaves it.`}
        </p>

        <PhotoDrop photo={photoInput.photo} choosePhoto={photoInput.choosePhoto} hintId={ids.hint} />

        <FormField label={t`Prompt`} labelNote={t`(optional)`} className="mt-6">
          {(control) => (
            <textarea
              {...control}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              maxLength={200}
              rows={2}
              placeholder={t`e.g. Grandpa at his birthday`}
              className={controlClasses({ className: 'h-auto resize-none py-3' })}
            />
          )}
        </FormField>

        <TargetAgeField ids={ids} {...age} />

        <ProviderAgingOption checked={sendToService} onChange={setSendToService} disabled={working} />

        <Button size="lg" className="mt-6 w-full" onClick={() => void ageing.generate()} disabled={working} aria-busy={working || undefined}>
          {working ? <SpinnerIcon className="size-5" /> : <SparklesIcon className="size-5" />} {working ? t`Generating…` : t`Generate`}
        </Button>
        {status.kind === 'error' && <Alert className="mt-4" title={ts(status.message)} />}
      </div>

      <div aria-live="polite">
        {working && !portraits ? (
          ageingNow
        ) : portraits ? (
          <>
            {ageing.serviceWorking && <Notice className="mb-4">
                <Trans>Asking our image service for photorealistic portraits…</Trans>
              </Notice>}
            {ageing.serviceNotice && <Notice className="mb-4">{ts(ageing.serviceNotice)}</Notice>}
            <Suspense fallback={ageingNow}>
              <Results
                portraits={portraits}
                selected={ageing.selected}
                onSelect={ageing.setSelected}
                onUse={() => void ageing.handToWallTab()}
                keeping={ageing.keeping}
                working={working}
              />
            </Suspense>
          </>
        ) : (
          <EmptyResults ages={ageProgressionAges(age.targetAge)} />
        )}
      </div>
    </section>
  );
}
