import type { PackageResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * The packages on sale as the server prices them (`GET /api/packages`), for the checkout's package
 * step: an admin's price edit changes what is shown here as well as what is charged. Its own
 * endpoint (features do not import each other); the 'Packages' tag refreshes it after an admin edit.
 */
export const checkoutPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPackages: build.query<PackageResponse[], void>({
      query: () => '/packages',
      providesTags: ['Packages'],
    }),
  }),
});

export const { useGetCheckoutPackagesQuery } = checkoutPackagesApi;
