import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import {
  ART_STYLES,
  CANVAS_SIZES,
  cartLineFeet,
  cents,
  FRAME_STYLES,
  TEXTURES,
  UNSELECTED,
  MAX_CART_QUANTITY,
  multiplyCents,
  totalSquareFeet,
  wallArtPriceCents,
  type CartResponse,
  type Cents,
  type DesignOptions,
} from '@wallart/shared';
import { sessionEnded, signOut } from './user-slice';

/** docs/product/visualizer.md#design-options plus the dimensions a client cart item carries. */
export interface CartItemOptions {
  artStyle?: string;
  texture?: string;
  canvasSize?: string;
  frameStyle?: string;
  /** Width and height in feet (the spec's square feet (docs/product/cart-and-orders.md#package-selection); the server's `dimensions`). */
  dimensions?: { width: number; height: number };
}

/** docs/product/cart-and-orders.md#cart-lines. */
export interface CartItem {
  /** A guest line's own id ('wallart-…'); for a signed-in cart, the server line's `_id`. */
  id: string;
  name: string;
  image: string | null;
  /** Wall-art items carry a two-decimal string, others a number (docs/product/cart-and-orders.md#cart-lines). */
  price: number | string;
  description: string;
  /** docs/product/cart-and-orders.md#server-cart-add: the customer's notes for the line. */
  notes?: string;
  generatedImageId?: string;
  packageId?: string;
  quantity: number;
  options: CartItemOptions;
  /** Wall art: the stored artwork's image id (docs/architecture.md#artwork-never-lost), the same for every preview of it. */
  artworkId?: string;
  /** Wall art: the stored composite preview's image id (what the customer saw on the wall). */
  previewId?: string;
  /** The server's unit price in cents (signed-in carts; docs/architecture.md#money-on-the-server: money is the server's). */
  unitPriceCents?: number;
}

export interface SelectedPackage {
  id: string;
  name: string;
}

/**
 * docs/product/cart-and-orders.md#cart-lines. lastSynced is a timestamp in ms, null until the first server sync.
 *
 * Ours (decision 027): `ownerId` is the account whose server cart `items` show, at `version`;
 * null means the items are a guest's local cart. A signed-in cart's items are the server's answer
 * with the changes still on their way re-applied on top (shown at once, confirmed by the server).
 */
export interface CartState {
  items: CartItem[];
  loading: boolean;
  error: string | null;
  selectedPackage: SelectedPackage | null;
  lastSynced: number | null;
  ownerId: string | null;
  version: number | null;
}

export const initialCartState: CartState = {
  items: [],
  loading: false,
  error: null,
  selectedPackage: null,
  lastSynced: null,
  ownerId: null,
  version: null,
};

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

/** A change of a cart's lines (the slice's actions below, spelled out: the slice's reducers refer to it). */
export type CartChange =
  | PayloadAction<NewCartItem, 'cart/addItem'>
  | PayloadAction<{ id: string; quantity: number }, 'cart/updateQuantity'>
  | PayloadAction<{ id: string; by: 1 | -1 }, 'cart/stepQuantity'>
  | PayloadAction<string, 'cart/removeItem'>
  | PayloadAction<undefined, 'cart/clearCart'>;

/**
 * docs/product/cart-and-orders.md#cart-actions: same image and all four design options means the same line. Wall art
 * compares the stored artwork's id: each add renders a new preview image of the same artwork.
 */
function isSameLine(a: CartItem, b: NewCartItem): boolean {
  const sameImage = a.artworkId || b.artworkId ? a.artworkId === b.artworkId : a.image === b.image;
  return (
    sameImage &&
    a.options.artStyle === b.options.artStyle &&
    a.options.texture === b.options.texture &&
    a.options.canvasSize === b.options.canvasSize &&
    a.options.frameStyle === b.options.frameStyle
  );
}

const clampQuantity = (quantity: number) => Math.min(MAX_CART_QUANTITY, Math.max(1, quantity));

/** A server line as the client's cart item: the server's id, image and price. */
export function itemFromServerLine(line: CartResponse['items'][number]): CartItem {
  return {
    id: line._id,
    name: line.name,
    image: line.image,
    price: line.price,
    unitPriceCents: line.unitPriceCents,
    description: line.description,
    ...(line.notes ? { notes: line.notes } : {}),
    generatedImageId: line.generatedImageId,
    packageId: line.packageId,
    quantity: line.quantity,
    options: { ...line.options, ...(line.dimensions ? { dimensions: line.dimensions } : {}) },
    ...(line.artworkId ? { artworkId: line.artworkId } : {}),
    ...(line.previewId ? { previewId: line.previewId } : {}),
  };
}

/**
 * Local cart transitions (docs/product/cart-and-orders.md#cart-actions). For a signed-in user the cart feature's sync
 * (features/cart/sync) sends each of these changes to the server as one request and re-applies it
 * to the server's cart when another tab changed it first (decision 027).
 */
