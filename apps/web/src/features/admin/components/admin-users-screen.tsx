import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, USER_LIST_PAGE_SIZE, USER_SEARCH_MAX_LENGTH, type PublicUser, type UserRole } from '@wallart/shared';
import { useCallback, useEffect, useState } from 'react';
import { PageLayout } from '../../../components/layout/page-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PlusIcon, UsersIcon } from '../../../components/ui/icons';
import { onDemand } from '../../../components/ui/on-demand';
import { usePrerendering } from '../../../lib/prerendering';
import { getSessionToken } from '../../../lib/session-token';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useGetUsersQuery } from '../api/get-users';
import { useUserListUrl } from '../hooks/use-user-list-url';
import { RoleSelect } from './role-select';
import { UsersTable } from './users-table';
import { AdminEmptyState, AdminLoadFailed, AdminPagination } from './admin-list-parts';
import { AdminSearchBox } from './admin-search-box';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';
import { useSharedText } from '../../../lib/shared-text';

// The dialogs' code (forms, Radix's dialog) loads when one first opens, not with the page (issue 21).
const loadAddUserDialog = async () => (await import('./add-user-dialog')).AddUserDialog;
const AddUserDialog = onDemand(loadAddUserDialog, (props) => props.open);
const EditUserDialog = onDemand(async () => (await import('./edit-user-dialog')).EditUserDialog, (props) => props.user !== null);
const DeleteUserDialog = onDemand(async () => (await import('./delete-user-dialog')).DeleteUserDialog, (props) => props.user !== null);

/**
 * docs/product/admin.md#users Users: the accounts table, searched (name or email), filtered by role and
 * paged on the server, 20 a page; the search, role and page live in the URL. Add New User (docs/product/admin.md#users),
 * Edit and Delete (ours: the spec's did nothing); docs/product/messages.md#admin messages.
 */
export function AdminUsersScreen() {
  // Built as the admin sees it (a guest never sees it: the guard sends them home).
  const hasToken = usePrerendering() || getSessionToken() !== null;
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <PageLayout eyebrow={t`People`} title={t`Users`} description={t`Everyone with an account: customers and administrators.`}>
      {hasToken ? <UsersPanel /> : <Alert title={ts(MESSAGES.adminUsers.noToken)} />}
    </PageLayout>
  );
}

function UsersPanel() {
  const { t } = useLingui();
  const ts = useSharedText();
  const [state, update] = useUserListUrl();
  const currentUserId = useAppSelector(selectCurrentUserId);
  const held = useAdminDataHeld();
  const result = useGetUsersQuery({
    q: state.q || undefined,
    role: state.role || undefined,
    page: state.page,
    pageSize: USER_LIST_PAGE_SIZE,
  }, { skip: held });
  const { data, error, isLoading, isUninitialized, isFetching, refetch } = useShownAnswer(result);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [adding, setAdding] = useState(false);
  const onEdit = useCallback((user: PublicUser) => setEditing(user), []);
  const onDelete = useCallback((user: PublicUser) => setDeleting(user), []);

  // A page past the end (its last row was just deleted, or an old link): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // MESSAGES.adminUsers.noMatch's text, composed here in the UI's language (lib/shared-text.ts: a
  // shared text with a placeholder is the web's own message).
  const query = state.q;
  useEffect(() => {
    if (data && data.data.length === 0 && data.total > 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, lastPage, state.page, update]);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <AdminSearchBox value={state.q} onSearch={(q) => update({ q, page: 1 })} label={t`Search users`} placeholder={t`Name or email`} maxLength={USER_SEARCH_MAX_LENGTH} />
        <RoleSelect
          label={t`Role`}
          allLabel={t`All roles`}
          className="lg:w-44"
          value={state.role}
          onChange={(event) => update({ role: event.target.value as UserRole | '', page: 1 })}
        />
        <div className="lg:ml-auto">
          {/* Pointing at the button starts fetching the dialog's code. */}
          <Button size="lg" className="w-full sm:w-auto" aria-haspopup="dialog" onPointerEnter={() => void loadAddUserDialog()} onFocus={() => void loadAddUserDialog()} onClick={() => setAdding(true)}>
            <PlusIcon className="size-4.5" /> <Trans>Add New User</Trans>
          </Button>
        </div>
      </div>

      {isLoading || isUninitialized ? (
        <TableSkeleton />
      ) : !data ? (
        <AdminLoadFailed title={MESSAGES.adminUsers.fetchFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          {error && (
            // The list above is the last one read; a refresh after a change failed.
            <Alert title={ts(MESSAGES.adminUsers.refreshFailed)}>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} disabled={isFetching}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          )}
          {data.data.length === 0 ? (
            <AdminEmptyState
              icon={<UsersIcon className="size-7" />}
              title={state.q ? t`No users match "${query}"` : state.role !== '' ? t`No users with this role` : t`No users yet`}
              hint={state.q || state.role !== '' ? t`Try another name or email, or show every role.` : t`Accounts appear here as people sign up or you add them.`}
            />
          ) : (
            <UsersTable users={data.data} currentUserId={currentUserId} onEdit={onEdit} onDelete={onDelete} busy={isFetching} />
          )}
          <AdminPagination label={t`Pages of users`} page={data.page} pageSize={data.pageSize} shown={data.data.length} total={data.total} lastPage={lastPage} busy={isFetching} onPage={(page) => update({ page })} />
        </>
      )}

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog user={editing} own={editing?._id === currentUserId} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}




/** Rows of grey bars in the table's shape while the first page loads. */
function TableSkeleton() {
  return (
    <div className="frame rounded-[3px]" aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading users</Trans>
      </p>
      <div aria-hidden="true" className="divide-y divide-paper-300">
        <div className="h-11 bg-paper-100/80" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex animate-pulse items-center gap-4 px-5 py-4 motion-reduce:animate-none">
            <span className="size-9 shrink-0 rounded-full bg-paper-200" />
            <span className="h-3 w-32 rounded-full bg-paper-200" />
            <span className="hidden h-3 w-48 rounded-full bg-paper-200 md:block" />
            <span className="ml-auto h-5 w-14 rounded-full bg-paper-200" />
            <span className="hidden h-3 w-20 rounded-full bg-paper-200 sm:block" />
            <span className="h-8 w-28 rounded-[3px] bg-paper-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

