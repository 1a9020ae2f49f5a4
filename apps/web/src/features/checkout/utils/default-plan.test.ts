import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, planFromState } from './default-plan';

describe('checkout plan', () => {
  it('defaults to the Starter Plan of SPEC §2', () => {
    expect(DEFAULT_PLAN).toMatchObject({
      title: 'Starter Plan',
      price: '$299',
      period: 'per Project',
      description: 'Perfect For Single Room Projects',
      features: ['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty'],
    });
    expect(planFromState(null)).toBe(DEFAULT_PLAN);
  });

  it('uses the plan passed as navigation state', () => {
    const plan = { title: 'Professional Plan', price: '$599', period: 'per Project', description: '', features: [] };
    expect(planFromState({ plan })).toBe(plan);
  });
});
