import { api } from '../../../lib/api';
import { downloadHandler, type DownloadedFile } from '../../../lib/file-download';
import { invoiceFileName } from '../utils/invoice-file';

/** A downloaded invoice: an object URL of the PDF (revoke it when saved) and the name to save it under. */
export type InvoiceFile = DownloadedFile;

/**
 * `GET /api/orders/{id}/invoice` (issue 13): the order's PDF, made on the server, fetched through
 * the app's one HTTP client so it carries the session token (a plain link could not). The bytes
 * become an object URL right away, so only strings reach the store; an error answer is read as
 * JSON like any other.
 */
export const downloadInvoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadInvoice: build.mutation<InvoiceFile, { orderId: string; displayId: string }>({
      query: ({ orderId, displayId }) => ({
        url: `/orders/${orderId}/invoice`,
        responseHandler: downloadHandler(invoiceFileName(null, displayId)),
      }),
    }),
  }),
});

export const { useDownloadInvoiceMutation } = downloadInvoiceApi;
