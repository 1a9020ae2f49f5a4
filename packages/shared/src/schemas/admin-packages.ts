/**
 * The admin Packages screen's calls (issue 19; DESIGN §4.11): the full catalogue with inactive
 * packages, create, edit, deactivate and reactivate. A package is never deleted: orders and
 * subscriptions refer to it (decision 037). The limits are here once, for the form and the server.
 */
import { z } from 'zod';
import { cents, centsToDecimalString, dollarsToCents } from '../money';
import { isoDateTimeSchema, objectIdSchema, textRule } from './fields';

export const PACKAGE_NAME_MAX_LENGTH = 100;
export const PACKAGE_FEATURE_MAX_LENGTH = 200;
export const PACKAGE_FEATURES_MAX = 20;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 300;
export const PACKAGE_PERIOD_MAX_LENGTH = 40;
export const PACKAGE_COLOR_OPTIONS_MAX_LENGTH = 60;
export const PACKAGE_WARRANTY_MAX_YEARS = 50;
/** $1,000,000.00: a bound so a typo of extra zeros is caught, far above any package. */
export const PACKAGE_PRICE_MAX_CENTS = 100_000_000;
export const PACKAGE_COVERAGE_MAX_SQ_FT = 1_000_000;
export const PACKAGE_CONSULTATIONS_MAX = 1_000;

export const ADMIN_PACKAGE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${PACKAGE_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'A package with this name already exists.',
  priceInvalid: 'Price must be a whole number of cents, 0 or more (leave it empty for Custom).',
  priceFormInvalid: 'Price must be an amount in dollars such as 299 or 299.50, 0 or more (leave it empty for Custom).',
  priceTooHigh: 'Price must be at most $1,000,000.',
  coverageInvalid: 'Coverage must be a whole number of sq ft, 0 or more (leave it empty for unlimited).',
  consultationsInvalid: 'Consultations must be a whole number, at least 1 (leave it empty for unlimited).',
  consultationsZero: 'A package needs at least 1 consultation; leave it empty for unlimited.',
  warrantyInvalid: `Warranty must be a whole number of years from 0 to ${PACKAGE_WARRANTY_MAX_YEARS}.`,
  colorOptionsRequired: 'Colour options are required.',
  colorOptionsTooLong: `Colour options must be at most ${PACKAGE_COLOR_OPTIONS_MAX_LENGTH} characters.`,
  featureEmpty: 'A feature cannot be empty.',
  featureTooLong: `Each feature must be at most ${PACKAGE_FEATURE_MAX_LENGTH} characters.`,
  tooManyFeatures: `A package has at most ${PACKAGE_FEATURES_MAX} features.`,
  descriptionTooLong: `Description must be at most ${PACKAGE_DESCRIPTION_MAX_LENGTH} characters.`,
  periodRequired: 'Period is required (for example "per Project").',
  periodTooLong: `Period must be at most ${PACKAGE_PERIOD_MAX_LENGTH} characters.`,
  controlCharacters: 'Remove the control characters from the text.',
  notFound: 'Package not found',
  alreadyActive: 'This package is already active.',
  alreadyInactive: 'This package is already inactive.',
  fetchFailed: 'Failed to load packages',
  saveFailed: 'Failed to save the package',
  created: (name: string) => `${name} was added.`,
  updated: (name: string) => `${name} was updated.`,
  deactivated: (name: string) => `${name} is no longer offered.`,
  reactivated: (name: string) => `${name} is offered again.`,
} as const;

const M = ADMIN_PACKAGE_MESSAGES;

/** One line of text: trimmed, required, bounded, no control characters. */
function line(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine(textRule(), { error: M.controlCharacters });
}

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Consultations: 0 is refused with its own message (null means unlimited). */
const consultationsField = z
  .number({ error: M.consultationsInvalid })
  .int({ error: M.consultationsInvalid })
  .refine((n) => n !== 0, { error: M.consultationsZero, abort: true })
  .refine((n) => n >= 1 && n <= PACKAGE_CONSULTATIONS_MAX, { error: M.consultationsInvalid });

