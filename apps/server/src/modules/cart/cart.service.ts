import { and, asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  CART_MESSAGES,
  cartLineFeet,
  centsToDecimalString,
  centsToDollars,
  cents,
  DEFAULT_CART_ITEM_DESCRIPTION,
  DEFAULT_CART_ITEM_NAME,
  isObjectId,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  MESSAGES,
  multiplyCents,
  PLACEHOLDER_IMAGE_ID,
  SERVICE_PACKAGES,
  totalSquareFeet,
  wallArtPriceCents,
  type CartDimensions,
  type CartLine,
  type CartResponse,
  type DesignOptions,
  type ImageRef,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { newObjectId } from '../../lib/object-id';
import { refusePreviewsAsArtwork, type ImagesService } from '../images';
import { cartItems, carts, type CartItemRow, type NewCartItemRow } from './cart.tables';

declare module 'fastify' {
  interface FastifyInstance {
    cartService: CartService;
  }
}

export type CartService = ReturnType<typeof createCartService>;

/** A line to write, already parsed by the shared schema (prices are never taken from a client). */
export interface CartLineWrite {
  /** Null only for the docs/product/cart-and-orders.md#server-cart-add placeholder of `POST /api/cart/add`. */
  artworkId: string | null;
  previewId?: string | null | undefined;
  packageId?: string | null | undefined;
  name?: string | undefined;
  description?: string | undefined;
  notes?: string | null | undefined;
  options: DesignOptions;
  dimensions?: CartDimensions | null | undefined;
  quantity: number;
}

/** The cart as it is inside a transaction that holds its lock. */
export interface LockedCart {
  userId: string;
  version: number;
  updatedAt: Date;
  lines: CartItemRow[];
}

/** docs/product/cart-and-orders.md#server-cart-add: a package id that is not a 24-hex id becomes the default (Starter) package. */
const DEFAULT_PACKAGE_ID = SERVICE_PACKAGES[0]!.id;

const staleCart = () => conflict(MESSAGES.cart.staleCart);
const itemNotFound = () => new HttpError(404, CART_MESSAGES.itemNotFound);

/** docs/product/cart-and-orders.md#cart-actions: one line per artwork and four options (and custom size). Placeholders never merge. */
function sameLine(a: Pick<CartLineWrite, 'artworkId' | 'options' | 'dimensions'>, b: Pick<CartLineWrite, 'artworkId' | 'options' | 'dimensions'>): boolean {
  if (a.artworkId === null || b.artworkId === null || a.artworkId !== b.artworkId) return false;
  const o = a.options;
  const p = b.options;
  const dims = (d: CartDimensions | null | undefined) => (d ? `${d.width}x${d.height}` : '');
  return o.artStyle === p.artStyle && o.texture === p.texture && o.canvasSize === p.canvasSize && o.frameStyle === p.frameStyle && dims(a.dimensions) === dims(b.dimensions);
}

const clampQuantity = (q: number) => Math.min(MAX_CART_QUANTITY, q);

/** Identical lines of one write become one line whose quantities add up (capped at MAX_CART_QUANTITY). */
function mergeIdentical(lines: readonly CartLineWrite[]): CartLineWrite[] {
  const out: CartLineWrite[] = [];
  for (const line of lines) {
    const same = out.find((l) => sameLine(l, line));
    if (same) same.quantity = clampQuantity(same.quantity + line.quantity);
    else out.push({ ...line, artworkId: line.artworkId?.toLowerCase() ?? null, previewId: line.previewId?.toLowerCase() ?? null });
  }
  return out;
}

function toRow(userId: string, line: CartLineWrite, position: number, id: string = newObjectId()): NewCartItemRow {
  const packageId = line.packageId && isObjectId(line.packageId) ? line.packageId.toLowerCase() : DEFAULT_PACKAGE_ID;
  return {
    id,
    userId,
    position,
    imageId: line.artworkId,
    previewId: line.previewId ?? null,
    packageId,
    name: line.name?.trim() || DEFAULT_CART_ITEM_NAME,
    description: line.description?.trim() || DEFAULT_CART_ITEM_DESCRIPTION,
    notes: line.notes ?? '',
    options: line.options,
    dimensions: line.dimensions ?? null,
    quantity: line.quantity,
    // The server's price from the options (docs/product/visualizer.md#wall-art-pricing); a client price never gets here.
    unitPriceCents: wallArtPriceCents(line.options),
  };
}

/**
 * The server cart (issue 13, docs/architecture.md#the-cart-saved-atomically). Every change runs in one transaction that first locks
 * the cart's row, so concurrent writers of one cart (two tabs, a tab and checkout) run one after
 * the other and each sees the other's result. A write with a `version` that is no longer the
 * cart's is refused with 409, so a tab never overwrites a change it has not seen.
 */
/** A cart to answer: a locked one, or one read outside a transaction (never written: no `updatedAt`). */
type CartToAnswer = Omit<LockedCart, 'updatedAt'> & { updatedAt: Date | null };

/** A cart as the API answers it, with its lines' artwork and preview refs looked up before (`imageRefs` by id). */
function toCartResponse(cart: CartToAnswer, imageRefs: ReadonlyMap<string, ImageRef>): CartResponse {
  const items: CartLine[] = cart.lines.map((l) => {
    const artwork = l.imageId ? (imageRefs.get(l.imageId) ?? null) : null;
    const preview = l.previewId ? (imageRefs.get(l.previewId) ?? null) : null;
    const unit = cents(wallArtPriceCents(l.options));
    return {
      _id: l.id,
      artworkId: l.imageId,
      previewId: l.previewId,
      generatedImageId: l.imageId ?? PLACEHOLDER_IMAGE_ID,
      packageId: l.packageId,
      artwork,
      preview,
      image: preview?.previewUrl ?? artwork?.previewUrl ?? null,
      name: l.name,
      description: l.description,
      notes: l.notes,
      options: l.options,
      dimensions: l.dimensions,
      quantity: l.quantity,
      unitPriceCents: unit,
      lineTotalCents: multiplyCents(unit, l.quantity),
      estimatedPrice: centsToDollars(unit),
      price: centsToDecimalString(unit),
    };
  });
  return {
    userId: cart.userId,
    version: cart.version,
    items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotalCents: items.reduce((n, i) => n + i.lineTotalCents, 0),
    squareFeet: totalSquareFeet(items.map((i) => ({ ...cartLineFeet(i.options.canvasSize, i.dimensions), quantity: i.quantity }))),
    updatedAt: cart.updatedAt?.toISOString() ?? null,
  };
}

export function createCartService(deps: { db: Db; images: ImagesService; now?: () => Date }) {
  const { db, images } = deps;
  const now = deps.now ?? (() => new Date());

  /** Creates the cart row if needed and locks it until the transaction ends. */
  const lock = async (tx: Tx, userId: string): Promise<LockedCart> => {
    // One statement makes the row if it is missing and locks it until the transaction ends (an
    // upsert locks the row it conflicts with), answering the version as it stands.
    const [cart] = await tx
      .insert(carts)
      .values({ userId, version: 0, updatedAt: now() })
      .onConflictDoUpdate({ target: carts.userId, set: { userId: sql`excluded.user_id` } })
      .returning();
    if (!cart) throw new Error('cart row missing after upsert');
    const lines = await tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.position));
    return { userId, version: cart.version, updatedAt: cart.updatedAt, lines };
  };

  const bump = async (tx: Tx, cart: LockedCart): Promise<LockedCart> => {
    const updatedAt = now();
    const version = cart.version + 1;
    await tx.update(carts).set({ version, updatedAt }).where(eq(carts.userId, cart.userId));
    const lines = await tx.select().from(cartItems).where(eq(cartItems.userId, cart.userId)).orderBy(asc(cartItems.position));
    return { ...cart, version, updatedAt, lines };
  };

  /**
   * Claims the lines' artwork and previews for the user (404 for anyone else's), in the transaction;
   * a composite preview is refused as a line's artwork (400).
   */
  const claim = async (tx: Tx, userId: string, lines: readonly CartLineWrite[]) => {
    const ids = lines.flatMap((l) => [l.artworkId, l.previewId ?? null]).filter((id): id is string => id !== null);
    if (ids.length === 0) return;
    refusePreviewsAsArtwork(await images.claimForUser(ids, userId, tx), lines.map((l) => l.artworkId));
  };

  const checkVersion = (cart: LockedCart, version: number | undefined) => {
    if (version !== undefined && version !== cart.version) throw staleCart();
  };

  /** Runs `change` on the locked cart and raises its version; answers the cart as the client sees it. */
  const write = async (userId: string, change: (tx: Tx, cart: LockedCart) => Promise<void>): Promise<CartResponse> => {
    const after = await db.transaction(async (tx) => {
      const cart = await lock(tx, userId);
      await change(tx, cart);
      return bump(tx, cart);
    });
    return cartResponseOf(after);
  };

  /** The cart as the API answers it: its lines' artwork refs looked up (after the transaction: no second connection inside it), then toCartResponse. */
  const cartResponseOf = async (cart: CartToAnswer): Promise<CartResponse> => {
    const ids = cart.lines.flatMap((l) => [l.imageId, l.previewId]).filter((id): id is string => id !== null);
    return toCartResponse(cart, new Map((await images.findRefs(ids)).map((r) => [r.id, r])));
  };

  const insertLines = async (tx: Tx, userId: string, rows: NewCartItemRow[]) => {
    if (rows.length > 0) await tx.insert(cartItems).values(rows);
  };

  return {
    /** The cart; a user who never had one has version 0 and no items (nothing is written). */
    async get(userId: string): Promise<CartResponse> {
      const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
      const lines = cart ? await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.position)) : [];
      return cartResponseOf({ userId, version: cart?.version ?? 0, updatedAt: cart?.updatedAt ?? null, lines });
    },

    /** `PUT`: the whole cart, if `version` is still the cart's (409 otherwise). Lines that stay keep their ids. */
    async replace(userId: string, version: number, lines: readonly CartLineWrite[]): Promise<CartResponse> {
      return write(userId, async (tx, cart) => {
        checkVersion(cart, version);
        const merged = mergeIdentical(lines);
        await claim(tx, userId, merged);
        const kept = new Set<string>();
        const rows = merged.map((line, position) => {
          const existing = cart.lines.find((l) => !kept.has(l.id) && sameLine({ artworkId: l.imageId, options: l.options, dimensions: l.dimensions }, line));
          if (existing) kept.add(existing.id);
          return toRow(userId, line, position, existing?.id);
        });
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        await insertLines(tx, userId, rows);
      });
    },

    /** Adds lines (the contract's add, or a guest cart merged on sign-in): identical lines add their quantities. */
    async add(userId: string, lines: readonly CartLineWrite[]): Promise<CartResponse> {
      return write(userId, async (tx, cart) => {
        const merged = mergeIdentical(lines);
        await claim(tx, userId, merged);
        const fresh: NewCartItemRow[] = [];
        let position = cart.lines.reduce((max, l) => Math.max(max, l.position), -1) + 1;
        for (const line of merged) {
          const existing = cart.lines.find((l) => sameLine({ artworkId: l.imageId, options: l.options, dimensions: l.dimensions }, line));
          if (existing) {
            await tx
              .update(cartItems)
              .set({ quantity: clampQuantity(existing.quantity + line.quantity) })
              .where(eq(cartItems.id, existing.id));
          } else {
            fresh.push(toRow(userId, line, position));
            position += 1;
          }
        }
        if (cart.lines.length + fresh.length > MAX_CART_LINES) throw badRequest(CART_MESSAGES.tooManyLines);
        await insertLines(tx, userId, fresh);
      });
    },

    /** Sets one line's exact quantity (docs/product/cart-and-orders.md#cart-actions). */
    async setQuantity(userId: string, itemId: string, quantity: number, version?: number): Promise<CartResponse> {
      return write(userId, async (tx, cart) => {
        checkVersion(cart, version);
        if (!cart.lines.some((l) => l.id === itemId)) throw itemNotFound();
        await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
      });
    },

    async removeItem(userId: string, itemId: string, version?: number): Promise<CartResponse> {
      return write(userId, async (tx, cart) => {
        checkVersion(cart, version);
        if (!cart.lines.some((l) => l.id === itemId)) throw itemNotFound();
        await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
      });
    },

    async clear(userId: string): Promise<CartResponse> {
      return write(userId, async (tx) => {
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      });
    },

    /** For checkout: the cart locked in the caller's transaction (cart changes wait until it ends). */
    lockForCheckout: lock,

    /** For checkout: empties the locked cart and raises its version, in the caller's transaction. */
    async emptyLocked(tx: Tx, cart: LockedCart): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.userId, cart.userId));
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updatedAt: now() })
        .where(eq(carts.userId, cart.userId));
    },
  };
}

export const cartServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('cartService', createCartService({ db: app.db, images: app.imagesService }));
    done();
  },
  { name: 'cart-service', dependencies: ['db', 'images-service'] },
);
