/**
 * The admin Users screen's calls (docs/product/admin.md#users; issue 19): the searched and
 * paged user list, and the edit of a user's name and role. Adding a user keeps the spec's calls (docs/product/admin.md#users)
 * (adminCreateUserBodySchema in ./auth.ts).
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../contact-rules';
import { MESSAGES } from '../messages';
import { personName, textRule } from './fields';
import { USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_MAX, USER_SEARCH_MAX_LENGTH } from '../admin-rules';
import { USER_ROLES, type UserRole } from '../roles';
import { userListResponseSchema } from './auth';

/** A whole number from a query string ('2' → 2); anything else, or several values, is refused. */
const queryWholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * GET /api/users?q=&role=&page=&pageSize= (admins only). `q` is matched against name and email
 * anywhere, case-insensitively; an empty `q` lists everyone. `role` must be one of USER_ROLES.
 */
export const userListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX_LENGTH, { error: MESSAGES.adminUsers.searchTooLong, abort: true })
    .refine(textRule(), { error: MESSAGES.input.controlCharacters })
    .optional(),
  role: z.enum(USER_ROLES, { error: MESSAGES.adminUsers.roleInvalid }).optional(),
  page: queryWholeNumber(1, 1_000_000).default(1),
  pageSize: queryWholeNumber(1, USER_LIST_PAGE_SIZE_MAX).default(USER_LIST_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
/** The list's parameters as the browser sends them (every one optional). */
export interface UserListParams {
  q?: string;
  role?: UserRole;
  page?: number;
  pageSize?: number;
}

/**
 * GET /api/users answer: the spec's `{ success, data }` (docs/product/admin.md#users), plus (ours, additive) the number of users
 * matching the search in all (`total`) and the page it is (`page`, `pageSize`). Newest first.
 */
export const userListPageResponseSchema = userListResponseSchema.extend({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(USER_LIST_PAGE_SIZE_MAX),
});
export type UserListPageResponse = z.infer<typeof userListPageResponseSchema>;

/**
 * PATCH /api/users/{id} (admins only): a new name (the sign-up name rules) and/or role. An admin
 * cannot change their own role, and the last admin is never demoted (the server's rules).
 */
export const adminUpdateUserBodySchema = z
  .object({
    name: personName(MESSAGES.adminUsers.nameRequired, NAME_MAX_LENGTH).optional(),
    role: z.enum(USER_ROLES, { error: MESSAGES.adminUsers.roleInvalid }).optional(),
  })
  .refine((body) => body.name !== undefined || body.role !== undefined, { error: MESSAGES.adminUsers.nothingToChange });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

/** The Edit User dialog's form: both fields always present. */
export const adminEditUserFormSchema = z.object({
  name: personName(MESSAGES.adminUsers.nameRequired, NAME_MAX_LENGTH),
  role: z.enum(USER_ROLES, { error: MESSAGES.adminUsers.roleInvalid }),
});
export type AdminEditUserForm = z.infer<typeof adminEditUserFormSchema>;
