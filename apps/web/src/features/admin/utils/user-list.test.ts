import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatJoined, readUserListParams, showingText, writeUserListParams } from './user-list';

describe('the Users list in the URL', () => {
  it('reads q, role and page, ignoring what is not valid', () => {
    expect(readUserListParams(new URLSearchParams('q=ada&role=admin&page=3'))).toEqual({ q: 'ada', role: 'admin', page: 3 });
    expect(readUserListParams(new URLSearchParams('role=root&page=-2'))).toEqual({ q: '', role: '', page: 1 });
    expect(readUserListParams(new URLSearchParams('page=1.5'))).toEqual({ q: '', role: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeUserListParams({ q: ' ada ', role: '', page: 1 }).toString()).toBe('q=ada');
    expect(writeUserListParams({ q: '', role: 'user', page: 2 }).toString()).toBe('role=user&page=2');
  });
});

describe('showingText', () => {
  it("says which rows of how many: 'Showing 21–40 of 57'", () => {
    expect(showingText(i18n, 2, 20, 20, 57)).toBe('Showing 21–40 of 57');
    expect(showingText(i18n, 3, 20, 17, 57)).toBe('Showing 41–57 of 57');
    expect(showingText(i18n, 1, 20, 0, 0)).toBe('Showing 0 of 0');
  });
});

describe('formatJoined', () => {
  it('formats the day in UTC', () => {
    expect(formatJoined('2026-11-25T23:30:00.000Z')).toBe('Nov 25, 2026');
    expect(formatJoined('nonsense')).toBe('');
  });
});
