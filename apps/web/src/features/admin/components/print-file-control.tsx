import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { numberFormat, type Locale, type PrintFile } from '@wallart/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { useDownloadPrintFileMutation } from '../api/download-print-file';
import { useGetOrderPrintFilesQuery } from '../api/get-order-print-files';
import { useRequestPrintFileMutation } from '../api/request-print-file';
import { intlTag } from '../utils/ui-locale';

/** How often a queued or running print file is read again. */
export const PRINT_FILE_POLL_MS = 1000;

/** The line's newest print file (a failed one may have been followed by a new request). */
export function latestForLine(files: readonly PrintFile[] | undefined, lineId: string): PrintFile | undefined {
  return files?.filter((f) => f.lineId === lineId).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** '7200 × 10800 px at 150 DPI (48 × 72 in)'. */
export function printSizeText(i18n: I18n, file: Pick<PrintFile, 'widthPx' | 'heightPx' | 'dpi' | 'widthInches' | 'heightInches'>): string {
  const { widthPx, heightPx, dpi, widthInches, heightInches } = file;
  return i18n._(msg`${widthPx} × ${heightPx} px at ${dpi} DPI (${widthInches} × ${heightInches} in)`);
}

/** A file's size in MB with one decimal: '12.5' in English as before, the language's own separators otherwise ('12,5'). */
function megabytesText(locale: Locale, bytes: number): string {
  const mb = bytes / 1_000_000;
  return locale === 'en' ? mb.toFixed(1) : numberFormat(intlTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mb);
}

/**
 * An artwork line's print file (decision 034): 'Prepare print file', then a progress bar read from
 * the record every second while it is queued or running (so a reload picks it up again), its size,
 * the effective PPI of a raster upload, and the Download of the finished TIFF.
 */
export function PrintFileControl({ orderId, lineId, lineName }: { orderId: string; lineId: string; lineName: string }) {
  const { t, i18n } = useLingui();
  const { data: files } = useGetOrderPrintFilesQuery(orderId);
  const file = latestForLine(files, lineId);
  const active = file?.status === 'queued' || file?.status === 'running';
  // A second subscription that polls only while this line's file is being made.
  useGetOrderPrintFilesQuery(orderId, { pollingInterval: active ? PRINT_FILE_POLL_MS : 0, skip: !active });
  const [request, requesting] = useRequestPrintFileMutation();
  const [download, downloading] = useDownloadPrintFileMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const prepare = async () => {
    setProblem(null);
    const result = await request({ orderId, lineId });
    if ('error' in result) setProblem(apiErrorMessage(result.error, t`The print file could not be requested.`));
  };
  const save = async (f: PrintFile) => {
    setProblem(null);
    const result = await download({ id: f._id, fallbackName: `print-${lineId}.tif` });
    if ('error' in result || !result.data) {
      setProblem(apiErrorMessage('error' in result ? result.error : null, t`The print file could not be downloaded.`));
      return;
    }
    const link = document.createElement('a');
    link.href = result.data.url;
    link.download = result.data.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(result.data.url), 10_000);
  };

  const failure = file?.error;
  const ppi = file?.effectivePpi;
  const megabytes = file?.sizeBytes ? megabytesText(i18n.locale as Locale, file.sizeBytes) : null;

  return (
    <div className="mt-3 rounded-[2px] border border-dashed border-paper-300 bg-paper-50 p-3">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        <Trans>Print file</Trans>
      </p>
      {!file || file.status === 'failed' ? (
        <div className="mt-2 space-y-2">
          {file?.status === 'failed' && <p className="text-danger-700">{file.error ? t`The last attempt failed: ${failure}` : t`The last attempt failed.`}</p>}
          <Button size="sm" variant="outline" onClick={() => void prepare()} disabled={requesting.isLoading} aria-label={t`Prepare print file for ${lineName}`}>
            {requesting.isLoading ? t`Asking…` : file ? t`Try again` : t`Prepare print file`}
          </Button>
        </div>
      ) : (
        <div className="mt-2 space-y-1.5">
          {active && (
            <>
              <div className="flex items-center justify-between text-xs text-ink-700">
                <span>{file.status === 'queued' ? t`Waiting for the printer queue…` : t`Rendering…`}</span>
                <span className="tabular-nums">{file.progress}%</span>
              </div>
              <progress
                className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-terracotta-600 [&::-webkit-progress-bar]:bg-paper-200 [&::-webkit-progress-value]:bg-terracotta-600"
                max={100}
                value={file.progress}
                aria-label={t`Print file for ${lineName}`}
              />
              {file.error && <p className="text-xs text-ink-600">{file.error}</p>}
            </>
          )}
          <p className="text-ink-700 tabular-nums">{printSizeText(i18n, file)}</p>
          {file.source === 'raster' && file.effectivePpi !== null && (
            <p className={file.effectivePpi < 100 ? 'text-xs text-danger-700' : 'text-xs text-ink-600'}>
              {file.effectivePpi < 100
                ? t`Uploaded image: ${ppi} PPI effective on this canvas — it will look soft up close; consider telling the customer.`
                : t`Uploaded image: ${ppi} PPI effective on this canvas.`}
            </p>
          )}
          {file.status === 'done' && (
            <Button size="sm" variant="ink" onClick={() => void save(file)} disabled={downloading.isLoading} aria-label={t`Download print file for ${lineName}`}>
              {downloading.isLoading ? t`Downloading…` : megabytes ? t`Download TIFF (${megabytes} MB)` : t`Download TIFF`}
            </Button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-xs font-semibold text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
