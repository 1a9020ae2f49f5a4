import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACTIVE_PRINT_FILE_STATUSES,
  ORDER_MESSAGES,
  PRINT_DPI,
  PRINT_FILE_MESSAGES,
  type PrintFile,
} from '@wallart/shared';
import type { Db } from '../../db/client';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { openStorage, type Storage } from '../../plugins/app/storage';
import type { ImagesService } from '../images';
import type { JobContext, JobQueue } from '../jobs';
import type { OrdersService } from '../orders';
import { moduleRetentionPlugin } from '../retention';
import { printFiles, type PrintFileRow } from './print-files.tables';
import { canvasInches, effectivePpiOn, planPrint, renderPrintFile, type PrintSource } from './render-print-file';

declare module 'fastify' {
  interface FastifyInstance {
    printFilesService: PrintFilesService;
  }
}

export type PrintFilesService = ReturnType<typeof createPrintFilesService>;

/** The queue the print renders run on (one at a time per process: a render holds a few hundred MB). */
export const PRINT_FILE_QUEUE = 'print-file';

/**
 * A render that fails is tried again after about 30 s, 1 and 2 minutes (back-off with jitter); one
 * whose process died is taken up again once it has been active for 10 minutes (a Large render takes
 * well under a minute: bench/README.md).
 */
export const PRINT_FILE_QUEUE_OPTIONS = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 10 * 60 } as const;

/** How long print files are kept after their order is completed or cancelled (README "Retention"). */
export const PRINT_FILE_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export interface PrintFileJob {
  printFileId: string;
}

export interface PrintFilesServiceDeps {
  db: Db;
  jobs: Pick<JobQueue, 'send' | 'notify' | 'getJob'>;
  /** Order lines and numbers through the orders module's face, artwork through the images module's (decision 038). */
  orders: Pick<OrdersService, 'exists' | 'findLine' | 'lineLabel' | 'closedBefore'>;
  images: Pick<ImagesService, 'printSourceOf'>;
  /** Where the artwork files are (the app's storage). */
  artwork: Storage;
  /** Where print files go: a storage of their own, never served at /uploads. */
  printStorage: Storage;
  /** A folder on the same disk as `printStorage`, for renders in progress. */
  workDir: string;
  log?: FastifyBaseLogger;
  /** Print resolution; tests use a low one so that a Large canvas is a small file. Default PRINT_DPI. */
  dpi?: number;
}

const lineNotFound = () => notFound(PRINT_FILE_MESSAGES.lineNotFound);
const printFileNotFound = () => notFound(PRINT_FILE_MESSAGES.notFound);

export const downloadPath = (id: string) => `/api/admin/print-files/${id}/download`;

function toPrintFile(row: PrintFileRow): PrintFile {
  return {
    _id: row.id,
    orderId: row.orderId,
    lineId: row.orderLineId,
    status: row.status,
    progress: row.progress,
    widthInches: row.widthInches,
    heightInches: row.heightInches,
    widthPx: row.widthPx,
    heightPx: row.heightPx,
    dpi: row.dpi,
    effectivePpi: row.effectivePpi,
    source: row.source,
    format: row.format,
    sizeBytes: row.sizeBytes,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    downloadUrl: row.status === 'done' && row.storageKey ? downloadPath(row.id) : null,
  };
}

/** A short reason for the record (the log has the whole error). */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}

/**
 * Print files (issue 19, docs/decisions/034): an admin asks for an order line's print file; the
 * request writes the record and the job in one transaction; the job renders the file
 * (render-print-file.ts) and reports its progress in the record, which admins poll.
 */
