import { api } from '../../../lib/api';

/** SPEC §3 "Available package (server)", as GET /api/packages returns it. price is in dollars, null for a quote. */
export interface AvailablePackage {
  _id: string;
  name: string;
  price: number | null;
  coverageSqFt: number | null;
  consultations: number | null;
  colorOptions: string;
  warrantyYears: number;
  features: string[];
}

export const getPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<AvailablePackage[], void>({
      query: () => '/packages',
      providesTags: ['Packages'],
    }),
  }),
});

export const { useGetPackagesQuery } = getPackagesApi;
