/**
 * The admin Packages screen's calls (issue 19; docs/architecture.md#real-admin-screens): the full catalogue with inactive
 * packages, create, edit, deactivate and reactivate. A package is never deleted: orders and
 * subscriptions refer to it (decision 037). The limits are here once, for the form and the server.
 */
import { z } from 'zod';
import { featureLines } from '../admin-package-form';
import {
  ADMIN_PACKAGE_MESSAGES,
  PACKAGE_COLOR_OPTIONS_MAX_LENGTH,
  PACKAGE_CONSULTATIONS_MAX,
  PACKAGE_COVERAGE_MAX_SQ_FT,
  PACKAGE_DESCRIPTION_MAX_LENGTH,
  PACKAGE_FEATURE_MAX_LENGTH,
  PACKAGE_FEATURES_MAX,
  PACKAGE_NAME_MAX_LENGTH,
  PACKAGE_PERIOD_MAX_LENGTH,
  PACKAGE_PRICE_MAX_CENTS,
  PACKAGE_WARRANTY_MAX_YEARS,
} from '../admin-rules';
import { dollarsToCents } from '../money';
import { isoDateTimeSchema, objectIdSchema, textRule } from './fields';

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
  /** Integer cents, or null for 'Custom' (sold by quote, docs/architecture.md#copy-rewritten). */
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
