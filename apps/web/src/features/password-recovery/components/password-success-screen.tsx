import { Trans, useLingui } from '@lingui/react/macro';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { CheckIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

/** docs/product/accounts.md#password-recovery: 'Password Created Successfully' with Back to Sign In. */
export function PasswordSuccessScreen() {
  const { t } = useLingui();
  return (
    <FocusLayout>
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-sage-600 text-paper-50">
        <CheckIcon className="size-7" />
      </span>
      <PageTitle title={t`Password Created Successfully`} description={t`Your new password is set. Sign in with it to continue.`} />
      <LinkButton to={paths.signIn} size="lg" className="mt-8">
        <Trans>Back to Sign In</Trans>
      </LinkButton>
    </FocusLayout>
  );
}
