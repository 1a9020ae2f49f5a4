import type { PublicUser, UpdateProfileBody } from '@wallart/shared';
import { api } from '../../../lib/api';

/** SPEC §7 PUT /auth/updateprofile: profile fields, or currentPassword + password from the change-password dialog. */
export interface UserUpdateResponse {
  success: boolean;
  message: string;
  user: PublicUser;
}

export const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserUpdateResponse, UpdateProfileBody>({
      query: (body) => ({ url: '/auth/updateprofile', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
