import type { UserListPageResponse, UserListParams } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * GET /api/users (docs/product/admin.md#users), searched and paged on the server (issue 19). Only the
 * parameters that are set are sent, so `?page=1` and no page are one cache entry.
 */
export const getUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserListPageResponse, UserListParams>({
      query: ({ q, role, page, pageSize }) => ({
        url: '/users',
        params: {
          ...(q ? { q } : {}),
          ...(role ? { role } : {}),
          ...(page && page > 1 ? { page } : {}),
          ...(pageSize ? { pageSize } : {}),
        },
      }),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
