import type { DesignListResponse, SavedDesign } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * The dashboard's own calls for the user's saved designs (docs/product/visualizer.md#saved-designs). Features do not import
 * each other, so the dashboard calls the API itself; the 'Designs' tags keep it in step with the studio.
 */
export const dashboardDesignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardDesigns: build.query<SavedDesign[], string>({
      query: (userId) => `/designs/user/${userId}`,
      transformResponse: (response: DesignListResponse) => response.designs,
      providesTags: [{ type: 'Designs', id: 'LIST' }],
    }),
    renameDashboardDesign: build.mutation<unknown, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/designs/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Designs', id: 'LIST' }, { type: 'Designs', id }],
    }),
    deleteDashboardDesign: build.mutation<unknown, string>({
      query: (id) => ({ url: `/designs/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Designs', id: 'LIST' }, { type: 'Designs', id }],
    }),
  }),
});

export const { useGetDashboardDesignsQuery, useRenameDashboardDesignMutation, useDeleteDashboardDesignMutation } = dashboardDesignsApi;
