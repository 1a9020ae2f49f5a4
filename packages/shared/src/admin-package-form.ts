/**
 * The admin package form's values and the API body (issue 19), apart from the form's schema
 * (./schemas/admin-packages.ts), so the Packages screen opens without zod.
 */
import { cents, centsToDecimalString, dollarsToCents } from './money';
import type { AdminPackage, AdminPackageForm, AdminPackageInput } from './schemas/admin-packages';

/** The form's features, one a line, without empty lines. */
export function featureLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/** A valid form as the API body. */
export function packageFormToBody(form: AdminPackageForm): AdminPackageInput {
  const price = form.price.trim().replace(/^\$/, '');
  return {
    name: form.name.trim(),
    priceCents: price === '' ? null : dollarsToCents(price),
    coverageSqFt: form.coverageSqFt.trim() === '' ? null : Number(form.coverageSqFt),
    consultations: form.consultations.trim() === '' ? null : Number(form.consultations),
    colorOptions: form.colorOptions.trim(),
    warrantyYears: Number(form.warrantyYears),
    features: featureLines(form.features),
    description: form.description.trim(),
    period: form.period.trim(),
    popular: form.popular,
  };
}

/** A package's fields as the form shows them (empty for a new package). */
export function packageToForm(pkg: AdminPackage | null): AdminPackageForm {
  if (!pkg) {
    return { name: '', price: '', coverageSqFt: '', consultations: '', colorOptions: 'Basic', warrantyYears: '1', features: '', description: '', period: 'per Project', popular: false };
  }
  return {
    name: pkg.name,
    price: pkg.priceCents === null ? '' : centsToDecimalString(cents(pkg.priceCents)),
    coverageSqFt: pkg.coverageSqFt === null ? '' : String(pkg.coverageSqFt),
    consultations: pkg.consultations === null ? '' : String(pkg.consultations),
    colorOptions: pkg.colorOptions,
    warrantyYears: String(pkg.warrantyYears),
    features: pkg.features.join('\n'),
    description: pkg.description,
    period: pkg.period,
    popular: pkg.popular,
  };
}
