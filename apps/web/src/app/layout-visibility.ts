import { paths } from '../config/paths';

/**
 * Which parts of the site chrome a path shows (docs/product/site.md#layout-rules). Pure so that every route
 * can be checked in a unit test.
 */
export interface LayoutVisibility {
  header: boolean;
  footer: boolean;
}

/** Screens that bring their own frame: no site header and no footer. */
const chromeless: readonly string[] = [
  paths.signIn,
  paths.signUp,
  paths.cart,
  paths.forgotPassword,
  paths.verifyOtp,
  paths.newPassword,
  paths.passwordSuccess,
];

/** Areas with their own layout: everything under them hides header and footer. */
const chromelessAreas: readonly string[] = [paths.dashboard, paths.admin];

/** Full-height tool screens keep the header but drop the footer. */
const footerless: readonly string[] = [
  paths.aiWallGenerator,
  paths.imageUpload,
  paths.payment,
  paths.paymentProcess,
  paths.paymentSuccess,
];

/** Route matching in React Router ignores case and a trailing slash, so this does too. */
function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

const lowered = (list: readonly string[]) => list.map((p) => p.toLowerCase());
const chromelessSet = new Set(lowered(chromeless));
const footerlessSet = new Set(lowered(footerless));
const areaPrefixes = lowered(chromelessAreas);

export function layoutVisibility(pathname: string): LayoutVisibility {
  const path = normalise(pathname);
  const inArea = areaPrefixes.some((area) => path === area || path.startsWith(`${area}/`));
  if (inArea || chromelessSet.has(path)) return { header: false, footer: false };
  return { header: true, footer: !footerlessSet.has(path) };
}
