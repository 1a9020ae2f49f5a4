import { PackageIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';

/**
 * SPEC §2 "Subscriptions tab". Its content (My Subscriptions, Available Packages) belongs to the
 * subscriptions issue; until then the tab says so plainly instead of showing invented data.
 */
export function SubscriptionsPanel() {
  return (
    <div className="frame flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ink-900 text-brass-200">
        <PackageIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl text-ink-900">My Subscriptions</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-600">
        Coming soon: here you will see your consultation packages, their remaining consultations and expiry dates, and buy new
        ones.
      </p>
      <LinkButton to={paths.home} state={{ scrollToSection: 'about' }} variant="outline" className="mt-6">
        See our packages
      </LinkButton>
    </div>
  );
}
