import { Trans } from '@lingui/react/macro';
import { LinkButton } from '../../../components/ui/link-button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/** Shown when a recovery step is opened directly, without what the previous step hands on. */
export function RecoveryGuidance({ message }: { message: string }) {
  return (
    <div className="mt-8 space-y-6">
      <Notice>{message}</Notice>
      <LinkButton to={paths.forgotPassword} size="lg" className="w-full">
        <Trans>Start password recovery</Trans>
      </LinkButton>
    </div>
  );
}
