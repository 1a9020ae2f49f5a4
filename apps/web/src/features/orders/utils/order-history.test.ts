import { describe, expect, it } from 'vitest';
import { countsByFilter, emptyHistoryState, formatOrderDate, isOrderHistoryFilter, ordersForFilter } from './order-history';
import { orderFixture } from '../testing/order-fixture';

const placed = orderFixture('a00000000000000000000001', 'placed');
const scheduled = orderFixture('a00000000000000000000002', 'scheduled');
const making = orderFixture('a00000000000000000000003', 'in-production');
const done = orderFixture('a00000000000000000000004', 'completed');
const cancelled = orderFixture('a00000000000000000000005', 'cancelled');
const all = [done, making, scheduled, placed, cancelled];

describe('order history filter (docs/product/cart-and-orders.md#order-history)', () => {
  it('Pending shows placed orders only; scheduled ones are not pending', () => {
    expect(ordersForFilter(all, 'placed')).toEqual([placed]);
  });

  it('In Production and Completed show their status; All Orders keeps everything in the server order', () => {
    expect(ordersForFilter(all, 'in-production')).toEqual([making]);
    expect(ordersForFilter(all, 'completed')).toEqual([done]);
    expect(ordersForFilter(all, 'all')).toEqual(all);
  });

  it('counts what each tab holds', () => {
    expect(countsByFilter(all)).toEqual({ all: 5, placed: 1, 'in-production': 1, completed: 1 });
    expect(countsByFilter([])).toEqual({ all: 0, placed: 0, 'in-production': 0, completed: 0 });
  });

  it('accepts only the four filter values from a tab', () => {
    expect(['all', 'placed', 'in-production', 'completed'].every(isOrderHistoryFilter)).toBe(true);
    expect(isOrderHistoryFilter('scheduled')).toBe(false);
    expect(isOrderHistoryFilter('cancelled')).toBe(false);
  });
});

describe('empty states', () => {
  it('offers Start Shopping alone when there are no orders', () => {
    expect(emptyHistoryState([], 'all')).toMatchObject({ title: 'No orders yet', showAll: false });
    expect(emptyHistoryState([], 'completed')).toMatchObject({ title: 'No orders yet', showAll: false });
  });

  it('offers Show All Orders when a filter hides the orders there are', () => {
    expect(emptyHistoryState([placed], 'completed')).toMatchObject({ title: 'No completed orders', showAll: true });
    expect(emptyHistoryState([placed], 'in-production')).toMatchObject({ title: 'No in production orders', showAll: true });
  });

  it('is not shown when the filter has orders', () => {
    expect(emptyHistoryState([placed], 'placed')).toBeNull();
    expect(emptyHistoryState([cancelled], 'all')).toBeNull();
  });
});

describe('formatOrderDate', () => {
  it('reads the UTC date the order was placed', () => {
    expect(formatOrderDate('2026-11-25T23:59:00.000Z')).toBe('Nov 25, 2026');
    expect(formatOrderDate('not a date')).toBe('');
  });
});
