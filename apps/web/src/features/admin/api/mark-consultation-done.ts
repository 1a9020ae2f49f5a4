import type { AdminConsultationDoneResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/** POST /api/admin/consultations/{id}/done (issue 19). */
export const markConsultationDoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    markConsultationDone: build.mutation<AdminConsultationDoneResponse, string>({
      query: (id) => ({ url: `/admin/consultations/${encodeURIComponent(id)}/done`, method: 'POST' }),
      invalidatesTags: ['Consultations', 'AdminDashboard'],
    }),
  }),
});

export const { useMarkConsultationDoneMutation } = markConsultationDoneApi;
