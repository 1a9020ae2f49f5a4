import type { AdminCreateUserBody, RegisterResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * Add New User (docs/product/admin.md#users): role user goes to POST /api/auth/register, role admin to
 * POST /api/auth/admin, both with the admin's token and the body name, email, password, role.
 */
export const createUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<RegisterResponse, AdminCreateUserBody>({
      query: (body) => ({ url: body.role === 'admin' ? '/auth/admin' : '/auth/register', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
