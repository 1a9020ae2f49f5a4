import { useEffect, useRef, useState } from 'react';
import { saveDownloadedFile } from '../../../lib/file-download';
import { useDownloadInvoiceMutation } from '../api/download-invoice';

/**
 * Download Invoice: fetched with the session token and saved under the server's file name, with
 * the file's name once saved. Also the Need Help button's focus when the details come back to it.
 */
export function useInvoiceDownload({ orderId, displayId, focusNeedHelp }: { orderId: string; displayId: string; focusNeedHelp: boolean }) {
  const [download, { isLoading, isSuccess, error }] = useDownloadInvoiceMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const needHelpRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusNeedHelp) needHelpRef.current?.focus();
  }, [focusNeedHelp]);

  const save = async () => {
    setSaved(null);
    const result = await download({ orderId, displayId });
    if (!('data' in result) || !result.data) return;
    saveDownloadedFile(result.data);
    setSaved(result.data.fileName);
  };

  return { save, isLoading, isSuccess, error, saved, needHelpRef };
}
