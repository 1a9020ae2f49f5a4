import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatInstant, USER_ROLES, type Locale, type UserRole } from '@wallart/shared';
import { intlTag } from './ui-locale';

/** The list's state as the URL holds it (`/admin/users?q=ada&role=admin&page=2`), so a reload keeps it. */
export interface UserListUrlState {
  q: string;
  role: UserRole | '';
  page: number;
}

export function readUserListParams(params: URLSearchParams): UserListUrlState {
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    role: (USER_ROLES as readonly string[]).includes(role) ? (role as UserRole) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search for a state, leaving out what is the default (no search, every role, page 1). */
export function writeUserListParams({ q, role, page }: UserListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** 'Showing 21–40 of 57' (an en dash between the first and last row shown). */
export function showingText(i18n: I18n, page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return i18n._(msg`Showing 0 of ${total}`);
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return i18n._(msg`Showing ${first}–${last} of ${total}`);
}

/** lib/format-date.ts's one format for the customer's records: Nov 25, 2026 (the day in UTC). */
const joinedFormat = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/** The Joined column, as the customer's own records show dates, in the UI's language. */
export function formatJoined(iso: string, locale: Locale = 'en'): string {
  return formatInstant(iso, joinedFormat, intlTag(locale));
}
