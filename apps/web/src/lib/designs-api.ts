import type { CreateDesignBody, DesignListResponse, DesignResponse, SavedDesign, UpdateDesignBody } from '@wallart/shared';
import { api } from './api';

/**
 * docs/product/visualizer.md#saved-designs: save, list a user's, read, change and delete. The body refers to the artwork
 * and the composite preview by image id (upload them first, docs/architecture.md#artwork-never-lost); the server prices it.
 * Defined once for the studio (save, open, My Designs) and the dashboard (My Designs): the 'Designs'
 * tags keep both in step.
 */
export const designsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDesigns: build.query<SavedDesign[], string>({
      query: (userId) => `/designs/user/${userId}`,
      transformResponse: (response: DesignListResponse) => response.designs,
      providesTags: (designs) => [{ type: 'Designs', id: 'LIST' }, ...(designs ?? []).map((d) => ({ type: 'Designs' as const, id: d._id }))],
    }),
    getDesign: build.query<SavedDesign, string>({
      query: (id) => `/designs/${id}`,
      transformResponse: (response: DesignResponse) => response.design,
      providesTags: (_design, _error, id) => [{ type: 'Designs', id }],
    }),
    createDesign: build.mutation<SavedDesign, CreateDesignBody>({
      query: (body) => ({ url: '/designs', method: 'POST', body }),
      transformResponse: (response: DesignResponse) => response.design,
      invalidatesTags: [{ type: 'Designs', id: 'LIST' }],
    }),
    updateDesign: build.mutation<SavedDesign, { id: string; changes: UpdateDesignBody }>({
      query: ({ id, changes }) => ({ url: `/designs/${id}`, method: 'PUT', body: changes }),
      transformResponse: (response: DesignResponse) => response.design,
      invalidatesTags: (_design, _error, { id }) => [{ type: 'Designs', id: 'LIST' }, { type: 'Designs', id }],
    }),
    deleteDesign: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/designs/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Designs', id: 'LIST' }, { type: 'Designs', id }],
    }),
  }),
});

export const { useGetUserDesignsQuery, useGetDesignQuery, useCreateDesignMutation, useUpdateDesignMutation, useDeleteDesignMutation } = designsApi;
