import { describe, expect, it } from 'vitest';
import { checkoutLink, DEFAULT_PLAN, planForSlug, planFromState, planPriceCents, planSlugOf } from './plans';

describe('checkout plans', () => {
  it('defaults to the Starter Plan of docs/product/plans.md#packages', () => {
    expect(DEFAULT_PLAN).toMatchObject({
      title: 'Starter Plan',
      price: '$299',
      period: 'per Project',
      description: 'Perfect For Single Room Projects',
      features: ['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty'],
    });
    expect(planSlugOf(DEFAULT_PLAN)).toBe('starter');
  });

  it('reads a plan passed as navigation state, and nothing that is not one', () => {
    const plan = { title: 'Professional Plan', price: '$599', period: 'per Project', description: '', features: ['A'] };
    expect(planFromState({ plan })).toEqual(plan);
    expect(planFromState(null)).toBeNull();
    expect(planFromState({ plan: { title: 3 } })).toBeNull();
  });

  it('names a plan in the URL by its slug, by package id or by title', () => {
    expect(planForSlug('professional')).toMatchObject({ title: 'Professional Plan', price: '$599', packageId: '6650a1b2c3d4e5f6a7b88fd7' });
    expect(planForSlug('6650a1b2c3d4e5f6a7b88fd7')?.title).toBe('Professional Plan');
    expect(planForSlug('gold')).toBeNull();
    expect(planForSlug(null)).toBeNull();
    expect(planSlugOf({ title: 'Enterprise Plan' })).toBe('enterprise');
    expect(checkoutLink(planForSlug('professional')!)).toEqual({ to: '/payment?plan=professional', state: { plan: planForSlug('professional') } });
  });

  it('reads the price of a plan; Custom has none', () => {
    expect(planPriceCents({ price: '$1,299' })).toBe(129_900);
    expect(planPriceCents({ price: 'Custom' })).toBeNull();
    expect(planForSlug('enterprise')!.price).toBe('Custom');
  });
});