export function createPrintFilesService(deps: PrintFilesServiceDeps) {
  const { db, jobs } = deps;
  const dpi = deps.dpi ?? PRINT_DPI;
  fs.mkdirSync(deps.workDir, { recursive: true });

  const update = async (id: string, values: Partial<PrintFileRow>) => {
    await db
      .update(printFiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(printFiles.id, id));
  };

  /**
   * A record still queued or running whose job pg-boss has given up on (or no longer has) failed,
   * e.g. when the process running its last attempt died: say so instead of "running" for ever.
   */
  const reconcile = async (rows: PrintFileRow[]): Promise<PrintFileRow[]> =>
    Promise.all(
      rows.map(async (row) => {
        if ((row.status !== 'queued' && row.status !== 'running') || !row.jobId) return row;
        const job = await jobs.getJob(PRINT_FILE_QUEUE, row.jobId);
        if (job && job.state !== 'failed' && job.state !== 'cancelled') return row;
        const error = row.error ?? 'The render stopped without finishing.';
        await update(row.id, { status: 'failed', error });
        return { ...row, status: 'failed' as const, error };
      }),
    );

  const readAll = async (body: Readable) => buffer(body);

  const service = {
    /**
     * The print file of an order line: the one already queued, running or done (`created: false`),
     * or a new record whose job is written in the same transaction (`created: true`).
     */
    async request(orderId: string, lineId: string, requestedBy: string | null): Promise<{ printFile: PrintFile; created: boolean }> {
      const result = await db.transaction(async (tx) => {
        const line = await deps.orders.findLine(lineId, { orderId, tx });
        const image = line ? await deps.images.printSourceOf(line.imageId, tx) : undefined;
        if (!line || !image) throw lineNotFound();

        const active = async () =>
          (
            await tx
              .select()
              .from(printFiles)
              .where(and(eq(printFiles.orderLineId, lineId), inArray(printFiles.status, [...ACTIVE_PRINT_FILE_STATUSES])))
          )[0];
        const existing = await active();
        if (existing) return { row: existing, created: false };

        const inches = canvasInches(line.options, line.dimensions);
        if (!inches) throw new HttpError(422, PRINT_FILE_MESSAGES.noCanvasSize);
        const plan = planPrint(inches, dpi);
        const vector = image.vector && image.svgKey !== null;
        const now = new Date();
        const [row] = await tx
          .insert(printFiles)
          .values({
            id: newObjectId(now),
            orderId,
            orderLineId: lineId,
            status: 'queued',
            progress: 0,
            widthInches: inches.width,
            heightInches: inches.height,
            widthPx: plan.widthPx,
            heightPx: plan.heightPx,
            dpi: plan.dpi,
            effectivePpi: vector ? null : effectivePpiOn(image, inches),
            source: vector ? 'vector' : 'raster',
            format: 'tiff',
            requestedBy,
            createdAt: now,
            updatedAt: now,
          })
          // A request for the same line at the same moment: the partial unique index keeps one.
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const winner = await active();
          if (!winner) throw conflict('The print file is being requested; try again.');
          return { row: winner, created: false };
        }
        const jobId = await jobs.send(PRINT_FILE_QUEUE, { printFileId: row.id } satisfies PrintFileJob, { tx });
        const [withJob] = await tx.update(printFiles).set({ jobId }).where(eq(printFiles.id, row.id)).returning();
        return { row: withJob ?? row, created: true };
      });
      if (result.created) jobs.notify(PRINT_FILE_QUEUE);
      const [row] = result.created ? [result.row] : await reconcile([result.row]);
      return { printFile: toPrintFile(row!), created: result.created };
    },

    async get(id: string): Promise<PrintFile> {
      const [row] = await db.select().from(printFiles).where(eq(printFiles.id, id));
      if (!row) throw printFileNotFound();
      const [current] = await reconcile([row]);
      return toPrintFile(current!);
    },

    /**
     * Deletes the print files (records and files) of orders completed or cancelled more than
     * PRINT_FILE_RETENTION_MS before `now`; a dry run counts them and deletes nothing. A file is
     * deleted before its record, so a failure leaves a record to try again, never a lost file.
     */
    async prune(now: Date, dryRun = false): Promise<number> {
      const before = new Date(now.getTime() - PRINT_FILE_RETENTION_MS);
      const orderIds = (await db.selectDistinct({ orderId: printFiles.orderId }).from(printFiles)).map((r) => r.orderId);
      let removed = 0;
      for (let i = 0; i < orderIds.length; i += 500) {
        const closed = [...(await deps.orders.closedBefore(orderIds.slice(i, i + 500), before))];
        if (closed.length === 0) continue;
        const rows = await db.select({ id: printFiles.id, storageKey: printFiles.storageKey }).from(printFiles).where(inArray(printFiles.orderId, closed));
        for (const row of rows) {
          if (!dryRun) {
            if (row.storageKey) await deps.printStorage.delete(row.storageKey);
            await db.delete(printFiles).where(eq(printFiles.id, row.id));
          }
          removed += 1;
        }
      }
      return removed;
    },

    /** Print-file keys of the given ones that a record names (the orphan-file sweep keeps them). */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: printFiles.storageKey }).from(printFiles).where(inArray(printFiles.storageKey, [...keys]));
      return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
    },

    /** Every print file of an order, oldest first (a failed one stays beside its successor). */
    async listForOrder(orderId: string): Promise<PrintFile[]> {
      if (!(await deps.orders.exists(orderId))) throw notFound(ORDER_MESSAGES.notFound);
      const rows = await db.select().from(printFiles).where(eq(printFiles.orderId, orderId)).orderBy(asc(printFiles.createdAt), asc(printFiles.id));
      return (await reconcile(rows)).map(toPrintFile);
    },

    /** The finished file as a stream with its download name; 404 unknown, 409 not done yet. */
    async openDownload(id: string): Promise<{ body: Readable; size: number; filename: string }> {
      const [file] = await db.select().from(printFiles).where(eq(printFiles.id, id));
      const label = file ? await deps.orders.lineLabel(file.orderLineId) : undefined;
      if (!file || !label) throw printFileNotFound();
      if (file.status !== 'done' || !file.storageKey) throw conflict(PRINT_FILE_MESSAGES.notReady);
      const stored = await deps.printStorage.get(file.storageKey);
      if (!stored) throw printFileNotFound();
      const size = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
      const filename = `print-${label.orderNumber}-line${label.lineNumber}-${size(file.widthInches)}x${size(file.heightInches)}in-${file.dpi}dpi.tif`;
      return { ...stored, filename };
    },

    /**
     * The job (queue PRINT_FILE_QUEUE): renders the file and keeps the record up to date —
     * 5 started, 10 artwork loaded, 90 rendered (the bulk of the time, one sharp pipeline with no
     * progress of its own) and checked, 100 stored. A failure
     * puts the record back to queued while retries remain (pg-boss retries the job), else failed.
     */
    async run({ printFileId }: PrintFileJob, job: JobContext): Promise<void> {
      const [row] = await db.select().from(printFiles).where(eq(printFiles.id, printFileId));
      // Nothing to do: the record is gone (its order was deleted) or an earlier run finished it.
      if (!row || row.status === 'done') return;
      const workFile = path.join(deps.workDir, `${randomBytes(16).toString('hex')}.tif`);
      let storedKey: string | null = null;
      try {
        await update(row.id, { status: 'running', progress: 5, attempts: row.attempts + 1, error: null });
        const line = await deps.orders.findLine(row.orderLineId);
        const image = line ? await deps.images.printSourceOf(line.imageId) : undefined;
        if (!line || !image) throw new Error('The order line is gone.');
        const key = row.source === 'vector' ? image.svgKey : image.originalKey;
        const file = key ? await deps.artwork.get(key) : null;
        if (!file) throw new Error('The artwork file is missing from storage.');
        const bytes = await readAll(file.body);
        const source: PrintSource = row.source === 'vector' ? { kind: 'vector', svg: bytes } : { kind: 'raster', data: bytes };
        job.signal.throwIfAborted();
        await update(row.id, { progress: 10 });

        const plan = { inches: { width: row.widthInches, height: row.heightInches }, dpi: row.dpi, widthPx: row.widthPx, heightPx: row.heightPx };
        const rendered = await renderPrintFile(source, plan, { artStyle: line.options.artStyle, outPath: workFile });
        job.signal.throwIfAborted();
        await update(row.id, { progress: 90 });

        storedKey = await deps.printStorage.putFile(workFile, 'tif');
        await update(row.id, { status: 'done', progress: 100, storageKey: storedKey, sizeBytes: rendered.sizeBytes, error: null });
        deps.log?.info({ printFileId: row.id, widthPx: rendered.widthPx, heightPx: rendered.heightPx, bytes: rendered.sizeBytes }, 'print file made');
      } catch (err) {
        if (storedKey) await deps.printStorage.delete(storedKey).catch(() => {});
        const last = job.attempt >= job.attempts;
        const reason = job.signal.aborted ? 'The server stopped during the render.' : reasonOf(err);
        deps.log?.warn({ err, printFileId: row.id, attempt: job.attempt, attempts: job.attempts }, 'print file render failed');
        await update(
          row.id,
          last
            ? { status: 'failed', progress: 0, error: reason }
            : { status: 'queued', progress: 0, error: `Attempt ${job.attempt} of ${job.attempts} failed: ${reason} It will be tried again.` },
        ).catch((updateErr: unknown) => deps.log?.warn({ err: updateErr, printFileId: row.id }, 'print file record not updated'));
        throw err;
      } finally {
        await fs.promises.rm(workFile, { force: true });
      }
    },
  };
  return service;
}

