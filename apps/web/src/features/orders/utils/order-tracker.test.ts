import { describe, expect, it } from 'vitest';
import { orderTrackerSteps } from './order-tracker';
import { orderFixture } from '../testing/order-fixture';

const view = (order: Parameters<typeof orderTrackerSteps>[0]) => orderTrackerSteps(order).map((s) => `${s.label}:${s.state}:${s.reachedAt?.slice(0, 10) ?? '-'}`);

describe('order tracker (docs/product/cart-and-orders.md#order-status)', () => {
  it('a new order is at Pending, with the day it was placed, and nothing after it', () => {
    expect(view(orderFixture('a00000000000000000000001', 'placed'))).toEqual([
      'Pending:current:2026-11-10',
      'Scheduled:upcoming:-',
      'In Production:upcoming:-',
      'Completed:upcoming:-',
    ]);
  });

  it('earlier steps are done with the day they were reached; the current one is current', () => {
    expect(view(orderFixture('a00000000000000000000002', 'in-production', ['placed', 'scheduled', 'in-production']))).toEqual([
      'Pending:done:2026-11-10',
      'Scheduled:done:2026-11-11',
      'In Production:current:2026-11-12',
      'Completed:upcoming:-',
    ]);
  });

  it('a completed order has every step done', () => {
    const steps = orderTrackerSteps(orderFixture('a00000000000000000000003', 'completed', ['placed', 'scheduled', 'in-production', 'completed']));
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(steps.at(-1)?.reachedAt).toBe('2026-11-13T12:00:00.000Z');
  });

  it('a cancelled order has made no progress on the tracker', () => {
    expect(orderTrackerSteps(orderFixture('a00000000000000000000004', 'cancelled', ['placed', 'cancelled'])).map((s) => s.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('tells a screen reader which step is current', () => {
    expect(orderTrackerSteps(orderFixture('a00000000000000000000005', 'placed')).map((s) => s.stateText)).toEqual(['current step', 'not yet', 'not yet', 'not yet']);
  });
});
