import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_UPLOADED_WALL_WIDTH_INCHES, floorLineFromOutline, WALL_MESSAGES, type UpdateWallBody, type WallBackground, type WallOutline } from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import type { Storage } from '../../plugins/app/storage';
import { moduleRetentionPlugin } from '../retention';
import { encodeWallImage } from './wall-files';
import { wallBackgrounds, type WallBackgroundRow } from './walls.tables';

declare module 'fastify' {
  interface FastifyInstance {
    wallsService: WallsService;
  }
}

export type WallsService = ReturnType<typeof createWallsService>;

/** Who is asking (walls routes are for signed-in users). */
export interface WallViewer {
  id: string;
  role: string;
}

export interface WallsServiceDeps {
  db: Db;
  storage: Storage;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

const wallNotFound = () => notFound(WALL_MESSAGES.notFound);
const fileUrl = (key: string) => `/uploads/${key}`;

/** A wall in the API shape (docs/product/visualizer.md#wall-backgrounds: id from id or _id, so both; `url` is the spec's name for the picture). */
function toWallBackground(row: WallBackgroundRow): WallBackground {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    url: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    widthInches: row.widthInches,
    floorLine: row.floorLine,
    outline: row.outline ?? null,
    isDefault: row.ownerId === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Wall backgrounds: the seeded defaults (no owner, changed by no one) and each user's uploads. */
export function createWallsService(deps: WallsServiceDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /** The wall as `viewer` may change it: their own (or any user's for an admin); 403 for a default, 404 otherwise. */
  const findChangeable = async (id: string, viewer: WallViewer, tx: Db | Tx = db): Promise<WallBackgroundRow> => {
    const [row] = await tx.select().from(wallBackgrounds).where(eq(wallBackgrounds.id, id)).limit(1);
    if (!row) throw wallNotFound();
    if (row.ownerId === null) throw forbidden(WALL_MESSAGES.defaultImmutable);
    if (row.ownerId !== viewer.id && viewer.role !== 'admin') throw wallNotFound();
    return row;
  };

  const removeFiles = async (keys: (string | null)[]) => {
    const results = await Promise.allSettled(keys.filter((k): k is string => Boolean(k)).map((k) => storage.delete(k)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) deps.log?.warn({ failed }, 'wall files not deleted');
  };

  return {
    /** The four defaults, in their order (docs/product/visualizer.md#wall-backgrounds). */
    async listDefaults(): Promise<WallBackground[]> {
      const rows = await db.select().from(wallBackgrounds).where(isNull(wallBackgrounds.ownerId)).orderBy(asc(wallBackgrounds.sortOrder));
      return rows.map(toWallBackground);
    },

    /** The user's own walls, oldest first (a new wall is appended, docs/product/visualizer.md#wall-backgrounds). */
    async listOwn(ownerId: string): Promise<WallBackground[]> {
      const rows = await db
        .select()
        .from(wallBackgrounds)
        .where(eq(wallBackgrounds.ownerId, ownerId))
        .orderBy(asc(wallBackgrounds.createdAt), asc(wallBackgrounds.id));
      return rows.map(toWallBackground);
    },

    /** A wall the user may hang a design on: a default or their own; 404 otherwise. */
    async findUsable(id: string, userId: string, tx: Db | Tx = db): Promise<WallBackgroundRow> {
      const [row] = await tx.select().from(wallBackgrounds).where(eq(wallBackgrounds.id, id.toLowerCase())).limit(1);
      if (!row || (row.ownerId !== null && row.ownerId !== userId)) throw wallNotFound();
      return row;
    },

    /**
     * Re-encodes and stores an uploaded wall, then writes its row; if the row cannot be written
     * the files are removed, so a failure leaves nothing behind.
     */
    async upload(data: Buffer, input: { ownerId: string; name: string; widthInches?: number; outline?: WallOutline }): Promise<WallBackground> {
      const encoded = await encodeWallImage(data);
      const imageKey = await storage.put(encoded.image, 'jpg');
      let thumbnailKey: string | null = null;
      try {
        thumbnailKey = await storage.put(encoded.thumbnail, 'webp');
        const [row] = await db
          .insert(wallBackgrounds)
          .values({
            id: newObjectId(),
            ownerId: input.ownerId,
            name: input.name,
            imageUrl: fileUrl(imageKey),
            thumbnailUrl: fileUrl(thumbnailKey),
            imageKey,
            thumbnailKey,
            width: encoded.width,
            height: encoded.height,
            widthInches: input.widthInches ?? DEFAULT_UPLOADED_WALL_WIDTH_INCHES,
            outline: input.outline ?? null,
            // The outline's bottom edge is where the wall meets the floor (docs/product/visualizer.md#wall-photo).
            floorLine: input.outline ? floorLineFromOutline(input.outline) : null,
            createdAt: now(),
          })
          .returning();
        if (!row) throw new Error('wall insert returned no row');
        return toWallBackground(row);
      } catch (err) {
        await removeFiles([imageKey, thumbnailKey]);
        throw err;
      }
    },

    /** Renames a wall, sets its width or its outline (docs/product/visualizer.md#wall-backgrounds PUT /walls/{id}); defaults: 403; someone else's: 404. */
    async update(id: string, viewer: WallViewer, changes: UpdateWallBody): Promise<WallBackground> {
      const updated = await db.transaction(async (tx) => {
        await findChangeable(id, viewer, tx);
        const [row] = await tx
          .update(wallBackgrounds)
          .set({
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.widthInches !== undefined ? { widthInches: changes.widthInches } : {}),
            ...(changes.outline !== undefined ? { outline: changes.outline, floorLine: changes.outline ? floorLineFromOutline(changes.outline) : null } : {}),
          })
          .where(eq(wallBackgrounds.id, id))
          .returning();
        if (!row) throw wallNotFound();
        return row;
      });
      return toWallBackground(updated);
    },

    /** Deletes a wall and its files; designs on it keep their placement without a wall (wall id set null). */
    async delete(id: string, viewer: WallViewer): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const found = await findChangeable(id, viewer, tx);
        await tx.delete(wallBackgrounds).where(and(eq(wallBackgrounds.id, id), eq(wallBackgrounds.ownerId, found.ownerId ?? '')));
        return found;
      });
      await removeFiles([row.imageKey, row.thumbnailKey]);
    },

    /** Of the given storage keys, those a wall row names (the orphan-file sweep keeps them). */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const list = [...keys];
      const rows = await db
        .select({ imageKey: wallBackgrounds.imageKey, thumbnailKey: wallBackgrounds.thumbnailKey })
        .from(wallBackgrounds)
        .where(or(inArray(wallBackgrounds.imageKey, list), inArray(wallBackgrounds.thumbnailKey, list)));
      const wanted = new Set(list);
      return new Set(rows.flatMap((r) => [r.imageKey, r.thumbnailKey]).filter((k): k is string => k !== null && wanted.has(k)));
    },
  };
}

export const wallsServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('wallsService', createWallsService({ db: app.db, storage: app.storage, log: app.log }));
    done();
  },
  { name: 'walls-service', dependencies: ['db', 'storage'] },
);

/** Wall rows keep their files from the orphan-file sweep (README "Retention"). */
export const wallsRetentionPlugin = moduleRetentionPlugin({
  name: 'walls-retention',
  dependencies: ['walls-service'],
  files: (app) => [{ area: 'uploads', referenced: (keys) => app.wallsService.referencedKeys(keys) }],
});
