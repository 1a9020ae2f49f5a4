import { createListenerMiddleware, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_CART_ITEM_NAME, isObjectId, MESSAGES, type CartLineInput, type CartResponse } from '@wallart/shared';
import {
  addItem,
  applyCartChanges,
  cartRefreshRequested,
  cartSyncStarted,
  clearCart,
  isCartChange,
  itemDesignOptions,
  itemFromServerLine,
  removeItem,
  type CartChange,
  type CartItem,
  type CartState,
} from '../../../stores/cart-slice';
import { selectCurrentUserId, signInSuccess, type UserState } from '../../../stores/user-slice';
import {
  cartSyncReducer,
  initialCartSyncState,
  knownServerCart,
  readFailedAction,
  receivedAction,
  saveFailedAction,
  type CartSyncEvent,
} from './cart-sync-machine';

/** The three calls the sync makes; the app's uses RTK Query (../api/cart-api.ts), tests a fake server. */
export interface CartTransport {
  get(userId: string): Promise<CartResponse>;
  /** `PUT`: rejects with `{ status: 409 }` when `version` is stale. */
  replace(userId: string, version: number, items: CartLineInput[]): Promise<CartResponse>;
  merge(userId: string, items: CartLineInput[]): Promise<CartResponse>;
}

export interface CartNotices {
  success(message: string): void;
  error(message: string): void;
}

interface SyncState {
  user: UserState;
  cart: CartState;
}

/** How often a change is re-applied to a cart another tab changed first before giving up. */
export const MAX_CONFLICT_RETRIES = 3;

const statusOf = (failure: unknown): unknown => (typeof failure === 'object' && failure !== null ? (failure as { status?: unknown }).status : undefined);
const isConflict = (failure: unknown) => statusOf(failure) === 409;

/** A cart line as the server takes it, or null for a line without stored artwork (it cannot be saved). */
export function lineForServer(item: CartItem): CartLineInput | null {
  const artworkId = item.artworkId ?? (item.generatedImageId && isObjectId(item.generatedImageId) ? item.generatedImageId : undefined);
  if (!artworkId) return null;
  const options = itemDesignOptions(item);
  const custom = options.canvasSize === 'Custom' && item.options.dimensions;
  return {
    artworkId,
    previewId: item.previewId ?? null,
    name: item.name,
    description: item.description,
    ...(item.notes ? { notes: item.notes } : {}),
    options,
    dimensions: custom ? item.options.dimensions : null,
    quantity: item.quantity,
  };
}

/** How the customer knows a line: its name (the spec's default for wall art without one (docs/product/cart-and-orders.md#cart-lines)). */
const nameOf = (line: Pick<CartLineInput, 'name'>): string => line.name?.trim() || DEFAULT_CART_ITEM_NAME;

const linesForServer = (items: readonly CartItem[]) => items.map(lineForServer).filter((line): line is CartLineInput => line !== null);

function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return JSON.stringify(linesForServer(a)) === JSON.stringify(linesForServer(b));
}

/** What the customer is told when a change is saved (docs/product/messages.md#toasts). */
function successMessage(change: CartChange): string | null {
  if (removeItem.match(change)) return MESSAGES.toasts.itemRemoved;
  if (addItem.match(change) || clearCart.match(change)) return null;
  return MESSAGES.toasts.cartUpdated;
}

/** And when it fails (docs/product/messages.md#cart). */
function failureMessage(change: CartChange): string {
  if (removeItem.match(change)) return MESSAGES.cart.removeError;
  if (addItem.match(change)) return MESSAGES.cart.addFailed;
  if (clearCart.match(change)) return MESSAGES.cart.clearFailed;
  return MESSAGES.cart.updateQuantityError;
}

/**
 * The signed-in cart's sync (issue 13, docs/architecture.md#the-cart-saved-atomically, decision 027). Every cart change (the slice's
 * addItem, updateQuantity, stepQuantity, removeItem, clearCart) is shown at once and sent as ONE
 * request: `PUT /api/cart/{userId}` with the whole cart and the version it was read at. When
 * another tab wrote first the server answers 409; the sync reads the cart again, applies the same
 * change to it (a + step adds to the other tab's quantity, a remove removes from the new cart) and
 * writes once more, so no tab's change is lost. Changes run one after another, each on the answer
 * of the one before. On sign-in a guest's cart is merged into the account's in one request
 * (`POST /api/cart/{userId}/merge`) and the guest cart is gone. A guest's changes stay local.
 */
