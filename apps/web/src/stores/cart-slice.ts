import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 "Design options" plus the dimensions a client cart item carries. */
export interface CartItemOptions {
  artStyle?: string;
  texture?: string;
  canvasSize?: string;
  frameStyle?: string;
  dimensions?: { width: number; height: number };
}

/** SPEC §3 "Client cart item" / "Wall-art cart item". */
export interface CartItem {
  id: string;
  name: string;
  image: string | null;
  /** Wall-art items carry a two-decimal string, others a number (SPEC §3). */
  price: number | string;
  description: string;
  generatedImageId?: string;
  packageId?: string;
  quantity: number;
  options: CartItemOptions;
  /** Wall art: the stored artwork's image id (DESIGN §4.5), the same for every preview of it. */
  artworkId?: string;
  /** Wall art: the stored composite preview's image id (what the customer saw on the wall). */
  previewId?: string;
}

export interface SelectedPackage {
  id: string;
  name: string;
}

/** SPEC §3 "Cart state". lastSynced is a timestamp in ms, null until the first server sync. */
export interface CartState {
  items: CartItem[];
  loading: boolean;
  error: string | null;
  selectedPackage: SelectedPackage | null;
  lastSynced: number | null;
}

export const initialCartState: CartState = {
  items: [],
  loading: false,
  error: null,
  selectedPackage: null,
  lastSynced: null,
};

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

/**
 * SPEC §4 "Cart actions": same image and all four design options means the same line. Wall art
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

/**
 * Local cart transitions (SPEC §4 "Cart actions"). Server syncing for signed-in users is added by
 * the cart feature on top of these.
 */
const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addItem(state, action: PayloadAction<NewCartItem>) {
      const existing = state.items.find((item) => isSameLine(item, action.payload));
      if (existing) {
        existing.quantity += 1;
      } else {
        state.items.push({ ...action.payload, quantity: action.payload.quantity ?? 1 });
      }
    },
    /** Sets the exact value; a quantity below 1 is ignored (SPEC §4, §5 "Cart"). */
    updateQuantity(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const item = state.items.find((i) => i.id === id);
      if (item) item.quantity = quantity;
    },
    removeItem(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Empties the items and the selected package (SPEC §4). */
    clearCart(state) {
      state.items = [];
      state.selectedPackage = null;
    },
    setSelectedPackage(state, action: PayloadAction<SelectedPackage | null>) {
      state.selectedPackage = action.payload;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The header badge counts quantities, not lines. */
    selectCartItemCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    selectSelectedPackage: (state) => state.selectedPackage,
    selectCartLoading: (state) => state.loading,
    selectCartError: (state) => state.error,
    selectCartLastSynced: (state) => state.lastSynced,
  },
});

export const { addItem, updateQuantity, removeItem, clearCart, setSelectedPackage } = cartSlice.actions;

export const {
  selectCartItems,
  selectCartItemCount,
  selectSelectedPackage,
  selectCartLoading,
  selectCartError,
  selectCartLastSynced,
} = cartSlice.selectors;

export const cartReducer = cartSlice.reducer;
export { cartSlice };
