import { describe, expect, it } from 'vitest';
import { SERVICE_PACKAGES } from '../packages';
import { packageListResponseSchema, packageResponseSchema, toPackageResponse } from './packages';

const starter = {
  _id: '6650a1b2c3d4e5f6a7b88fd6',
  name: 'Starter',
  price: 299,
  coverageSqFt: 100,
  consultations: 3,
  colorOptions: 'Basic',
  warrantyYears: 1,
  features: ['Up To 100 Sq Ft Coverage'],
  description: 'Perfect For Single Room Projects',
  period: 'per Project',
  popular: false,
};

describe('packageResponseSchema', () => {
  it('accepts a priced package and a custom-priced one', () => {
    expect(packageResponseSchema.parse(starter)).toEqual(starter);
    expect(packageResponseSchema.safeParse({ ...starter, price: null, coverageSqFt: null, consultations: null }).success).toBe(true);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a price in text', { price: '299' }],
    ['fractional consultations', { consultations: 1.5 }],
    ['a bad id', { _id: 'starter' }],
    ['missing features', { features: undefined }],
  ])('rejects %s', (_what, change) => {
    expect(packageResponseSchema.safeParse({ ...starter, ...change }).success).toBe(false);
  });
});

describe('toPackageResponse', () => {
  it('turns the fixed packages into valid API rows with dollar prices', () => {
    const rows = SERVICE_PACKAGES.map(toPackageResponse);
    expect(packageListResponseSchema.parse(rows)).toEqual(rows);
    expect(rows.map((r) => r.price)).toEqual([299, 599, null]);
    expect(rows[0]).toMatchObject({ _id: '6650a1b2c3d4e5f6a7b88fd6', coverageSqFt: 100, consultations: 3, warrantyYears: 1 });
  });
});
