import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { cents, formatMoney, numberFormat, type AdminPackage } from '@wallart/shared';
import { memo, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AdminTable } from '../components/admin-table';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminPackage>();

/** Columns that give way on a narrow screen (their figures move under the name). */
const responsive: Record<string, string> = { priceCents: 'hidden sm:table-cell', coverageSqFt: 'hidden md:table-cell', consultations: 'hidden md:table-cell', warrantyYears: 'hidden lg:table-cell', active: 'hidden sm:table-cell' };

export const priceText = (pkg: Pick<AdminPackage, 'priceCents' | 'period'>) => (pkg.priceCents === null ? 'Custom' : `${formatMoney(cents(pkg.priceCents))} ${pkg.period}`);
const unlimited = (n: number | null, unit = '') => (n === null ? 'Unlimited' : `${numberFormat('en-US').format(n)}${unit}`);

export interface PackagesTableProps {
  packages: AdminPackage[];
  onEdit: (pkg: AdminPackage) => void;
  onToggle: (pkg: AdminPackage) => void;
  /** The package whose (de)activation is on its way. */
  pendingId: string | null;
}

/** Every package with its figures and state; the same TanStack pattern as the Users table (decision 032). */
// Memoised: a panel's synchronous pass with the query's previous answer skips it (useShownAnswer).
export const PackagesTable = memo(function PackagesTable({ packages, onEdit, onToggle, pendingId }: PackagesTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Package',
          cell: ({ row }) => {
            const pkg = row.original;
            return (
              <div className="min-w-0 max-w-[13rem] sm:max-w-xs sm:min-w-[11rem]">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                  <span className="break-words">{pkg.name}</span>
                  {pkg.popular && <span className="rounded-full bg-terracotta-600 px-2 py-px text-[0.6875rem] font-semibold whitespace-nowrap text-paper-50">Most Popular</span>}
                </p>
                {pkg.description && <p className="mt-0.5 line-clamp-2 text-xs text-ink-600">{pkg.description}</p>}
                <p className="mt-1 text-xs font-semibold text-ink-800 sm:hidden">{priceText(pkg)}</p>
                <p className="mt-1 text-xs text-ink-600 md:hidden">
                  {unlimited(pkg.coverageSqFt, ' sq ft')} · {unlimited(pkg.consultations)} consultations
                </p>
                <p className="mt-1 sm:hidden">
                  <StateBadge active={pkg.active} />
                </p>
              </div>
            );
          },
        }),
        helper.accessor('priceCents', { header: 'Price', cell: ({ row }) => <span className="whitespace-nowrap text-ink-800 tabular-nums">{priceText(row.original)}</span> }),
        helper.accessor('coverageSqFt', { header: 'Coverage', cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{unlimited(getValue(), ' sq ft')}</span> }),
        helper.accessor('consultations', { header: 'Consultations', cell: ({ getValue }) => <span className="tabular-nums">{unlimited(getValue())}</span> }),
        helper.accessor('warrantyYears', { header: 'Warranty', cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue() === 1 ? '1 year' : `${getValue()} years`}</span> }),
        helper.accessor('active', { header: 'Status', cell: ({ getValue }) => <StateBadge active={getValue()} /> }),
        helper.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => {
            const pkg = row.original;
            return (
              <div className="flex flex-col items-stretch gap-1.5 sm:flex-row sm:justify-end sm:gap-2">
                <Button variant="outline" size="sm" onClick={() => onEdit(pkg)} aria-label={`Edit ${pkg.name}`}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={pkg.active ? 'text-danger-700 hover:bg-danger-50' : undefined}
                  disabled={pendingId === pkg._id}
                  onClick={() => onToggle(pkg)}
                  aria-label={`${pkg.active ? 'Deactivate' : 'Reactivate'} ${pkg.name}`}
                >
                  {pkg.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [onEdit, onToggle, pendingId],
  );
  const table = useTable({ features, columns, data: packages, getRowId: (pkg) => pkg._id });

  return <AdminTable table={table} caption="Packages in display order, inactive ones included" responsive={responsive} rowClassName={(row) => !row.original.active && 'bg-paper-100/50 text-ink-600'} />;
});

function StateBadge({ active }: { active: boolean }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', active ? 'bg-sage-600 text-paper-50' : 'bg-paper-200 text-ink-700')}>
      {active ? 'On sale' : 'Inactive'}
    </span>
  );
}