export function createCartSync(options: { transport: (dispatch: Dispatch<UnknownAction>) => CartTransport; notices: CartNotices; now?: () => number }) {
  const { notices } = options;
  const now = options.now ?? (() => Date.now());
  const listener = createListenerMiddleware<SyncState>();

  /** The sync's state: the server's last answer, the changes not yet saved, the queue's length (cart-sync-machine.ts). */
  let sync = initialCartSyncState;
  const step = (event: CartSyncEvent) => {
    sync = cartSyncReducer(sync, event);
  };
  let queue: Promise<unknown> = Promise.resolve();

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    step({ type: 'taskQueued' });
    const run = queue.then(task).finally(() => step({ type: 'taskFinished' }));
    queue = run.catch(() => undefined);
    return run;
  };

  type Api = { dispatch: Dispatch<UnknownAction>; getState: () => SyncState };

  const received = (api: Api, cart: CartResponse) => {
    step({ type: 'serverRead', cart });
    api.dispatch(receivedAction(sync, cart, now()));
  };

  /**
   * Merges a guest cart into the account's and answers the account's cart. When the server refuses
   * the merge with 404 (a line's artwork is gone: a pruned guest image, a deleted one, another
   * account's), each line is merged on its own and the refused ones are left out, so the rest
   * still come in, however many lines there are. `dropped` collects the names of the lines left out.
   */
  const mergeGuestCart = async (transport: CartTransport, userId: string, lines: CartLineInput[], dropped: string[]): Promise<CartResponse> => {
    try {
      return await transport.merge(userId, lines);
    } catch (failure) {
      if (statusOf(failure) !== 404) throw failure;
    }
    let cart: CartResponse | null = null;
    if (lines.length === 1) {
      // The one line is the one refused: nothing to try again.
      dropped.push(nameOf(lines[0]!));
    } else {
      for (const line of lines) {
        try {
          cart = await transport.merge(userId, [line]);
        } catch (failure) {
          if (statusOf(failure) !== 404) throw failure;
          dropped.push(nameOf(line));
        }
      }
    }
    // The account's cart, whatever came in: the cart is the account's from here on.
    return cart ?? (await transport.get(userId));
  };

  /** Brings the account's cart in: merges the guest cart when there is one, else reads it. */
  const bringIn = async (api: Api, userId: string): Promise<CartResponse> => {
    const transport = options.transport(api.dispatch);
    const cart = api.getState().cart;
    const guest = (cart.ownerId ?? null) === null ? cart.items : [];
    const guestLines = linesForServer(guest);
    // A guest line without stored artwork cannot be saved to the account either.
    const dropped = guest.filter((item) => lineForServer(item) === null).map(nameOf);
    const answer = guestLines.length > 0 ? await mergeGuestCart(transport, userId, guestLines, dropped) : await transport.get(userId);
    // The server's cart replaces the guest lines (the slice's serverCartReceived), so a dropped line
    // is gone from this device too, and stays gone after a reload.
    received(api, answer);
    if (dropped.length > 0) notices.error(MESSAGES.cart.artworkUnavailable(dropped));
    return answer;
  };

  const refresh = (api: Api, userId: string) =>
    enqueue(async () => {
      if (selectCurrentUserId(api.getState()) !== userId) return;
      api.dispatch(cartSyncStarted());
      try {
        await bringIn(api, userId);
      } catch {
        api.dispatch(readFailedAction(sync, MESSAGES.cart.fetchFailed));
        notices.error(MESSAGES.cart.syncFailed);
      }
    });

  /** `before`: the lines as they were shown just before this change, for a failure with no server answer to fall back on. */
  const save = (api: Api, userId: string, change: CartChange, before: CartItem[]) =>
    enqueue(async () => {
      if (selectCurrentUserId(api.getState()) !== userId) {
        step({ type: 'pendingDropped' });
        return;
      }
      api.dispatch(cartSyncStarted());
      const transport = options.transport(api.dispatch);
      try {
        let base = knownServerCart(sync, userId, api.getState().cart.ownerId) ?? (await bringIn(api, userId));
        for (let attempt = 0; ; attempt += 1) {
          const before = base.items.map(itemFromServerLine);
          const after = applyCartChanges(before, [change]);
          if (sameLines(before, after)) {
            // Nothing left to do (e.g. the line was already removed in another tab).
            step({ type: 'changeSettled' });
            received(api, base);
            break;
          }
          try {
            const answer = await transport.replace(userId, base.version, linesForServer(after));
            step({ type: 'changeSettled' });
            received(api, answer);
            break;
          } catch (failure) {
            if (!isConflict(failure) || attempt >= MAX_CONFLICT_RETRIES) throw failure;
            // Another tab wrote first: read its cart and apply this change to it.
            base = await transport.get(userId);
            step({ type: 'serverRead', cart: base });
          }
        }
        const message = successMessage(change);
        if (message) notices.success(message);
      } catch (failure) {
        step({ type: 'changeSettled' });
        const message = isConflict(failure) ? MESSAGES.cart.staleCart : failureMessage(change);
        // Never show a change that was not saved: back to the server's cart, or to the lines as
        // they were before this change when the server could not be read at all.
        api.dispatch(saveFailedAction(sync, message, userId, before));
        notices.error(message);
      }
    });

  listener.startListening({
    matcher: isCartChange,
    effect: (change, api) => {
      const userId = selectCurrentUserId(api.getState());
      if (!userId) {
        // A guest's cart is this device's: the change is already made.
        const message = successMessage(change);
        if (message) notices.success(message);
        return;
      }
      step({ type: 'changeMade', change });
      void save(api, userId, change, api.getOriginalState().cart.items);
    },
  });

  // A sign-in (or the session check at start) brings the account's cart in; so does the cart screen.
  listener.startListening({
    matcher: (action) => signInSuccess.match(action) || cartRefreshRequested.match(action),
    effect: (_action, api) => {
      const userId = selectCurrentUserId(api.getState());
      if (userId) void refresh(api, userId);
    },
  });

  return {
    middleware: listener.middleware,
    /** Resolves when every change made so far has been answered (tests). */
    idle: () => queue,
  };
}
