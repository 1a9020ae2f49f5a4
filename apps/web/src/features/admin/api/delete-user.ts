import type { SuccessResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** DELETE /api/users/{id} (ours, issue 19): the account goes, its orders stay. */
export const deleteUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<SuccessResponse, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
