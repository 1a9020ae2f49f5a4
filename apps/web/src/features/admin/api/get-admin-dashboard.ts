import type { AdminDashboardResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** GET /api/admin/dashboard (issue 19): the live figures, read again whenever an admin write changes them. */
export const getAdminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboardResponse, void>({
      query: () => '/admin/dashboard',
      providesTags: ['AdminDashboard'],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = getAdminDashboardApi;
