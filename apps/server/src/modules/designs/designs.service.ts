import { and, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  centsToDecimalString,
  cents,
  DEFAULT_DESIGN_DESCRIPTION,
  DESIGN_MESSAGES,
  dollarsToCents,
  savedDesignName,
  wallArtPriceCents,
  type ArtworkOptions,
  type Cents,
  type CreateDesignInput,
  type ImageRef,
  type SavedDesign,
  type UpdateDesignInput,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { refusePreviewsAsArtwork, type ImagesService } from '../images';
import type { WallsService } from '../walls';
import { designs, type DesignRow } from './designs.tables';

declare module 'fastify' {
  interface FastifyInstance {
    designsService: DesignsService;
  }
}

export type DesignsService = ReturnType<typeof createDesignsService>;

export interface DesignViewer {
  id: string;
  role: string;
}

export interface DesignsServiceDeps {
  db: Db;
  images: Pick<ImagesService, 'claimForUser' | 'findRefs'>;
  walls: Pick<WallsService, 'findUsable'>;
  now?: () => Date;
}

const designNotFound = () => notFound(DESIGN_MESSAGES.notFound);
const canSee = (row: DesignRow, viewer: DesignViewer) => row.userId === viewer.id || viewer.role === 'admin';

/** The server's price for the options (docs/architecture.md#money-on-the-server); a price the client sent must agree with it. */
function priceFor(options: ArtworkOptions, clientPrice: string | number | undefined): Cents {
  const price = wallArtPriceCents(options);
  if (clientPrice !== undefined && dollarsToCents(clientPrice) !== price) throw badRequest(DESIGN_MESSAGES.priceMismatch);
  return price;
}

/** 'Wall Art Design - 2026-11-25' (docs/product/visualizer.md#saved-designs), the date in UTC as the shop's one date format. */
const defaultName = (at: Date) => savedDesignName(at.toISOString().slice(0, 10));

/**
 * A row as the API answers it, with its images' refs looked up before (`imageRefs` by id). Null
 * when the artwork's ref is missing: an image row is held by a foreign key, so it is always there,
 * and a list skips such a row rather than fail.
 */
function toSavedDesign(row: DesignRow, imageRefs: ReadonlyMap<string, ImageRef>): SavedDesign | null {
  const image = imageRefs.get(row.imageId);
  if (!image) return null;
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    image,
    previewImage: (row.previewImageId && imageRefs.get(row.previewImageId)) || null,
    options: row.options,
    wallId: row.wallId,
    selectedWall: row.selectedWall,
    placement: row.placement,
    isVisualized: row.isVisualized,
    price: centsToDecimalString(cents(row.priceCents)),
    priceCents: row.priceCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saved designs: rows in `designs`, artwork and previews as claimed image records. */
export function createDesignsService(deps: DesignsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The refs of the rows' artwork and previews, in one lookup for the whole list. */
  const imageRefsOf = async (rows: DesignRow[]): Promise<Map<string, ImageRef>> => {
    const ids = rows.flatMap((r) => [r.imageId, ...(r.previewImageId ? [r.previewImageId] : [])]);
    return new Map((await deps.images.findRefs(ids)).map((ref) => [ref.id, ref]));
  };

  /** One row as the answer: its refs looked up, then toSavedDesign. */
  const savedDesignOf = async (row: DesignRow): Promise<SavedDesign> => {
    const design = toSavedDesign(row, await imageRefsOf([row]));
    if (!design) throw designNotFound();
    return design;
  };

  const findVisible = async (id: string, viewer: DesignViewer, tx: Db | Tx = db): Promise<DesignRow> => {
    const [row] = await tx.select().from(designs).where(eq(designs.id, id)).limit(1);
    if (!row || !canSee(row, viewer)) throw designNotFound();
    return row;
  };

  /**
   * Claims the images for the design's owner and checks its wall, inside the caller's transaction.
   * The artwork may not be a composite preview (any image may be the preview).
   */
  const checkRefs = async (tx: Tx, ownerId: string, refs: { image?: string; previewImage?: string | null; wallId?: string | null }) => {
    const imageIds = [refs.image, refs.previewImage].filter((id): id is string => Boolean(id));
    refusePreviewsAsArtwork(await deps.images.claimForUser(imageIds, ownerId, tx), [refs.image]);
    if (refs.wallId) await deps.walls.findUsable(refs.wallId, ownerId, tx);
  };

  return {
    /** docs/product/visualizer.md#saved-designs POST /designs: the caller's design; images must be theirs (or unowned guest uploads). */
    async create(viewer: DesignViewer, input: CreateDesignInput): Promise<SavedDesign> {
      if (input.userId && input.userId.toLowerCase() !== viewer.id) throw forbidden(DESIGN_MESSAGES.userMismatch);
      const priceCents = priceFor(input.options, input.price);
      const at = now();
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, viewer.id, input);
        const [inserted] = await tx
          .insert(designs)
          .values({
            id: newObjectId(at),
            userId: viewer.id,
            name: input.name ?? defaultName(at),
            description: input.description || DEFAULT_DESIGN_DESCRIPTION,
            imageId: input.image,
            previewImageId: input.previewImage ?? null,
            options: input.options,
            wallId: input.wallId ?? null,
            selectedWall: input.selectedWall ?? 0,
            placement: input.placement ?? null,
            isVisualized: input.isVisualized ?? input.previewImage != null,
            priceCents,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!inserted) throw new Error('design insert returned no row');
        return inserted;
      });
      return savedDesignOf(row);
    },

    /** A user's designs, newest first (own or admin: the route checks the path's user id). */
    async listForUser(userId: string): Promise<SavedDesign[]> {
      const rows = await db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.createdAt), desc(designs.id));
      const refs = await imageRefsOf(rows);
      return rows.flatMap((row) => toSavedDesign(row, refs) ?? []);
    },

    async get(id: string, viewer: DesignViewer): Promise<SavedDesign> {
      return savedDesignOf(await findVisible(id, viewer));
    },

    /** Changes any fields; the price is recomputed from the (new) options. Images and wall are checked as on create. */
    async update(id: string, viewer: DesignViewer, input: UpdateDesignInput): Promise<SavedDesign> {
      const row = await db.transaction(async (tx) => {
        const current = await findVisible(id, viewer, tx);
        const options = input.options ?? current.options;
        const priceCents = priceFor(options, input.price);
        await checkRefs(tx, current.userId, input);
        const [updated] = await tx
          .update(designs)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description || DEFAULT_DESIGN_DESCRIPTION } : {}),
            ...(input.image !== undefined ? { imageId: input.image } : {}),
            ...(input.previewImage !== undefined ? { previewImageId: input.previewImage } : {}),
            ...(input.wallId !== undefined ? { wallId: input.wallId } : {}),
            ...(input.selectedWall !== undefined ? { selectedWall: input.selectedWall } : {}),
            ...(input.placement !== undefined ? { placement: input.placement } : {}),
            ...(input.isVisualized !== undefined ? { isVisualized: input.isVisualized } : {}),
            options,
            priceCents,
            updatedAt: now(),
          })
          .where(and(eq(designs.id, id), eq(designs.userId, current.userId)))
          .returning();
        if (!updated) throw designNotFound();
        return updated;
      });
      return savedDesignOf(row);
    },

    /** Deletes the design; its images stay in the owner's artwork. */
    async delete(id: string, viewer: DesignViewer): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findVisible(id, viewer, tx);
        await tx.delete(designs).where(eq(designs.id, row.id));
      });
    },
  };
}

export const designsServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('designsService', createDesignsService({ db: app.db, images: app.imagesService, walls: app.wallsService }));
    done();
  },
  { name: 'designs-service', dependencies: ['db', 'images-service', 'walls-service'] },
);
