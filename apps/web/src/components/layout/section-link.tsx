import { Link, type LinkProps } from 'react-router';
import { paths } from '../../config/paths';
import type { HomeNavigationState, LandingSectionId } from '../../config/landing-sections';

export interface SectionLinkProps extends Omit<LinkProps, 'to' | 'state'> {
  section: LandingSectionId;
}

/**
 * A link to a landing section. It carries scrollToSection in the navigation state (docs/product/landing.md#sections) and
 * the hash too, so the address can be copied or opened in a new tab.
 */
export function SectionLink({ section, ...props }: SectionLinkProps) {
  const state: HomeNavigationState = { scrollToSection: section };
  return <Link to={{ pathname: paths.home, hash: `#${section}` }} state={state} {...props} />;
}
