import { PackageCards } from '../../features/packages/components/package-cards';
import { HomeScreen } from '../../features/landing/components/home-screen';

/** The home route composes the landing page with the package cards of the packages feature. */
export function HomeRoute() {
  return <HomeScreen packages={<PackageCards />} />;
}
