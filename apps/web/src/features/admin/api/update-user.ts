import type { AdminUpdateUserBody, UserUpdateResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** PATCH /api/users/{id} (ours, issue 19): an account's name and/or role. */
export const updateUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<UserUpdateResponse, { id: string; changes: AdminUpdateUserBody }>({
      query: ({ id, changes }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
