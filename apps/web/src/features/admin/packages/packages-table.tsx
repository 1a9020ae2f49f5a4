import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { numberFormat, type AdminPackage, type Locale } from '@wallart/shared';
import { memo, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AdminTable } from '../components/admin-table';
import { dashboardMoney, intlTag } from '../utils/ui-locale';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminPackage>();

/** Columns that give way on a narrow screen (their figures move under the name). */
const responsive: Record<string, string> = { priceCents: 'hidden sm:table-cell', coverageSqFt: 'hidden md:table-cell', consultations: 'hidden md:table-cell', warrantyYears: 'hidden lg:table-cell', active: 'hidden sm:table-cell' };

/** '$299.00 per Project' ('$' as the landing cards show it; the period is the package's own words), or Custom. */
export function priceText(i18n: I18n, pkg: Pick<AdminPackage, 'priceCents' | 'period'>): string {
  return pkg.priceCents === null ? i18n._(msg`Custom`) : `${dashboardMoney(i18n.locale as Locale, pkg.priceCents)} ${pkg.period}`;
}

/** A figure in the UI's language ('1,000'), or Unlimited. */
const count = (i18n: I18n, n: number | null) => (n === null ? null : numberFormat(intlTag(i18n.locale as Locale), {}).format(n));
const coverageText = (i18n: I18n, n: number | null) => {
  const area = count(i18n, n);
  return area === null ? i18n._(msg`Unlimited`) : i18n._(msg`${area} sq ft`);
};
const unlimitedText = (i18n: I18n, n: number | null) => count(i18n, n) ?? i18n._(msg`Unlimited`);

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
  const { t, i18n } = useLingui();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: t`Package`,
          cell: ({ row }) => {
            const pkg = row.original;
            const consultations = pkg.consultations;
            return (
              <div className="min-w-0 max-w-[13rem] sm:max-w-xs sm:min-w-[11rem]">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                  <span className="break-words">{pkg.name}</span>
                  {pkg.popular && (
                    <span className="rounded-full bg-terracotta-600 px-2 py-px text-[0.6875rem] font-semibold whitespace-nowrap text-paper-50">
                      <Trans>Most Popular</Trans>
                    </span>
                  )}
                </p>
                {pkg.description && <p className="mt-0.5 line-clamp-2 text-xs text-ink-600">{pkg.description}</p>}
                <p className="mt-1 text-xs font-semibold text-ink-800 sm:hidden">{priceText(i18n, pkg)}</p>
                <p className="mt-1 text-xs text-ink-600 md:hidden">
                  {coverageText(i18n, pkg.coverageSqFt)} ·{' '}
                  {consultations === null ? t`Unlimited consultations` : t`${plural(consultations, { one: '# consultation', other: '# consultations' })}`}
                </p>
                <p className="mt-1 sm:hidden">
                  <StateBadge active={pkg.active} />
                </p>
              </div>
            );
          },
        }),
        helper.accessor('priceCents', { header: t`Price`, cell: ({ row }) => <span className="whitespace-nowrap text-ink-800 tabular-nums">{priceText(i18n, row.original)}</span> }),
        helper.accessor('coverageSqFt', { header: t`Coverage`, cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{coverageText(i18n, getValue())}</span> }),
        helper.accessor('consultations', { header: t`Consultations`, cell: ({ getValue }) => <span className="tabular-nums">{unlimitedText(i18n, getValue())}</span> }),
        helper.accessor('warrantyYears', {
          header: t`Warranty`,
          cell: ({ getValue }) => {
            const years = getValue();
            return <span className="whitespace-nowrap">{t`${plural(years, { one: '# year', other: '# years' })}`}</span>;
          },
        }),
        helper.accessor('active', { header: t`Status`, cell: ({ getValue }) => <StateBadge active={getValue()} /> }),
        helper.display({
          id: 'actions',
          header: t`Actions`,
          cell: ({ row }) => {
            const pkg = row.original;
            const name = pkg.name;
            return (
              <div className="flex flex-col items-stretch gap-1.5 sm:flex-row sm:justify-end sm:gap-2">
                <Button variant="outline" size="sm" onClick={() => onEdit(pkg)} aria-label={t`Edit ${name}`}>
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={pkg.active ? 'text-danger-700 hover:bg-danger-50' : undefined}
                  disabled={pendingId === pkg._id}
                  onClick={() => onToggle(pkg)}
                  aria-label={pkg.active ? t`Deactivate ${name}` : t`Reactivate ${name}`}
                >
                  {pkg.active ? t`Deactivate` : t`Reactivate`}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [onEdit, onToggle, pendingId, t, i18n],
  );
  const table = useTable({ features, columns, data: packages, getRowId: (pkg) => pkg._id });

  return <AdminTable table={table} caption={t`Packages in display order, inactive ones included`} responsive={responsive} rowClassName={(row) => !row.original.active && 'bg-paper-100/50 text-ink-600'} />;
});

function StateBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', active ? 'bg-sage-600 text-paper-50' : 'bg-paper-200 text-ink-700')}>
      {active ? t`On sale` : t`Inactive`}
    </span>
  );
}
