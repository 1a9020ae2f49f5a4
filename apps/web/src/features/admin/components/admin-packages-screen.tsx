import { Trans, useLingui } from '@lingui/react/macro';
import { AdminEmptyState, AdminLoadFailed } from './admin-list-parts';
import { ADMIN_PACKAGE_MESSAGES, type AdminPackage } from '@wallart/shared';
import { useCallback, useState } from 'react';
import { PageLayout } from '../../../components/layout/page-layout';
import { Button } from '../../../components/ui/button';
import { PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetAdminPackagesQuery } from '../api/get-admin-packages';
import { useSetPackageActiveMutation } from '../api/set-package-active';
import { PackagesTable } from '../packages/packages-table';
import { useAdminDataHeld } from '../hooks/use-admin-data-held';
import { useShownAnswer } from '../hooks/use-shown-answer';
import { onDemand } from '../../../components/ui/on-demand';
import { useSharedText } from '../../../lib/shared-text';

// The package form (and its rules) loads when it first opens (issue 21).
const PackageFormDialog = onDemand(async () => (await import('../packages/package-form-dialog')).PackageFormDialog, (props) => props.editing !== null);

/**
 * docs/product/admin.md#packages Packages, a real screen (docs/architecture.md#real-admin-screens, issue 19): every package with the
 * inactive ones, Add Package, Edit, Deactivate and Reactivate. No delete: orders and subscriptions
 * refer to packages (decision 037). The landing cards and the Subscriptions tab show active ones.
 */
export function AdminPackagesScreen() {
  const { t } = useLingui();
  const ts = useSharedText();
  const held = useAdminDataHeld();
  const { data, error, isLoading, isUninitialized, isFetching, refetch } = useShownAnswer(useGetAdminPackagesQuery(undefined, { skip: held }));
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [setActive] = useSetPackageActiveMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const onEdit = useCallback((pkg: AdminPackage) => setEditing(pkg), []);
  const onToggle = useCallback(
    async (pkg: AdminPackage) => {
      setPendingId(pkg._id);
      try {
        const res = await setActive({ id: pkg._id, active: !pkg.active }).unwrap();
        toast.success(res.message);
      } catch (failure) {
        toast.error(apiErrorMessage(failure, ts(ADMIN_PACKAGE_MESSAGES.saveFailed)));
      } finally {
        setPendingId(null);
      }
    },
    [setActive, ts],
  );

  const onSale = data?.data.filter((p) => p.active).length ?? 0;
  const inactive = data?.data.filter((p) => !p.active).length ?? 0;

  return (
    <PageLayout
      eyebrow={t`Catalogue`}
      title={t`Packages Management`}
      description={t`The studio packages customers can buy. Inactive packages stay for the orders that name them.`}
    >
      <div className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-sm text-ink-600" aria-live="polite">
            {data ? t`${onSale} on sale, ${inactive} inactive` : ' '}
          </p>
          <Button className="w-full sm:ml-auto sm:w-auto" onClick={() => setEditing('new')}>
            <PlusIcon className="size-4.5" /> <Trans>Add Package</Trans>
          </Button>
        </div>
        {isLoading || isUninitialized ? (
          <div className="frame h-72 animate-pulse rounded-[3px] motion-reduce:animate-none" aria-busy="true">
            <p role="status" className="sr-only">
              <Trans>Loading packages</Trans>
            </p>
          </div>
        ) : !data ? (
          <AdminLoadFailed title={ADMIN_PACKAGE_MESSAGES.fetchFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.data.length === 0 ? (
          <AdminEmptyState icon={<PackageIcon className="size-7" />} title={t`No packages yet`} hint={t`Add the first package customers can buy.`} />
        ) : (
          <PackagesTable packages={data.data} onEdit={onEdit} onToggle={(pkg) => void onToggle(pkg)} pendingId={pendingId} />
        )}
      </div>
      <PackageFormDialog editing={editing} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
