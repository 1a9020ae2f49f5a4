/**
 * Print files (issue 19, docs/decisions/034): the file a printer prints an order line's artwork
 * from, made by a job on the server. An admin asks for one with
 * `POST /api/admin/orders/{orderId}/lines/{lineId}/print-file` (202, or the existing record),
 * follows it with `GET /api/admin/print-files/{id}` or `GET /api/admin/orders/{orderId}/print-files`,
 * and downloads it from `GET /api/admin/print-files/{id}/download` once it is done.
 */
import { z } from 'zod';
import { objectIdSchema } from './fields';

/** queued → running → done, or failed once its retries are spent (a retry waits as queued). */
export const PRINT_FILE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type PrintFileStatus = (typeof PRINT_FILE_STATUSES)[number];

/** A print file in one of these is answered instead of making a second one for the line. */
export const ACTIVE_PRINT_FILE_STATUSES = ['queued', 'running', 'done'] as const satisfies readonly PrintFileStatus[];

/** Print resolution: 150 pixels per inch (a canvas is seen from a step or more away). */
export const PRINT_DPI = 150;
/**
 * A print file has at most as many pixels as the Large canvas at PRINT_DPI (48 × 72 in = 7200 ×
 * 10800 px) and at most MAX_PRINT_SIDE_PX on a side; a bigger Custom canvas gets a lower DPI.
 */
export const MAX_PRINT_PIXELS = 7200 * 10800;
export const MAX_PRINT_SIDE_PX = 32_000;

/** Vector artwork is drawn at the print size; a raster one is enlarged from its pixels. */
export const PRINT_SOURCES = ['vector', 'raster'] as const;

export const PRINT_FILE_MESSAGES = {
  lineNotFound: 'Order line not found.',
  notFound: 'Print file not found.',
  notReady: 'The print file is not ready yet.',
  noCanvasSize: 'This line has no canvas size to print.',
} as const;

export const printFileSchema = z.object({
  _id: objectIdSchema,
  orderId: objectIdSchema,
  lineId: objectIdSchema,
  status: z.enum(PRINT_FILE_STATUSES),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** The canvas in inches, as printed (width × height as the size's label says). */
  widthInches: z.number(),
  heightInches: z.number(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  /** PRINT_DPI, lower only for a Custom canvas beyond MAX_PRINT_PIXELS; written into the file. */
  dpi: z.number().int(),
  /** A raster artwork's own pixels per inch on this canvas (its smaller axis); null for vector artwork. */
  effectivePpi: z.number().int().nullable(),
  source: z.enum(PRINT_SOURCES),
  format: z.literal('tiff'),
  /** Bytes of the finished file. */
  sizeBytes: z.number().int().nullable(),
  /** Runs so far (a retried run counts again). */
  attempts: z.number().int(),
  /** Why the last run failed; null when none did. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin download path once the file is done. */
  downloadUrl: z.string().nullable(),
});
export type PrintFile = z.infer<typeof printFileSchema>;

export const printFileListSchema = z.array(printFileSchema);

const lowerId = objectIdSchema.transform((id) => id.toLowerCase());

export const printFileIdParamsSchema = z.object({ id: lowerId });
export const orderPrintFilesParamsSchema = z.object({ orderId: lowerId });
export const orderLinePrintFileParamsSchema = z.object({ orderId: lowerId, lineId: lowerId });
