import type { AdminPackageBody, AdminPackageResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * POST /api/admin/packages (no id) or PUT /api/admin/packages/{id} (issue 19). The landing cards,
 * the Subscriptions tab and the dashboard read packages too, so their lists are read again.
 */
export const savePackageApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePackage: build.mutation<AdminPackageResponse, { id?: string; body: AdminPackageBody }>({
      query: ({ id, body }) => (id ? { url: `/admin/packages/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: '/admin/packages', method: 'POST', body }),
      invalidatesTags: ['AdminPackages', 'Packages', 'AdminDashboard'],
    }),
  }),
});

export const { useSavePackageMutation } = savePackageApi;
