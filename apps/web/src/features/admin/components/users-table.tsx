import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { PublicUser } from '@wallart/shared';
import { memo, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatJoined } from '../utils/user-list';
import { useUiLocale } from '../utils/ui-locale';
import { AdminTable } from './admin-table';
import { RoleBadge } from './role-badge';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, PublicUser>();

/** Columns that give way on a narrow screen (the email moves under the name). */
const responsive: Record<string, string> = { email: 'hidden md:table-cell', role: 'hidden sm:table-cell', createdAt: 'hidden lg:table-cell' };

export const OWN_ACCOUNT_REASON: MessageDescriptor = msg`You cannot delete or demote your own account.`;

export interface UsersTableProps {
  users: PublicUser[];
  /** The signed-in admin: their row's Delete is disabled (the server refuses it too). */
  currentUserId: string | null;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
  /** A new page is on its way: the rows shown are the last page's. */
  busy?: boolean;
}

/**
 * docs/product/admin.md#users Users table: User (avatar and name), Email, Role, Joined, Actions. Rows
 * and columns come from TanStack Table (decision 032); the markup is ours, a real <table>.
 */
// Memoised: a panel's synchronous pass with the query's previous answer skips it (useShownAnswer).
export const UsersTable = memo(function UsersTable({ users, currentUserId, onEdit, onDelete, busy = false }: UsersTableProps) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: t`User`,
          cell: ({ row }) => {
            const user = row.original;
            const own = user._id === currentUserId;
            return (
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar name={user.name} picture={user.profilePicture} className="shrink-0" />
                {/* On a phone the email and role sit under the name (their columns give way). */}
                <div className="max-w-[9.5rem] min-w-0 sm:max-w-none">
                  <p className="flex items-center gap-2 font-semibold text-ink-900">
                    <span className="truncate">{user.name}</span>
                    {own && <span className="rounded-full bg-ink-900 px-2 py-px text-[0.6875rem] font-semibold text-paper-50">
                        <Trans>You</Trans>
                      </span>}
                  </p>
                  <p className="truncate text-xs text-ink-600 md:hidden">{user.email}</p>
                  <div className="mt-1 sm:hidden">
                    <RoleBadge role={user.role} />
                  </div>
                </div>
              </div>
            );
          },
        }),
        helper.accessor('email', { header: t`Email`, cell: ({ getValue }) => <span className="break-all text-ink-700">{getValue()}</span> }),
        helper.accessor('role', { header: t`Role`, cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
        helper.accessor('createdAt', {
          header: t`Joined`,
          cell: ({ getValue }) => (
            <time dateTime={getValue()} className="whitespace-nowrap text-ink-700 tabular-nums">
              {formatJoined(getValue(), locale)}
            </time>
          ),
        }),
        helper.display({
          id: 'actions',
          header: t`Actions`,
          cell: ({ row }) => <RowActions user={row.original} own={row.original._id === currentUserId} onEdit={onEdit} onDelete={onDelete} />,
        }),
      ]),
    [currentUserId, onEdit, onDelete, t, locale],
  );
  const table = useTable({ features, columns, data: users, getRowId: (user) => user._id });

  return <AdminTable table={table} caption={t`Users, newest first`} responsive={responsive} busy={busy} />;
});

function RowActions({ user, own, onEdit, onDelete }: { user: PublicUser; own: boolean; onEdit: (u: PublicUser) => void; onDelete: (u: PublicUser) => void }) {
  const { t, i18n } = useLingui();
  const reasonId = `own-account-${user._id}`;
  const name = user.name;
  return (
    <div className="flex flex-col items-end gap-1">
      {/* Side by side from sm up; stacked on a phone, so the row fits without scrolling. */}
      <div className="flex flex-col items-stretch gap-1.5 sm:flex-row sm:justify-end sm:gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(user)} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-700 hover:bg-danger-50"
          onClick={() => onDelete(user)}
          disabled={own}
          aria-label={t`Delete ${name}`}
          aria-describedby={own ? reasonId : undefined}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
      {own && (
        <p id={reasonId} className="max-w-36 text-right sm:max-w-44 text-xs leading-snug text-ink-600">
          {i18n._(OWN_ACCOUNT_REASON)}
        </p>
      )}
    </div>
  );
}
