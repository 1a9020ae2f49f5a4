import type { AdminConsultationListResponse, ConsultationListFilter } from '@wallart/shared';
import { api } from '../../../lib/api';

/** GET /api/admin/consultations?status=&page= (issue 19). */
export const getConsultationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsultations: build.query<AdminConsultationListResponse, { status: ConsultationListFilter; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/consultations', params: { status, ...(page > 1 ? { page } : {}) } }),
      providesTags: ['Consultations'],
    }),
  }),
});

export const { useGetConsultationsQuery } = getConsultationsApi;
