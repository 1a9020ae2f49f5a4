import type { PackageResponse } from '@wallart/shared';
import { api } from './api';

/** docs/product/plans.md#packages: price in dollars, null for a package sold by quote. */
export type AvailablePackage = PackageResponse;

/**
 * The packages on sale as the server prices them (`GET /api/packages`): the packages screen's cards
 * and the checkout's package step, so an admin's price edit changes what is shown as well as what is
 * charged. The 'Packages' tag refreshes it after an admin edit.
 */
export const getPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<AvailablePackage[], void>({
      query: () => '/packages',
      providesTags: ['Packages'],
    }),
  }),
});

export const { useGetPackagesQuery } = getPackagesApi;
