import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { ArrowRightIcon, BagIcon, PackageIcon, SparkIcon, UserIcon } from '../../../components/ui/icons';
import { paths, subscriptionsHref } from '../../../config/paths';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser, selectIsAdmin } from '../../../stores/user-slice';
import { DashboardDesigns } from './dashboard-designs';

interface Shortcut {
  to: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: typeof UserIcon;
}

const shortcuts: Shortcut[] = [
  { to: paths.dashboardProfile, title: msg`Profile`, text: msg`Your details, picture and password.`, Icon: UserIcon },
  { to: paths.cart, title: msg`Cart & Orders`, text: msg`What you are about to order and what you ordered.`, Icon: BagIcon },
  { to: paths.aiWallGenerator, title: msg`Create wall art`, text: msg`Start a new design with the AI generator.`, Icon: SparkIcon },
];

/** docs/product/plans.md#subscriptions-tab: the Subscriptions tab is for role user only. */
const subscriptionsShortcut: Shortcut = { to: subscriptionsHref, title: msg`Subscriptions`, text: msg`Your packages, their consultations and bookings.`, Icon: PackageIcon };

/** The dashboard's index: a greeting and the ways into the account screens. */
export function DashboardHomeScreen() {
  const { t, i18n } = useLingui();
  const user = useAppSelector(selectCurrentUser);
  const name = user?.name;
  const isAdmin = useAppSelector(selectIsAdmin);
  const shown = isAdmin ? shortcuts : [...shortcuts.slice(0, 1), subscriptionsShortcut, ...shortcuts.slice(1)];
  return (
    <PageLayout eyebrow={t`Dashboard`} title={name ? t`Welcome back, ${name}` : t`Welcome back`}>
      <ul className={isAdmin ? 'grid gap-5 md:grid-cols-3' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4'}>
        {shown.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="group frame flex h-full flex-col p-6 transition-colors hover:border-terracotta-500">
              <Icon className="size-6 text-terracotta-600" />
              <span className="mt-5 font-display text-xl text-ink-900">{i18n._(title)}</span>
              <span className="mt-1.5 flex-1 text-sm text-ink-600">{i18n._(text)}</span>
              <ArrowRightIcon className="mt-5 size-5 text-ink-500 transition-transform group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
      <DashboardDesigns />
    </PageLayout>
  );
}
