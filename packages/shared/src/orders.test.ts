import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_HISTORY_FILTERS,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRACKER_STEPS,
  PLAN_DELIVERY_TEXT,
  SHIPPING_METHOD,
  canTransition,
  CANCELLED_DELIVERY_TEXT,
  estimatedDeliveryText,
  generateOrderNumber,
  ORDER_NUMBER_ANY_WIDTH_PATTERN,
  ORDER_NUMBER_DRAWS_PER_WIDTH,
  orderNumberCandidate,
  isOrderStatus,
  matchesOrderFilter,
  nextOrderStatuses,
  normaliseOrderStatus,
  orderDisplayId,
  trackerStepState,
  type OrderStatus,
} from './orders';

describe('statuses', () => {
  it('uses the server values and labels placed as Pending', () => {
    expect(ORDER_STATUSES).toEqual(['placed', 'scheduled', 'in-production', 'completed', 'cancelled']);
    expect(ORDER_STATUS_LABELS.placed).toBe('Pending');
    expect(ORDER_STATUS_LABELS['in-production']).toBe('In Production');
    expect(isOrderStatus('scheduled')).toBe(true);
    expect(isOrderStatus('Scheduled')).toBe(false);
  });

  it.each<[unknown, OrderStatus | null]>([
    ['placed', 'placed'],
    ['Pending', 'placed'],
    ['pending', 'placed'],
    ['Scheduled', 'scheduled'],
    ['In Production', 'in-production'],
    ['in-production', 'in-production'],
    ['IN_PRODUCTION', 'in-production'],
    ['  completed ', 'completed'],
    ['Completed', 'completed'],
    ['Canceled', 'cancelled'],
    ['cancelled', 'cancelled'],
    ['shipped', null],
    ['', null],
    [null, null],
    [3, null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseOrderStatus(input)).toBe(expected);
  });

  it('normalises every label back to its status', () => {
    for (const status of ORDER_STATUSES) expect(normaliseOrderStatus(ORDER_STATUS_LABELS[status])).toBe(status);
  });
});