/** Renders older than this in the work folder are left-overs of a process that died mid-render. */
const STALE_RENDER_MS = 60 * 60 * 1000;

function removeStaleRenders(folder: string, now = Date.now()): void {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    const file = path.join(folder, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && now - stat.mtimeMs > STALE_RENDER_MS) fs.rmSync(file, { force: true });
  }
}

export const printFilesServicePlugin = fp(
  async (app) => {
    // Print files sit in a storage of their own (a folder beside /uploads' one, or the bucket's
    // `print-files/` prefix), never served at /uploads. Renders in progress stay on the local disk.
    const folder = path.join(app.config.dataDir, 'print-files');
    const workDir = path.join(folder, 'rendering');
    const printStorage = await openStorage(app.config, 'print-files');
    removeStaleRenders(workDir);
    const service = createPrintFilesService({
      db: app.db,
      jobs: app.jobs,
      orders: app.ordersService,
      images: app.imagesService,
      artwork: app.storage,
      printStorage,
      workDir,
      log: app.log,
      dpi: app.config.printDpi,
    });
    app.decorate('printFilesService', service);
    await app.jobs.work<PrintFileJob>(PRINT_FILE_QUEUE, (data, job) => service.run(data, job), PRINT_FILE_QUEUE_OPTIONS);
  },
  { name: 'print-files-service', dependencies: ['db', 'storage', 'jobs', 'orders-service', 'images-service'] },
);

/** Print files of orders closed 90 days ago, deleted every day by a scheduled job (README "Retention"). */
export const printFilesRetentionPlugin = moduleRetentionPlugin({
  name: 'print-files-retention',
  dependencies: ['print-files-service'],
  files: (app) => [{ area: 'print-files', referenced: (keys) => app.printFilesService.referencedKeys(keys) }],
  rules: (app) => [
    {
      name: 'print-files',
      what: 'print files of orders completed or cancelled more than 90 days ago',
      kinds: ['printFiles'],
      cron: '30 3 * * *',
      run: async ({ now, dryRun }) => ({ removed: { printFiles: await app.printFilesService.prune(now, dryRun) } }),
    },
  ],
});
