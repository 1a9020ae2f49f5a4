import type { AdminPackageResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /api/admin/packages/{id}/deactivate or /reactivate (issue 19): off sale, or on sale again. */
export const setPackageActiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPackageActive: build.mutation<AdminPackageResponse, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `/admin/packages/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, method: 'POST' }),
      invalidatesTags: ['AdminPackages', 'Packages', 'AdminDashboard'],
    }),
  }),
});

export const { useSetPackageActiveMutation } = setPackageActiveApi;
