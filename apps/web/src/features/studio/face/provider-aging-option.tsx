import { Trans } from '@lingui/react/macro';
import { AGING_MESSAGES } from '@wallart/shared';
import { useSharedText } from '../../../lib/shared-text';
import { Checkbox } from '../../../components/ui/checkbox';
import { useGetAgingOptionsQuery } from '../api/aging-api';

/** Whether the server offers photorealistic ageing (an image service is configured); false until it says so. */
export function useAgingOffered(): boolean {
  return useGetAgingOptionsQuery().data?.available === true;
}

/**
 * The consent line of photorealistic ageing (issue 20, decision 045), shown only when the server
 * has an image service. Unticked, nothing leaves the browser; ticked, Generate also sends the
 * portrait to the service.
 */
export function ProviderAgingOption({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const ts = useSharedText();
  if (!useAgingOffered()) return null;
  return (
    <div className="mt-6 rounded-[3px] border border-ink-900/10 bg-paper-100 p-4">
      <Checkbox
        label={ts(AGING_MESSAGES.consentLine)}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="items-start leading-relaxed [&>input]:mt-0.5"
        data-testid="provider-aging-consent"
      />
      <p className="mt-2 pl-7 text-xs leading-relaxed text-ink-600">
        <Trans>
          The service returns four photorealistic portraits; nothing is stored unless you use one. If it fails, you get the portraits made in
          your browser.
        </Trans>
      </p>
    </div>
  );
}
