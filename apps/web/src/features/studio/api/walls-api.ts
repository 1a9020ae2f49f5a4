import {
  WALL_NAME_FIELD,
  WALL_OUTLINE_FIELD,
  WALL_UPLOAD_FIELD,
  WALL_WIDTH_FIELD,
  type UpdateWallBody,
  type WallBackground,
  type WallBackgroundResponse,
  type WallBackgroundsResponse,
  type WallOutline,
} from '@wallart/shared';
import { api } from '../../../lib/api';

export interface UploadWallInput {
  file: File;
  name: string;
  /** The real width the photo covers, in inches, when the user knows it. */
  widthInches?: number;
  /** The wall's four corners on the photo (fractions), docs/product/visualizer.md#wall-photo. */
  outline?: WallOutline;
}

/**
 * docs/product/visualizer.md#wall-backgrounds: the defaults (no sign-in), the user's own walls, upload (multipart wallImage +
 * name, and our widthInches), rename/width and delete. Every change refetches the user's list.
 */
export const wallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDefaultWalls: build.query<WallBackground[], void>({
      query: () => '/walls/defaults',
      transformResponse: (response: WallBackgroundsResponse) => response.wallBackgrounds,
    }),
    getUserWalls: build.query<WallBackground[], string>({
      // The user id keys the cache, so another account never sees the previous one's walls.
      query: () => '/walls',
      transformResponse: (response: WallBackgroundsResponse) => response.wallBackgrounds,
      providesTags: [{ type: 'Walls', id: 'LIST' }],
    }),
    uploadWall: build.mutation<WallBackgroundResponse, UploadWallInput>({
      query: ({ file, name, widthInches, outline }) => {
        const body = new FormData();
        body.append(WALL_NAME_FIELD, name);
        if (widthInches !== undefined) body.append(WALL_WIDTH_FIELD, String(widthInches));
        if (outline) body.append(WALL_OUTLINE_FIELD, JSON.stringify(outline));
        body.append(WALL_UPLOAD_FIELD, file);
        return { url: '/walls/upload', method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Walls', id: 'LIST' }],
    }),
    updateWall: build.mutation<WallBackgroundResponse, { id: string } & UpdateWallBody>({
      query: ({ id, ...body }) => ({ url: `/walls/${id}`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Walls', id: 'LIST' }],
    }),
    deleteWall: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/walls/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Walls', id: 'LIST' }, 'Designs'],
    }),
  }),
});

export const { useGetDefaultWallsQuery, useGetUserWallsQuery, useUploadWallMutation, useUpdateWallMutation, useDeleteWallMutation } = wallsApi;
