/**
 * The dashboard's two charts, on recharts (docs/architecture.md#stack: admin chunk only). This file is loaded with
 * React.lazy from the dashboard screen, so recharts is a chunk of its own that only an admin
 * viewing the dashboard downloads (decision 037). The figures are also in text beside each chart.
 */
import { useLingui } from '@lingui/react/macro';
import { numberFormat, ORDER_STATUS_LABELS, type AdminDashboardResponse, type Locale } from '@wallart/shared';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis, Area, AreaChart } from 'recharts';
import { useSharedText } from '../../../lib/shared-text';
import { dashboardMoney, intlTag, useUiLocale } from '../utils/ui-locale';
import { shortDay } from './dashboard-format';

/** The site's palette (apps/web/src/styles.css), as SVG needs plain colours. */
const COLORS = {
  terracotta: '#a84f2b',
  terracottaSoft: '#e8a27f',
  ink: '#1c1815',
  ink600: '#5b514a',
  grid: '#ddd1bf',
  brass: '#c9a46a',
  sage: '#5d7359',
  paper: '#fcfaf6',
};

const STATUS_COLORS: Record<string, string> = {
  placed: COLORS.brass,
  scheduled: COLORS.ink600,
  'in-production': COLORS.terracotta,
  completed: COLORS.sage,
  cancelled: '#b3a89d',
};

const axisTick = { fill: COLORS.ink600, fontSize: 12 };
const tooltipStyle = { background: COLORS.paper, border: `1px solid ${COLORS.grid}`, borderRadius: 3, fontSize: 13, color: COLORS.ink };

/** The revenue axis's whole amounts: '$1,200' in English as before; the language's own format otherwise ('1 200 $', '1.200 CAD'). */
function axisMoney(locale: Locale, amountCents: number): string {
  const dollars = Math.round(amountCents / 100);
  if (locale === 'en') return `$${dollars.toLocaleString('en-US')}`;
  return numberFormat(intlTag(locale), { style: 'currency', currency: 'CAD', currencyDisplay: locale === 'fr' ? 'narrowSymbol' : 'code', maximumFractionDigits: 0 }).format(dollars);
}

export function RevenueChart({ series }: { series: AdminDashboardResponse['revenueSeries'] }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const day = (date: string) => shortDay(date, locale);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={COLORS.terracotta} stopOpacity={0.28} />
            <stop offset="100%" stopColor={COLORS.terracotta} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 4" vertical={false} />
        <XAxis dataKey="date" tickFormatter={day} tick={axisTick} tickLine={false} axisLine={{ stroke: COLORS.grid }} minTickGap={24} />
        <YAxis
          tickFormatter={(v: number) => axisMoney(locale, v)}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={locale === 'en' ? 64 : 80}
          allowDecimals={false}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(label) => (typeof label === 'string' ? day(label) : '')}
          formatter={(value) => [dashboardMoney(locale, Number(value)), t`Revenue`]}
        />
        <Area type="monotone" dataKey="cents" stroke={COLORS.terracotta} strokeWidth={2} fill="url(#revenue-fill)" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function OrdersByStatusChart({ counts }: { counts: AdminDashboardResponse['ordersByStatus'] }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
  const data = counts.map((c) => ({ ...c, label: ts(ORDER_STATUS_LABELS[c.status]) }));
  const figure = (n: number) => (locale === 'en' ? String(n) : numberFormat(intlTag(locale)).format(n));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 4" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={figure} tick={axisTick} tickLine={false} axisLine={{ stroke: COLORS.grid }} />
        <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} axisLine={false} width={locale === 'en' ? 96 : 112} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'rgb(28 24 21 / 0.04)' }} formatter={(value) => [figure(Number(value)), t`Orders`]} />
        <Bar dataKey="count" radius={[0, 2, 2, 0]} barSize={18} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.status} fill={STATUS_COLORS[d.status]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
