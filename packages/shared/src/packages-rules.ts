/**
 * Package auto-selection and estimates of docs/product/cart-and-orders.md#package-selection, used by the cart's
 * package dialog. Areas are in square feet; line dimensions are in feet.
 */
import { cents, type Cents } from './money';
import type { PackageSlug } from './packages';

export interface AreaLine {
  /** Width in feet. */
  width: number;
  /** Height in feet. */
  height: number;
  quantity: number;
}

/** Up to this many square feet the Starter package is selected. */
export const STARTER_MAX_SQ_FT = 100;
/** Up to this many square feet (above Starter's) Professional is selected; above it Enterprise. */
export const PROFESSIONAL_MAX_SQ_FT = 300;

function assertNonNegative(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a non-negative number, got ${value}`);
}

/**
 * Total area: the sum of width x height x quantity (docs/product/cart-and-orders.md#totals). A total of 0 counts as 1 square foot,
 * as the spec says, so an order without measurements still gets a package and a price.
 * Throws a RangeError for negative or non-finite values.
 */
export function totalSquareFeet(lines: Iterable<AreaLine>): number {
  let total = 0;
  for (const line of lines) {
    assertNonNegative(line.width, 'width');
    assertNonNegative(line.height, 'height');
    assertNonNegative(line.quantity, 'quantity');
    total += line.width * line.height * line.quantity;
  }
  return total === 0 ? 1 : total;
}

/** Package for an area: up to 100 starter, up to 300 professional, above that enterprise (docs/product/cart-and-orders.md#package-selection). */
export function selectPackageBySquareFeet(sqFt: number): PackageSlug {
  assertNonNegative(sqFt, 'square feet');
  if (sqFt <= STARTER_MAX_SQ_FT) return 'starter';
  if (sqFt <= PROFESSIONAL_MAX_SQ_FT) return 'professional';
  return 'enterprise';
}

/**
 * The package that fits an area among the ones on sale (the server's list, which an admin edits):
 * the smallest coverage that holds `sqFt`, else one with unlimited coverage, else the largest. With
 * the seeded packages this is selectPackageBySquareFeet's docs/product/cart-and-orders.md#package-selection rule. Undefined for an empty list.
 */
export function recommendPackage<T extends { coverageSqFt: number | null }>(packages: readonly T[], sqFt: number): T | undefined {
  assertNonNegative(sqFt, 'square feet');
  const fitting = packages.filter((p) => p.coverageSqFt !== null && p.coverageSqFt >= sqFt);
  if (fitting.length > 0) return fitting.reduce((a, b) => (b.coverageSqFt! < a.coverageSqFt! ? b : a));
  const unlimited = packages.find((p) => p.coverageSqFt === null);
  if (unlimited) return unlimited;
  return packages.reduce<T | undefined>((a, b) => (a === undefined || b.coverageSqFt! > a.coverageSqFt! ? b : a), undefined);
}

/** CAD per square foot: 21 up to 50 sq ft, 20 up to 100, 18 above (docs/product/cart-and-orders.md#package-selection). Whole dollars. */
export function pricePerSqFtCad(sqFt: number): number {
  assertNonNegative(sqFt, 'square feet');
  if (sqFt <= 50) return 21;
  if (sqFt <= 100) return 20;
  return 18;
}

/**
 * Estimated price in CAD cents: area x rate. The area is first rounded to hundredths of a square
 * foot (the cart's input step is 0.01, docs/product/cart-and-orders.md#package-selection), so hundredths x whole-dollar rate is exactly cents.
 */
export function estimatedPriceCents(sqFt: number): Cents {
  const hundredths = Math.round(sqFt * 100);
  return cents(hundredths * pricePerSqFtCad(hundredths / 100));
}

/**
 * Consultations of a selection: the package's own number, or the number of cart items plus 2 when
 * the package has none (null, undefined or 0, docs/product/cart-and-orders.md#package-selection).
 */
export function consultationsFor(packageConsultations: number | null | undefined, itemCount: number): number {
  if (!Number.isSafeInteger(itemCount) || itemCount < 0) throw new RangeError(`item count must be a non-negative integer, got ${itemCount}`);
  return packageConsultations ? packageConsultations : itemCount + 2;
}

export interface PackageEstimate {
  sqFt: number;
  packageSlug: PackageSlug;
  pricePerSqFtCad: number;
  estimatedPriceCents: Cents;
}

/** Everything the package dialog shows for a cart, computed from its lines in one call. */
export function estimatePackage(lines: Iterable<AreaLine>): PackageEstimate {
  const sqFt = totalSquareFeet(lines);
  return {
    sqFt,
    packageSlug: selectPackageBySquareFeet(sqFt),
    pricePerSqFtCad: pricePerSqFtCad(sqFt),
    estimatedPriceCents: estimatedPriceCents(sqFt),
  };
}
