import { api } from '../../../lib/api';
import type { UserUpdateResponse } from '@wallart/shared';

/** SPEC §7 POST /auth/upload-profile-image, multipart field profileImage; the server re-checks size and content (DESIGN §4.10). */
export const uploadProfileImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadProfileImage: build.mutation<UserUpdateResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('profileImage', file);
        return { url: '/auth/upload-profile-image', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadProfileImageMutation } = uploadProfileImageApi;
