import { Link } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { PageTitle } from '../../../components/ui/page-title';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

/** SPEC §2 "Sign Up". The form arrives with the authentication issue. */
export function SignUpScreen() {
  return (
    <FocusLayout>
      <PageTitle eyebrow="Join the studio" title="Sign Up" description="Create an account to keep your designs, your cart and your orders in one place." />
      <PendingNote className="mt-8">Registration is not open yet: accounts arrive in the next release of the site.</PendingNote>
      <p className="mt-8 text-sm text-ink-600">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-terracotta-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </FocusLayout>
  );
}
