import type { UpdateProfileBody, UserUpdateResponse } from '@wallart/shared';
import { api } from '../../../lib/api';


export const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserUpdateResponse, UpdateProfileBody>({
      query: (body) => ({ url: '/auth/updateprofile', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
