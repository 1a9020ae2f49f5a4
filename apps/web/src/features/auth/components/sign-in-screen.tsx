import { Link } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { PageTitle } from '../../../components/ui/page-title';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

const textLink = 'font-semibold text-terracotta-700 underline-offset-4 hover:underline';

/** SPEC §2 "Sign In". The form arrives with the authentication issue. */
export function SignInScreen() {
  return (
    <FocusLayout>
      <PageTitle eyebrow="Welcome back" title="Sign In" description="Sign in to save designs, sync your cart across devices and follow your orders." />
      <PendingNote className="mt-8">Signing in is not open yet: accounts arrive in the next release of the site.</PendingNote>
      <div className="mt-8 space-y-3 text-sm text-ink-600">
        <p>
          New to WallArt Studio?{' '}
          <Link to={paths.signUp} className={textLink}>
            Create an account
          </Link>
        </p>
        <p>
          <Link to={paths.forgotPassword} className={textLink}>
            Forgot your password?
          </Link>
        </p>
      </div>
    </FocusLayout>
  );
}
