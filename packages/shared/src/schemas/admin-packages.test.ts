import { describe, expect, it } from 'vitest';
import { packageFormToBody, packageToForm } from '../admin-package-form';
import { ADMIN_PACKAGE_MESSAGES } from '../admin-rules';
import { adminPackageBodySchema, adminPackageFormSchema } from './admin-packages';

const body = { name: 'Gallery Wall', priceCents: 45_000, coverageSqFt: null, consultations: null, colorOptions: 'Premium', warrantyYears: 3, features: ['One'] };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('adminPackageBodySchema (issue 19)', () => {
  it('accepts a package with unlimited coverage and consultations, and fills description, period and popular', () => {
    expect(adminPackageBodySchema.parse(body)).toEqual({ ...body, description: '', period: 'per Project', popular: false });
  });

  it.each([
    ['a negative price', { priceCents: -1 }, ADMIN_PACKAGE_MESSAGES.priceInvalid],
    ['a fractional price', { priceCents: 12.5 }, ADMIN_PACKAGE_MESSAGES.priceInvalid],
    ['0 consultations', { consultations: 0 }, ADMIN_PACKAGE_MESSAGES.consultationsZero],
    ['a 500-character name', { name: 'x'.repeat(500) }, ADMIN_PACKAGE_MESSAGES.nameTooLong],
    ['a 51-year warranty', { warrantyYears: 51 }, ADMIN_PACKAGE_MESSAGES.warrantyInvalid],
    ['21 features', { features: Array.from({ length: 21 }, (_, i) => `F${i}`) }, ADMIN_PACKAGE_MESSAGES.tooManyFeatures],
  ])('refuses %s with its message', (_what, change, message) => {
    expect(firstMessage(adminPackageBodySchema.safeParse({ ...body, ...change }))).toBe(message);
  });
});

describe('the package form', () => {
  it('turns dollars into cents, empty fields into Custom and unlimited, and lines into features', () => {
    const form = { ...packageToForm(null), name: ' Mural ', price: '349.50', features: 'One wall\n\n Two coats ' };
    expect(adminPackageFormSchema.safeParse(form).success).toBe(true);
    expect(packageFormToBody(form)).toMatchObject({ name: 'Mural', priceCents: 34_950, coverageSqFt: null, consultations: null, features: ['One wall', 'Two coats'] });
  });

  it('refuses a negative or over-precise price and 0 consultations', () => {
    const form = packageToForm(null);
    expect(firstMessage(adminPackageFormSchema.safeParse({ ...form, name: 'A', price: '-5' }))).toBe(ADMIN_PACKAGE_MESSAGES.priceFormInvalid);
    expect(firstMessage(adminPackageFormSchema.safeParse({ ...form, name: 'A', price: '1.234' }))).toBe(ADMIN_PACKAGE_MESSAGES.priceFormInvalid);
    expect(firstMessage(adminPackageFormSchema.safeParse({ ...form, name: 'A', consultations: '0' }))).toBe(ADMIN_PACKAGE_MESSAGES.consultationsZero);
  });
});
