import { api } from '../../../lib/api';

/** A downloaded print file: an object URL of the TIFF (revoke it once saved) and the name to save it under. */
export interface PrintFileDownload {
  url: string;
  fileName: string;
}

/** The file name of a Content-Disposition header, else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET /api/admin/print-files/{id}/download (decision 034): the TIFF, fetched through the app's one
 * HTTP client so it carries the session token (a plain link could not), as the invoice download does.
 */
export const downloadPrintFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadPrintFile: build.mutation<PrintFileDownload, { id: string; fallbackName: string }>({
      query: ({ id, fallbackName }) => ({
        url: `/admin/print-files/${encodeURIComponent(id)}/download`,
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null) as Promise<unknown>;
          const blob = await response.blob();
          return { url: URL.createObjectURL(blob), fileName: dispositionFileName(response.headers.get('Content-Disposition'), fallbackName) } satisfies PrintFileDownload;
        },
      }),
    }),
  }),
});

export const { useDownloadPrintFileMutation } = downloadPrintFileApi;
