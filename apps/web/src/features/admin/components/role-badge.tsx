import { Trans } from '@lingui/react/macro';
import type { UserRole } from '@wallart/shared';
import { cn } from '../../../lib/cn';

/** A user's role as a small tag: brass for administrators, sage for customers. */
export function RoleBadge({ role }: { role: UserRole }) {
  const admin = role === 'admin';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-900',
        admin ? 'border-brass-400 bg-brass-200/60' : 'border-sage-400/70 bg-paper-100',
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', admin ? 'bg-brass-600' : 'bg-sage-600')} />
      {admin ? <Trans>Admin</Trans> : <Trans>User</Trans>}
    </span>
  );
}