const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addItem(state, action: PayloadAction<NewCartItem>) {
      const existing = state.items.find((item) => isSameLine(item, action.payload));
      if (existing) {
        existing.quantity = clampQuantity(existing.quantity + 1);
      } else {
        state.items.push({ ...action.payload, quantity: action.payload.quantity ?? 1 });
      }
    },
    /** Sets the exact value; a quantity below 1 is ignored (docs/product/cart-and-orders.md#cart-actions). */
    updateQuantity(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) return;
      const item = state.items.find((i) => i.id === id);
      if (item) item.quantity = quantity;
    },
    /**
     * The −/+ buttons: a step from whatever the quantity is when the change is applied, never below
     * 1 — so a step re-applied after another tab's change adds to it instead of undoing it.
     */
    stepQuantity(state, action: PayloadAction<{ id: string; by: 1 | -1 }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item) item.quantity = clampQuantity(item.quantity + action.payload.by);
    },
    removeItem(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Empties the items and the selected package (docs/product/cart-and-orders.md#cart-actions). */
    clearCart(state) {
      state.items = [];
      state.selectedPackage = null;
    },
    setSelectedPackage(state, action: PayloadAction<SelectedPackage | null>) {
      state.selectedPackage = action.payload;
    },
    /** docs/product/cart-and-orders.md#cart-sync: a server-synced action is pending (loading on, error cleared). */
    cartSyncStarted(state) {
      state.loading = true;
      state.error = null;
    },
    /**
     * The server's cart (fulfilled: loading off, lastSynced set). `pending` are the changes made
     * since the request left, shown on top until their own answers come.
     */
    serverCartReceived(state, action: PayloadAction<{ cart: CartResponse; pending: CartChange[]; at: number; settled: boolean }>) {
      const { cart, pending, at, settled } = action.payload;
      state.ownerId = cart.userId;
      state.version = cart.version;
      state.items = applyCartChanges(cart.items.map(itemFromServerLine), pending);
      state.lastSynced = at;
      if (settled) state.loading = false;
    },
    /**
     * Rejected: loading off, error set; the cart shows the last server answer plus what is still
     * pending. With no server answer yet (the first read failed too: offline after a reload),
     * `unsaved` is what the cart looked like before the failed change, plus what is still pending.
     */
    cartSyncFailed(
      state,
      action: PayloadAction<{ message: string; cart: CartResponse | null; pending: CartChange[]; settled: boolean; unsaved?: CartItem[] }>,
    ) {
      const { message, cart, pending, settled, unsaved } = action.payload;
      state.error = message;
      if (settled) state.loading = false;
      if (cart) {
        state.ownerId = cart.userId;
        state.version = cart.version;
        state.items = applyCartChanges(cart.items.map(itemFromServerLine), pending);
      } else if (unsaved) {
        state.items = unsaved;
      }
    },
    /** Asks the cart sync to bring the signed-in cart up to date (the cart screen, on arrival). */
    cartRefreshRequested() {},
  },
  extraReducers: (builder) => {
    // An account's cart stays with the account: signing out (or the session ending) leaves no copy
    // on the device. A guest's own cart (ownerId null) is kept.
    builder.addMatcher(isAnyOf(signOut, sessionEnded), (state) => (state.ownerId ? initialCartState : state));
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The header badge counts quantities, not lines. */
    selectCartItemCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    selectSelectedPackage: (state) => state.selectedPackage,
    selectCartLoading: (state) => state.loading,
    selectCartError: (state) => state.error,
    selectCartLastSynced: (state) => state.lastSynced,
    selectCartOwnerId: (state) => state.ownerId ?? null,
    selectCartVersion: (state) => state.version ?? null,
  },
});

export const {
  addItem,
  updateQuantity,
  stepQuantity,
  removeItem,
  clearCart,
  setSelectedPackage,
  cartSyncStarted,
  serverCartReceived,
  cartSyncFailed,
  cartRefreshRequested,
} = cartSlice.actions;

/** The actions that change a cart's lines: each is one request for a signed-in user (decision 027). */
export const isCartChange = isAnyOf(addItem, updateQuantity, stepQuantity, removeItem, clearCart);

/** Applies changes to a list of lines with the slice's own rules (no other state is touched). */
export function applyCartChanges(items: CartItem[], changes: readonly CartChange[]): CartItem[] {
  let state: CartState = { ...initialCartState, items };
  for (const change of changes) state = cartReducer(state, change);
  return state.items;
}

export const {
  selectCartItems,
  selectCartItemCount,
  selectSelectedPackage,
  selectCartLoading,
  selectCartError,
  selectCartLastSynced,
  selectCartOwnerId,
  selectCartVersion,
} = cartSlice.selectors;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | typeof UNSELECTED =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : UNSELECTED;

/** A line's four options as the shared rules take them (anything unknown counts as not chosen). */
export function itemDesignOptions(item: Pick<CartItem, 'options'>): DesignOptions {
  return {
    artStyle: oneOf(ART_STYLES, item.options.artStyle),
    texture: oneOf(TEXTURES, item.options.texture),
    canvasSize: oneOf(CANVAS_SIZES, item.options.canvasSize),
    frameStyle: oneOf(FRAME_STYLES, item.options.frameStyle),
  };
}

/**
 * A line's unit price in cents: the server's for a signed-in cart, else the shared pricing rule
 * the server also uses (docs/product/visualizer.md#wall-art-pricing), so a guest sees the price they will pay.
 */
export function unitPriceCents(item: CartItem): Cents {
  if (typeof item.unitPriceCents === 'number') return cents(item.unitPriceCents);
  return wallArtPriceCents(itemDesignOptions(item));
}

export const lineTotalCents = (item: CartItem): Cents => multiplyCents(unitPriceCents(item), item.quantity);

export function cartSubtotalCents(items: readonly CartItem[]): Cents {
  return cents(items.reduce((sum, item) => sum + lineTotalCents(item), 0));
}

/** docs/product/cart-and-orders.md#package-selection: the sum of width × height × quantity in square feet (a cart without sizes counts 1). */
export function cartSquareFeet(items: readonly CartItem[]): number {
  return totalSquareFeet(
    items.map((item) => ({
      ...cartLineFeet(itemDesignOptions(item).canvasSize, item.options.dimensions),
      quantity: item.quantity,
    })),
  );
}

export const cartReducer: (state: CartState | undefined, action: { type: string }) => CartState = cartSlice.reducer;
export { cartSlice };
