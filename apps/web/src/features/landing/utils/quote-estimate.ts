import { estimatePackage, findPackageBySlug, formatMoneyIn, type Locale, type PackageSlug } from '@wallart/shared';

export interface QuoteInput {
  /** Feet. */
  width: number;
  /** Feet. */
  height: number;
  walls: number;
}

export interface QuoteEstimate {
  sqFt: number;
  pricePerSqFtCad: number;
  /** e.g. 'CAD 2,160.00' in English, '2 160,00 $' in French. */
  estimatedPrice: string;
  packageSlug: PackageSlug;
  packageName: string;
}

/**
 * The portfolio's AI Quote Estimator: the per-square-foot rules of docs/product/landing.md#portfolio that the cart's package
 * dialog uses (21/20/18 CAD per sq ft, Starter up to 100 sq ft, Professional up to 300).
 * Returns null while the input is not a usable measurement. The price is written for `locale`.
 */
export function estimateQuote({ width, height, walls }: QuoteInput, locale: Locale = 'en'): QuoteEstimate | null {
  const valid = [width, height].every((n) => Number.isFinite(n) && n > 0) && Number.isSafeInteger(walls) && walls >= 1;
  if (!valid) return null;
  const estimate = estimatePackage([{ width, height, quantity: walls }]);
  return {
    sqFt: estimate.sqFt,
    pricePerSqFtCad: estimate.pricePerSqFtCad,
    estimatedPrice: formatMoneyIn(locale, estimate.estimatedPriceCents),
    packageSlug: estimate.packageSlug,
    packageName: findPackageBySlug(estimate.packageSlug).name,
  };
}
