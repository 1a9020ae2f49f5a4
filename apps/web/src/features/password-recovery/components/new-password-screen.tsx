import { Link } from 'react-router';
import { FocusLayout } from '../../../components/layout/focus-layout';
import { PageTitle } from '../../../components/ui/page-title';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

/** SPEC §2 password recovery: Create a New Password. The real recovery flow (DESIGN §4.2) arrives with its own issue. */
export function NewPasswordScreen() {
  return (
    <FocusLayout>
      <PageTitle eyebrow="Step 3 of 3 · Password recovery" title="Create a New Password" description="Choose a new password for your account: at least 8 characters, with upper- and lower-case letters and a number or symbol." />
      <PendingNote className="mt-8">Password recovery is not available yet. Please contact the studio if you cannot sign in.</PendingNote>
      <p className="mt-8 text-sm text-ink-600">
        Remembered it?{' '}
        <Link to={paths.signIn} className="font-semibold text-terracotta-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </FocusLayout>
  );
}
