import type { AdminPackageListResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** GET /api/admin/packages (issue 19): every package, inactive ones too. */
export const getAdminPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPackages: build.query<AdminPackageListResponse, void>({
      query: () => '/admin/packages',
      providesTags: ['AdminPackages'],
    }),
  }),
});

export const { useGetAdminPackagesQuery } = getAdminPackagesApi;
