import {
  centsToDollars,
  cents,
  DEFAULT_CHECKOUT_PLAN,
  dollarsToCents,
  findPackageBySlug,
  SERVICE_PACKAGES,
  type Cents,
  type PackageSlug,
  type ServicePackage,
} from '@wallart/shared';
import { paths } from '../config/paths';
import type { CheckoutNavigationState, Plan } from '../types/plan';

/**
 * The plans of /payment (docs/product/plans.md#checkout-page, docs/product/plans.md#packages), shared by the package cards, the
 * Subscriptions tab and the checkout: a plan is one of the fixed service packages (seeded by the
 * server under the same ids), named in a URL by its slug (`/payment?plan=professional`) so that a
 * reload, the sign-in detour and Go Back keep it when navigation state is gone.
 */

/** The query parameter that names the plan on /payment. */
export const PLAN_QUERY = 'plan';

/** '$299', or 'Custom' when the package is sold by quote (docs/product/landing.md#package-cards package table). Dollars in. */
export function formatPackagePrice(price: number | null): string {
  if (price === null) return 'Custom';
  return `$${price.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** docs/product/plans.md#packages of one of the fixed packages: title 'Professional Plan', price '$599', …. */
export function planOfPackage(pkg: ServicePackage): Plan {
  return {
    title: `${pkg.name} Plan`,
    price: formatPackagePrice(pkg.priceCents === null ? null : centsToDollars(cents(pkg.priceCents))),
    period: pkg.period,
    description: pkg.description,
    features: [...pkg.features],
    packageId: pkg.id,
  };
}

/** docs/product/plans.md#checkout-page: with no plan passed, the Starter Plan, $299 per Project. */
export const DEFAULT_PLAN: Plan = { ...DEFAULT_CHECKOUT_PLAN, features: [...DEFAULT_CHECKOUT_PLAN.features], packageId: findPackageBySlug('starter').id };

/** The fixed package a plan is for: by its package id, else by its title ('Professional Plan'). */
export function packageOfPlan(plan: Pick<Plan, 'title' | 'packageId'>): ServicePackage | null {
  const id = plan.packageId?.toLowerCase();
  return (
    SERVICE_PACKAGES.find((p) => p.id === id) ??
    SERVICE_PACKAGES.find((p) => `${p.name} plan`.toLowerCase() === plan.title.trim().toLowerCase()) ??
    null
  );
}

/** The slug naming a plan in a URL, or null when it is none of the fixed packages. */
export function planSlugOf(plan: Pick<Plan, 'title' | 'packageId'>): PackageSlug | null {
  return packageOfPlan(plan)?.slug ?? null;
}

/** The plan a slug (or a package id) in a URL names, or null. */
export function planForSlug(slug: string | null | undefined): Plan | null {
  if (!slug) return null;
  const key = slug.trim().toLowerCase();
  const pkg = SERVICE_PACKAGES.find((p) => p.slug === key || p.id === key);
  return pkg ? planOfPackage(pkg) : null;
}

/** The plan handed over as navigation state ('Choose Plan', 'Purchase Package'), if any. */
export function planFromState(state: unknown): Plan | null {
  const plan = (state as CheckoutNavigationState | null)?.plan;
  if (!plan || typeof plan !== 'object') return null;
  const { title, price, period, description, features, packageId } = plan;
  if (typeof title !== 'string' || typeof price !== 'string') return null;
  return {
    title,
    price,
    period: typeof period === 'string' ? period : '',
    description: typeof description === 'string' ? description : '',
    features: Array.isArray(features) ? features.filter((f): f is string => typeof f === 'string') : [],
    ...(typeof packageId === 'string' ? { packageId } : {}),
  };
}

/** A plan's price in cents, or null when it has none (Enterprise, 'Custom': sold by quote). */
export function planPriceCents(plan: Pick<Plan, 'price'>): Cents | null {
  try {
    const amount = dollarsToCents(plan.price);
    return amount >= 0 ? amount : null;
  } catch {
    return null;
  }
}

/** Where 'Choose Plan' and 'Purchase Package' go: /payment naming the plan, with the plan as navigation state. */
export function checkoutLink(plan: Plan): { to: string; state: CheckoutNavigationState } {
  const slug = planSlugOf(plan);
  return { to: slug ? `${paths.payment}?${PLAN_QUERY}=${slug}` : paths.payment, state: { plan } };
}
