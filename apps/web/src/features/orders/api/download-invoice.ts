import { api } from '../../../lib/api';
import { invoiceFileName } from '../utils/invoice-file';

/** A downloaded invoice: an object URL of the PDF (revoke it when saved) and the name to save it under. */
export interface InvoiceFile {
  url: string;
  fileName: string;
}

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
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null) as Promise<unknown>;
          const blob = await response.blob();
          return {
            url: URL.createObjectURL(blob),
            fileName: invoiceFileName(response.headers.get('Content-Disposition'), displayId),
          } satisfies InvoiceFile;
        },
      }),
    }),
  }),
});

export const { useDownloadInvoiceMutation } = downloadInvoiceApi;
