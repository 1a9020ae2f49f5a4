import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatInstant, numberFormat } from './intl-formats';

describe('Intl formats', () => {
  it('formats as Intl does and gives the same format for the same locale and options', () => {
    const at = new Date('2026-01-20T15:05:00Z');
    const format = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(format.format(at)).toBe('Jan 20');
    expect(dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).toBe(format);
    expect(dateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at)).toBe('January 20');
    expect(numberFormat('en-US').format(1_000_000)).toBe('1,000,000');
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
  });

  it('formats an ISO instant, and gives nothing for text that is not a date', () => {
    expect(formatInstant('2026-11-25T23:30:00.000Z', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })).toBe('Nov 25, 2026');
    expect(formatInstant('nonsense', { year: 'numeric', timeZone: 'UTC' })).toBe('');
  });
});