describe('tracker', () => {
  it('has the steps of docs/product/cart-and-orders.md#order-status in order', () => {
    expect(ORDER_TRACKER_STEPS.map((s) => s.label)).toEqual(['Pending', 'Scheduled', 'In Production', 'Completed']);
  });

  const states = (current: OrderStatus) => ORDER_TRACKER_STEPS.map((s) => trackerStepState(current, s.status));

  it('marks earlier steps done, the current one current, later ones upcoming', () => {
    expect(states('placed')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('scheduled')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('in-production')).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('shows a completed order fully done and a cancelled one not progressed', () => {
    expect(states('completed')).toEqual(['done', 'done', 'done', 'done']);
    expect(states('cancelled')).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});

describe('transitions (docs/architecture.md#real-admin-screens)', () => {
  const allowed = new Set([
    'placed>scheduled',
    'scheduled>in-production',
    'in-production>completed',
    'placed>cancelled',
    'scheduled>cancelled',
  ]);

  it('allows exactly the forward steps and cancelling before production', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lists next statuses', () => {
    expect(nextOrderStatuses('placed')).toEqual(['scheduled', 'cancelled']);
    expect(nextOrderStatuses('in-production')).toEqual(['completed']);
    expect(nextOrderStatuses('completed')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});

describe('delivery', () => {
  it('shows the docs/product/cart-and-orders.md#delivery-estimate estimate per status for an artwork order', () => {
    expect(estimatedDeliveryText('artwork', 'completed')).toBe('Delivered');
    expect(estimatedDeliveryText('artwork', 'in-production')).toBe('5-7 business days');
    expect(estimatedDeliveryText('artwork', 'placed')).toBe('10-14 business days');
    expect(estimatedDeliveryText('artwork', 'scheduled')).toBe('10-14 business days');
    expect(estimatedDeliveryText('artwork', 'cancelled')).toBe(CANCELLED_DELIVERY_TEXT);
    expect(SHIPPING_METHOD).toBe('Standard Delivery');
  });

  it('never gives a plan order an artwork delivery estimate: a plan ships nothing', () => {
    for (const status of ORDER_STATUSES) {
      expect(estimatedDeliveryText('plan', status)).toBe(PLAN_DELIVERY_TEXT);
      expect(estimatedDeliveryText('plan', status)).not.toMatch(/business days|Delivered/);
    }
  });
});

describe('order history filter', () => {
  it('offers All Orders, Pending, In Production, Completed', () => {
    expect(ORDER_HISTORY_FILTERS).toEqual([
      { value: 'all', label: 'All Orders' },
      { value: 'placed', label: 'Pending' },
      { value: 'in-production', label: 'In Production' },
      { value: 'completed', label: 'Completed' },
    ]);
  });

  it('matches by status, and all matches everything', () => {
    expect(matchesOrderFilter('placed', 'placed')).toBe(true);
    expect(matchesOrderFilter('scheduled', 'placed')).toBe(false);
    expect(matchesOrderFilter('cancelled', 'all')).toBe(true);
    expect(matchesOrderFilter('completed', 'in-production')).toBe(false);
  });
});

describe('generateOrderNumber', () => {
  it('covers 1000 to 9999', () => {
    expect(generateOrderNumber(2026, () => 0)).toBe('ORD-2026-1000');
    expect(generateOrderNumber(2026, () => 0.999_999_999)).toBe('ORD-2026-9999');
    expect(generateOrderNumber(2026, () => 0.5)).toBe('ORD-2026-5500');
  });

  it('always matches the format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (year, r) => {
        const id = generateOrderNumber(year, () => r);
        expect(id).toMatch(ORDER_NUMBER_PATTERN);
        const n = Number(id.slice(-4));
        expect(n >= 1000 && n <= 9999).toBe(true);
      }),
    );
  });

  it('rejects a bad year or random draw', () => {
    expect(() => generateOrderNumber(26, () => 0.1)).toThrow(RangeError);
    expect(() => generateOrderNumber(2026.5, () => 0.1)).toThrow(RangeError);
    expect(() => generateOrderNumber(2026, () => 1)).toThrow(RangeError);
    expect(() => generateOrderNumber(2026, () => -0.1)).toThrow(RangeError);
    expect(() => generateOrderNumber(2026, () => Number.NaN)).toThrow(RangeError);
  });
});

describe('orderNumberCandidate (the server widens a year that ran out of numbers)', () => {
  it('draws four digits first, then one more digit every ORDER_NUMBER_DRAWS_PER_WIDTH draws', () => {
    expect(ORDER_NUMBER_DRAWS_PER_WIDTH).toBe(20);
    expect(orderNumberCandidate(2026, 0, () => 0)).toBe('ORD-2026-1000');
    expect(orderNumberCandidate(2026, 19, () => 0.999_999_999)).toBe('ORD-2026-9999');
    expect(orderNumberCandidate(2026, 20, () => 0)).toBe('ORD-2026-10000');
    expect(orderNumberCandidate(2026, 39, () => 0.999_999_999)).toBe('ORD-2026-99999');
    expect(orderNumberCandidate(2026, 40, () => 0)).toBe('ORD-2026-100000');
  });

  it('always matches the format of its width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const number = orderNumberCandidate(2026, attempt, () => r);
        expect(number).toMatch(ORDER_NUMBER_ANY_WIDTH_PATTERN);
        expect(number.length - 'ORD-2026-'.length).toBe(4 + Math.floor(attempt / 20));
        if (attempt < 20) expect(number).toMatch(ORDER_NUMBER_PATTERN);
      }),
    );
  });

  it('rejects a bad draw', () => {
    expect(() => orderNumberCandidate(2026, 25, () => 1)).toThrow(RangeError);
  });
});

describe('orderDisplayId', () => {
  it('is the first 8 characters', () => {
    expect(orderDisplayId('6650a1b2c3d4e5f6a7b88fd6')).toBe('6650a1b2');
    expect(orderDisplayId('abc')).toBe('abc');
  });
});
