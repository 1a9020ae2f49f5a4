import { api } from '../../../lib/api';
import type { UserUpdateResponse } from '@wallart/shared';

/** docs/product/accounts.md#profile POST /auth/upload-profile-image, multipart field profileImage; the server re-checks size and content (docs/architecture.md#uploads-re-encoded). */
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
