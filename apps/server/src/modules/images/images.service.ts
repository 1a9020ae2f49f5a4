import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  AGING_MESSAGES,
  ARTWORK_IMAGE_KINDS,
  ARTWORK_UPLOAD_MESSAGES,
  isArtworkKind,
  isObjectId,
  MAX_SEED,
  type ArtworkImage,
  type GenerateImagesBody,
  type ImageKind,
  type ImageListQuery,
  type ImageRef,
  type UploadableImageKind,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../lib/http-errors';
import type { Storage } from '../../plugins/app/storage';
import { deleteFiles, encodeUploadedArtwork, storeArtworkFiles, type ArtworkFiles, type StoredArtworkKeys } from './artwork-files';
import { imageEngineFor, type ImageEngine } from './generation/engine';
import { createProviderAger, type ProviderAger } from './generation/provider-aging';
import { images, type ImageRow } from './images.tables';

declare module 'fastify' {
  interface FastifyInstance {
    imagesService: ImagesService;
  }
}

export type ImagesService = ReturnType<typeof createImagesService>;

/** Who is asking: a signed-in account, or null for a guest. */
export type ImageViewer = { id: string; role: string } | null;

/** Guest images older than this are deleted with their files (issue 11). */
export const GUEST_IMAGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface ImagesServiceDeps {
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
  /** Draws generated artwork (generation/engine.ts); default: the offline procedural engine. */
  engine?: ImageEngine;
  /** Photorealistic ageing by the image service (decision 045); absent without IMAGE_API_URL. */
  ager?: ProviderAger | undefined;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** What describes an artwork besides its files. */
export interface ArtworkDetails {
  kind: ImageKind;
  ownerId: string | null;
  prompt?: string | null;
  style?: string | null;
  palette?: string[] | null;
  seed?: number | null;
  provider: string;
  vector?: boolean;
}

/**
 * Image ids are 24 hex characters like every id (docs/architecture.md#the-api-contract) but all 96 bits are random: a guest's
 * image is reachable by its id alone, so the id must not be guessable from another one (an
 * ObjectId's time and counter would be).
 */
export function newImageId(): string {
  return randomBytes(12).toString('hex');
}

const imageNotFound = () => new HttpError(404, ARTWORK_UPLOAD_MESSAGES.notFound);
const isAdmin = (viewer: ImageViewer) => viewer?.role === 'admin';

/** A page boundary: the last row's time (ms) and id, opaque to clients. */
function encodeCursor(row: Pick<ImageRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.getTime()}.${row.id}`).toString('base64url');
}

/**
 * The last instant a cursor may name: 9999-12-31T23:59:59.999Z. A later Date is written in ISO's
 * extended-year form ('+010000-…'), which PostgreSQL refuses (found by the route fuzz, issue 23);
 * no row is ever stamped that late, so such a cursor is simply invalid.
 */
const LATEST_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A cursor back to its time and id; anything this server did not write answers 400 'Invalid cursor.' */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const ms = Number(match?.[1]);
  if (!match || !(ms <= LATEST_CURSOR_MS)) throw badRequest('Invalid cursor.');
  return { createdAt: new Date(ms), id: match[2] as string };
}

/**
 * Another table still refers to the row: PostgreSQL's foreign-key violation (23503, designs: NO
 * ACTION) or restrict violation (23001, cart and order lines: ON DELETE RESTRICT; found by the route fuzz).
 */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return code === '23503' || code === '23001';
}

/**
 * Cart lines and designs print their artwork: a composite preview (the wall with the art on it)
 * among `artworkIds` is refused (400). `refs` are the claimed images (claimForUser's answer).
 */
export function refusePreviewsAsArtwork(refs: readonly ImageRef[], artworkIds: readonly (string | null | undefined)[]): void {
  const kinds = new Map(refs.map((ref) => [ref.id, ref.kind]));
  if (artworkIds.some((id) => id && kinds.get(id.toLowerCase()) === 'preview')) throw badRequest(ARTWORK_UPLOAD_MESSAGES.previewNotArtwork);
}

/** The seeds of one generation: `seed, seed + 1, …` (variations of one composition), or random ones. */
export function generationSeeds(count: number, seed?: number): number[] {
  return Array.from({ length: count }, (_, i) => (seed === undefined ? randomInt(0, MAX_SEED + 1) : (seed + i) % (MAX_SEED + 1)));
}

/** The artwork store: rows in `images`, files in storage. Plain inputs and outputs; HTTP errors where a route needs one. */
/** Where stored files are served (plugins/app/storage.ts). */
const fileUrl = (key: string) => `/uploads/${key}`;

/** An artwork in the API shape (`imageSchema`); storage keys and the owner never leave the server. */
function toArtworkImage(row: ImageRow): ArtworkImage {
  return {
    _id: row.id,
    kind: row.kind,
    prompt: row.prompt,
    style: row.style,
    palette: row.palette,
    seed: row.seed,
    provider: row.provider,
    width: row.width,
    height: row.height,
    vector: row.vector,
    url: fileUrl(row.originalKey),
    previewUrl: fileUrl(row.previewKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What other modules keep of an artwork (decision 022). */
function toImageRef(row: ImageRow): ImageRef {
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    vector: row.vector,
    url: fileUrl(row.originalKey),
    previewUrl: fileUrl(row.previewKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
  };
}

export function createImagesService(deps: ImagesServiceDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const engine = deps.engine ?? imageEngineFor(undefined);

  const findRows = async (ids: readonly string[], tx: Db | Tx = db): Promise<Map<string, ImageRow>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx.select().from(images).where(inArray(images.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  };

  /** Unique, lower-cased ids in their first order; a malformed id is simply one that is not found. */
  const normalizeIds = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];


  /**
   * decision 022: every id must be the user's or no one's (a guest image); unowned ones become the
   * user's, so they are never pruned. Any other id: 404 'Image not found', and nothing changes
   * (inside the caller's transaction, or one of our own). Rows come back in the order asked.
   */
  const claimRows = async (ids: string[], userId: string, tx?: Db | Tx): Promise<ImageRow[]> => {
    const wanted = normalizeIds(ids);
    if (wanted.length === 0) return [];
    if (!wanted.every(isObjectId)) throw imageNotFound();
    const claim = async (t: Db | Tx): Promise<ImageRow[]> => {
      // Row locks make two concurrent claims of one guest image serialize; the loser sees the owner.
      await t
        .update(images)
        .set({ ownerId: userId })
        .where(and(inArray(images.id, wanted), isNull(images.ownerId)));
      const rows = await findRows(wanted, t);
      return wanted.map((id) => {
        const row = rows.get(id);
        if (row?.ownerId !== userId) throw imageNotFound();
        return row;
      });
    };
    return tx ? claim(tx) : db.transaction(claim);
  };

  const service = {
    /**
     * Stores artworks' files, then their rows in one insert. If a row cannot be written every file
     * is removed, and if a file cannot be written nothing is inserted: a failure leaves nothing
     * half-written.
     */
    async saveArtworks(items: { files: ArtworkFiles; details: ArtworkDetails }[]): Promise<ImageRow[]> {
      const stored = await Promise.allSettled(items.map((item) => storeArtworkFiles(storage, item.files)));
      const keys = stored.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const allKeys = (k: StoredArtworkKeys[]): (string | null)[] => k.flatMap((one) => [one.originalKey, one.previewKey, one.thumbnailKey, one.svgKey]);
      const failed = stored.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) {
        await deleteFiles(storage, allKeys(keys));
        throw failed.reason;
      }
      // Set here, in whole milliseconds, so a page cursor matches the stored value exactly.
      const createdAt = now();
      try {
        const rows = await db
          .insert(images)
          .values(
            items.map(({ files, details }, i) => ({
              id: newImageId(),
              ownerId: details.ownerId,
              kind: details.kind,
              prompt: details.prompt ?? null,
              style: details.style ?? null,
              palette: details.palette ?? null,
              seed: details.seed ?? null,
              provider: details.provider,
              width: files.width,
              height: files.height,
              vector: details.vector ?? false,
              ...(keys[i] as StoredArtworkKeys),
              createdAt,
            })),
          )
          .returning();
        if (rows.length !== items.length) throw new Error('image insert returned too few rows');
        // Rows come back in insert order; keep the caller's order whatever the driver does.
        const byKey = new Map(rows.map((row) => [row.originalKey, row]));
        return keys.map((k) => byKey.get(k.originalKey) as ImageRow);
      } catch (err) {
        await deleteFiles(storage, allKeys(keys));
        throw err;
      }
    },

    /** Stores one artwork (see saveArtworks). */
    async saveArtwork(files: ArtworkFiles, details: ArtworkDetails): Promise<ImageRow> {
      const [row] = await service.saveArtworks([{ files, details }]);
      return row as ImageRow;
    },

    /**
     * Generated artwork (issue 11): `count` pictures (default 1) from the engine, stored like any
     * other artwork, with the prompt, style, palette and each picture's seed.
     */
    async generate(input: GenerateImagesBody, ownerId: string | null): Promise<ArtworkImage[]> {
      const seeds = generationSeeds(input.count ?? 1, input.seed);
      const palette = input.palette?.map((c) => c.toLowerCase());
      const pictures = await engine.generate({ prompt: input.prompt, style: input.style, palette, seeds });
      const rows = await service.saveArtworks(
        pictures.map((picture) => ({
          files: picture.files,
          details: {
            kind: 'generated' as const,
            ownerId,
            prompt: input.prompt,
            style: input.style,
            palette: palette ?? null,
            seed: picture.seed,
            provider: engine.name,
            vector: picture.vector,
          },
        })),
      );
      return rows.map(toArtworkImage);
    },

    /**
     * What the engine makes of a prompt (issue 20): which kind of engine draws, and which of the
     * prompt's words it draws and which nouns it cannot (null for a hosted model, which cannot say).
     */
    describeGeneration(prompt: string): { engine: ImageEngine['kind']; drawn: string[] | null; notDrawn: string[] | null } {
      const words = engine.readPrompt(prompt);
      return { engine: engine.kind, drawn: words?.drawn ?? null, notDrawn: words?.notDrawn ?? null };
    },

    /** Whether photorealistic ageing is offered: an image service is configured (decision 045). */
    agingAvailable: deps.ager !== undefined,

    /**
     * A portrait aged by the image service (decision 045): a JPEG for the browser, never stored (the
     * customer keeps one with 'Use this face', an upload of kind `face`). 404 when no service is
     * configured; 503 when it fails, and the browser keeps its own portrait.
     */
    async ageWithProvider(photo: Buffer, age: number): Promise<Buffer> {
      if (!deps.ager) throw new HttpError(404, AGING_MESSAGES.notOffered);
      return deps.ager.age(photo, age);
    },

    /** An uploaded photo or artwork (or a browser-made aged face, or a composite preview), re-encoded (artwork-files.ts). */
    async upload(data: Buffer, input: { kind: UploadableImageKind; ownerId: string | null }): Promise<ArtworkImage> {
      const files = await encodeUploadedArtwork(data);
      return toArtworkImage(await service.saveArtwork(files, { kind: input.kind, ownerId: input.ownerId, provider: 'upload' }));
    },

    /** The owner's artwork, newest first, one page at a time. Composite previews are not artwork and never listed. */
    async list(ownerId: string, query: ImageListQuery): Promise<{ images: ArtworkImage[]; nextCursor: string | null }> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await db
        .select()
        .from(images)
        .where(
          and(
            eq(images.ownerId, ownerId),
            query.kind ? eq(images.kind, query.kind) : inArray(images.kind, [...ARTWORK_IMAGE_KINDS]),
            after
              ? or(lt(images.createdAt, after.createdAt), and(eq(images.createdAt, after.createdAt), lt(images.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(images.createdAt), desc(images.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { images: page.map(toArtworkImage), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /**
     * One artwork as its viewer may see it: a guest image (no owner) by anyone with its id, an owned
     * one by its owner or an admin. Anyone else gets 404, never 403 (issue 11).
     */
    async getVisible(id: string, viewer: ImageViewer): Promise<ArtworkImage> {
      const [row] = await db.select().from(images).where(eq(images.id, id.toLowerCase())).limit(1);
      if (!row) throw imageNotFound();
      if (row.ownerId !== null && row.ownerId !== viewer?.id && !isAdmin(viewer)) throw imageNotFound();
      return toArtworkImage(row);
    },

    /**
     * What the AR model of an artwork needs (the ar module, docs/product/ar.md#the-model): its stored
     * files' keys, for a viewer who may see it (getVisible's rule: 404 for anyone else). A composite
     * preview is no artwork: 404 too.
     */
    async modelSourceOf(id: string, viewer: ImageViewer): Promise<Pick<ImageRow, 'id' | 'vector' | 'svgKey' | 'originalKey'>> {
      const [row] = await db.select().from(images).where(eq(images.id, id.toLowerCase())).limit(1);
      if (!row || !isArtworkKind(row.kind)) throw imageNotFound();
      if (row.ownerId !== null && row.ownerId !== viewer?.id && !isAdmin(viewer)) throw imageNotFound();
      return { id: row.id, vector: row.vector, svgKey: row.svgKey, originalKey: row.originalKey };
    },

    /** Deletes an artwork and its files: its owner or an admin; 404 for anyone else, guests included. */
    async delete(id: string, viewer: ImageViewer): Promise<void> {
      if (!viewer) throw imageNotFound();
      let row: ImageRow | undefined;
      try {
        [row] = await db
          .delete(images)
          .where(and(eq(images.id, id.toLowerCase()), isAdmin(viewer) ? undefined : eq(images.ownerId, viewer.id)))
          .returning();
      } catch (err) {
        if (isForeignKeyViolation(err)) throw conflict('This artwork is used by a cart, design or order, so it cannot be deleted.');
        throw err;
      }
      if (!row) throw imageNotFound();
      const failed = await deleteFiles(storage, [row.originalKey, row.previewKey, row.thumbnailKey, row.svgKey]);
      if (failed > 0) deps.log?.warn({ imageId: row.id, failed }, 'image files not deleted');
    },

    /** Claims the images for the user (claimRows: the user's or no one's, else 404), in the order asked. */
    async claimForUser(ids: string[], userId: string, tx?: Db | Tx): Promise<ImageRef[]> {
      return (await claimRows(ids, userId, tx)).map(toImageRef);
    },

    /**
     * claimForUser, with the prompt each artwork was generated from (null for an upload), read in
     * the same statement: checkout copies them onto its order lines inside its transaction.
     */
    async claimWithPrompts(ids: string[], userId: string, tx: Tx): Promise<{ refs: ImageRef[]; prompts: Map<string, string | null> }> {
      const rows = await claimRows(ids, userId, tx);
      return { refs: rows.map(toImageRef), prompts: new Map(rows.map((row) => [row.id, row.prompt])) };
    },

    /**
     * What a print of an artwork needs (the print-files module, decision 038): its pixel size,
     * whether it is vector, and its stored files' keys; undefined for an unknown id.
     */
    async printSourceOf(id: string, tx: Db | Tx = db): Promise<Pick<ImageRow, 'id' | 'width' | 'height' | 'vector' | 'svgKey' | 'originalKey'> | undefined> {
      const [row] = await tx
        .select({ id: images.id, width: images.width, height: images.height, vector: images.vector, svgKey: images.svgKey, originalKey: images.originalKey })
        .from(images)
        .where(eq(images.id, id));
      return row;
    },

    /** decision 022: refs of already-claimed artwork, for display; unknown ids are left out. */
    async findRefs(ids: string[]): Promise<ImageRef[]> {
      const wanted = normalizeIds(ids).filter(isObjectId);
      const rows = await findRows(wanted);
      return wanted.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toImageRef(row)] : [];
      });
    },

    /**
     * Deletes guest images (no owner) created more than 7 days before `at`, rows first and then
     * their files. Claimed images have an owner and are kept. Returns how many were removed.
     */
    async pruneGuestImages(at: Date = now(), dryRun = false): Promise<number> {
      const before = new Date(at.getTime() - GUEST_IMAGE_LIFETIME_MS);
      // One row at a time: an ownerless image may still be held by an order line (its customer's
      // account was deleted, the order is kept for the books; ON DELETE RESTRICT). A bulk delete
      // failed whole on such a row, and from then on no guest image was ever pruned (found by the
      // route fuzz's author). A held image is skipped and kept with the order that prints it.
      const candidates = await db
        .select({ id: images.id })
        .from(images)
        .where(and(isNull(images.ownerId), lte(images.createdAt, before)));
      // A dry run answers the candidates: an order or design that still holds one keeps it then.
      if (dryRun) return candidates.length;
      const removed: (typeof images.$inferSelect)[] = [];
      let held = 0;
      for (const { id } of candidates) {
        try {
          // Still ownerless and old: an image claimed meanwhile is kept.
          const rows = await db
            .delete(images)
            .where(and(eq(images.id, id), isNull(images.ownerId), lte(images.createdAt, before)))
            .returning();
          removed.push(...rows);
        } catch (err) {
          if (!isForeignKeyViolation(err)) throw err;
          held += 1;
        }
      }
      if (held > 0) deps.log?.info({ held }, 'old guest images kept: an order or a design still holds them');
      const failed = await deleteFiles(
        storage,
        removed.flatMap((r) => [r.originalKey, r.previewKey, r.thumbnailKey, r.svgKey]),
      );
      if (failed > 0) deps.log?.warn({ failed }, 'pruned image files not deleted');
      return removed.length;
    },

    /** Of the given storage keys, those an image row names (the orphan-file sweep keeps them). */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const list = [...keys];
      const rows = await db
        .select({ originalKey: images.originalKey, previewKey: images.previewKey, thumbnailKey: images.thumbnailKey, svgKey: images.svgKey })
        .from(images)
        .where(or(inArray(images.originalKey, list), inArray(images.previewKey, list), inArray(images.thumbnailKey, list), inArray(images.svgKey, list)));
      const wanted = new Set(list);
      return new Set(rows.flatMap((r) => [r.originalKey, r.previewKey, r.thumbnailKey, r.svgKey]).filter((k): k is string => k !== null && wanted.has(k)));
    },
  };
  return service;
}

export const imagesServicePlugin = fp(
  (app, _options, done) => {
    const engine = imageEngineFor(app.config.imageApi, app.log);
    const ager = app.config.imageApi ? createProviderAger({ ...app.config.imageApi, log: app.log }) : undefined;
    app.decorate('imagesService', createImagesService({ db: app.db, storage: app.storage, log: app.log, engine, ager }));
    done();
  },
  { name: 'images-service', dependencies: ['db', 'storage'] },
);
