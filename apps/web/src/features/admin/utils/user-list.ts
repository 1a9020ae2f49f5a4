import { USER_ROLES, type UserRole } from '@wallart/shared';
import { formatDate } from '../../../lib/format-date';

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
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}

/** The Joined column: Nov 25, 2026, as the customer's own records show dates. */
export const formatJoined = formatDate;
