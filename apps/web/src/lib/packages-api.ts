import type { PackageResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** SPEC §3 "Available package (server)": price in dollars, null for a package sold by quote. */
export type AvailablePackage = PackageResponse;

export const getPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<AvailablePackage[], void>({
      query: () => '/packages',
      providesTags: ['Packages'],
    }),
  }),
});

export const { useGetPackagesQuery } = getPackagesApi;
