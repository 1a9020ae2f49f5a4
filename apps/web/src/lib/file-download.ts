/**
 * Files the API answers as downloads (an order's invoice, a payment's receipt; decision 029): the
 * PDF is fetched through the API client with the session token, turned into an object URL at once
 * (only strings enter the store), saved with a temporary `<a download>`, and the URL freed later.
 */

/** A downloaded file: an object URL of its bytes (freed once saved) and the name to save it under. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/**
 * The name a file is saved under: the server's (`attachment; filename="invoice-ORD-2026-1234.pdf"`)
 * when it gives a safe PDF name, else `fallback`. Nothing from the header may make a path or a
 * hidden file.
 */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const given = contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() : undefined;
  return given && /^[\w-][\w.-]{0,99}\.pdf$/i.test(given) ? given : fallback;
}

/** The response handler of a download endpoint: the file for a success, the JSON error body otherwise. */
export function downloadHandler(fallbackName: string) {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => null) as Promise<unknown>;
    const blob = await response.blob();
    return {
      url: URL.createObjectURL(blob),
      fileName: attachmentFileName(response.headers.get('Content-Disposition'), fallbackName),
    } satisfies DownloadedFile;
  };
}

/** Saves a downloaded file through a temporary link; the bytes are freed a little later. */
export function saveDownloadedFile({ url, fileName }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