/** POST /api/admin/packages and PUT /api/admin/packages/{id}: the whole package (a PUT replaces every field). */
export const adminPackageBodySchema = z.object({
  name: line(M.nameRequired, PACKAGE_NAME_MAX_LENGTH, M.nameTooLong),
  /** Integer cents, or null for 'Custom' (sold by quote, DESIGN §4.12). */
  priceCents: z
    .number({ error: M.priceInvalid })
    .int({ error: M.priceInvalid })
    .min(0, { error: M.priceInvalid })
    .max(PACKAGE_PRICE_MAX_CENTS, { error: M.priceTooHigh })
    .nullable(),
  /** Null means unlimited. */
  coverageSqFt: wholeNumber(M.coverageInvalid, 0, PACKAGE_COVERAGE_MAX_SQ_FT).nullable(),
  /** At least 1; null means unlimited. */
  consultations: consultationsField.nullable(),
  colorOptions: line(M.colorOptionsRequired, PACKAGE_COLOR_OPTIONS_MAX_LENGTH, M.colorOptionsTooLong),
  warrantyYears: wholeNumber(M.warrantyInvalid, 0, PACKAGE_WARRANTY_MAX_YEARS),
  features: z.array(line(M.featureEmpty, PACKAGE_FEATURE_MAX_LENGTH, M.featureTooLong)).max(PACKAGE_FEATURES_MAX, { error: M.tooManyFeatures }),
  description: z
    .string()
    .trim()
    .max(PACKAGE_DESCRIPTION_MAX_LENGTH, { error: M.descriptionTooLong, abort: true })
    .refine(textRule(), { error: M.controlCharacters })
    .default(''),
  period: line(M.periodRequired, PACKAGE_PERIOD_MAX_LENGTH, M.periodTooLong).default('per Project'),
  /** The 'Most Popular' badge of the landing page's cards. */
  popular: z.boolean().default(false),
});
export type AdminPackageBody = z.input<typeof adminPackageBodySchema>;
export type AdminPackageInput = z.output<typeof adminPackageBodySchema>;

/** A package as the admin sees it: cents, every field, and whether it is on sale. */
export const adminPackageSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  priceCents: z.number().int().nonnegative().nullable(),
  coverageSqFt: z.number().int().nonnegative().nullable(),
  consultations: z.number().int().positive().nullable(),
  colorOptions: z.string(),
  warrantyYears: z.number().int().nonnegative(),
  features: z.array(z.string()),
  description: z.string(),
  period: z.string(),
  popular: z.boolean(),
  active: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackageListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminPackageSchema) });
export type AdminPackageListResponse = z.infer<typeof adminPackageListResponseSchema>;

export const adminPackageResponseSchema = z.object({ success: z.literal(true), message: z.string(), package: adminPackageSchema });
export type AdminPackageResponse = z.infer<typeof adminPackageResponseSchema>;

export const adminPackageParamsSchema = z.object({ id: objectIdSchema.transform((id) => id.toLowerCase()) });

// ---------------------------------------------------------------------------------------------
// The Packages screen's form: text fields as typed; `packageFormToBody` turns them into the body.

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

const optionalWhole = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (WHOLE.test(v) && Number(v) >= min && Number(v) <= max), { error: message });

export const adminPackageFormSchema = z.object({
  name: line(M.nameRequired, PACKAGE_NAME_MAX_LENGTH, M.nameTooLong),
  /** Dollars ('299', '299.50'); empty for Custom. */
  price: z
    .string()
    .trim()
    .refine((v) => v === '' || DOLLARS.test(v.replace(/^\$/, '')), { error: M.priceFormInvalid, abort: true })
    .refine((v) => v === '' || dollarsToCents(v.replace(/^\$/, '')) <= PACKAGE_PRICE_MAX_CENTS, { error: M.priceTooHigh }),
  /** Empty for unlimited. */
  coverageSqFt: optionalWhole(M.coverageInvalid, 0, PACKAGE_COVERAGE_MAX_SQ_FT),
  /** Empty for unlimited; 0 has its own message. */
  consultations: z
    .string()
    .trim()
    .refine((v) => v === '' || !WHOLE.test(v) || Number(v) !== 0, { error: M.consultationsZero, abort: true })
    .refine((v) => v === '' || (WHOLE.test(v) && Number(v) >= 1 && Number(v) <= PACKAGE_CONSULTATIONS_MAX), { error: M.consultationsInvalid }),
  colorOptions: line(M.colorOptionsRequired, PACKAGE_COLOR_OPTIONS_MAX_LENGTH, M.colorOptionsTooLong),
  warrantyYears: z
    .string()
    .trim()
    .refine((v) => WHOLE.test(v) && Number(v) <= PACKAGE_WARRANTY_MAX_YEARS, { error: M.warrantyInvalid }),
  /** One feature a line; blank lines are dropped. */
  features: z
    .string()
    .refine((v) => featureLines(v).length <= PACKAGE_FEATURES_MAX, { error: M.tooManyFeatures, abort: true })
    .refine((v) => featureLines(v).every((f) => f.length <= PACKAGE_FEATURE_MAX_LENGTH), { error: M.featureTooLong, abort: true })
    .refine((v) => featureLines(v).every(textRule()), { error: M.controlCharacters }),
  description: z
    .string()
    .trim()
    .max(PACKAGE_DESCRIPTION_MAX_LENGTH, { error: M.descriptionTooLong, abort: true })
    .refine(textRule(), { error: M.controlCharacters }),
  period: line(M.periodRequired, PACKAGE_PERIOD_MAX_LENGTH, M.periodTooLong),
  popular: z.boolean(),
});
export type AdminPackageForm = z.infer<typeof adminPackageFormSchema>;

function featureLines(text: string): string[] {
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
