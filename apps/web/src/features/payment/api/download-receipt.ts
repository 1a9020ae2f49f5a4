import { api } from '../../../lib/api';
import { downloadHandler, type DownloadedFile } from '../../../lib/file-download';

/**
 * `GET /api/payments/{id}/receipt` (issue 18): the PDF receipt of a captured payment, fetched with
 * the session token like an order's invoice (decision 029), saved under the server's file name or
 * `receipt-<order number>.pdf`.
 */
export const downloadReceiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadReceipt: build.mutation<DownloadedFile, { paymentId: string; orderId: string }>({
      query: ({ paymentId, orderId }) => ({
        url: `/payments/${encodeURIComponent(paymentId)}/receipt`,
        responseHandler: downloadHandler(`receipt-${orderId.replace(/[^\w-]/g, '') || paymentId}.pdf`),
      }),
    }),
  }),
});

export const { useDownloadReceiptMutation } = downloadReceiptApi;
