import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { centsToDecimalString, wallArtPriceCents, type CartLineInput, type CartResponse, type DesignOptions } from '@wallart/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  addItem,
  cartReducer,
  cartRefreshRequested,
  removeItem,
  selectCartItemCount,
  stepQuantity,
  updateQuantity,
  type NewCartItem,
} from '../../../stores/cart-slice';
import { signInSuccess, signOut, userReducer } from '../../../stores/user-slice';
import { testUser } from '../../../testing/render-route';
import { createCartSync, type CartTransport } from './cart-sync';

const USER = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const ART_A = '111111111111111111111111';
const ART_B = '222222222222222222222222';
const options: DesignOptions = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Small (24x36)', frameStyle: 'Modern' };

/** A failed call as RTK Query rejects it: something with a status. */
const httpError = (status: number | string) => Object.assign(new Error(`HTTP ${status}`), { status });

/** The server cart's rules (apps/server/src/modules/cart): versions, 409 on a stale PUT, lines keep their ids. */
function fakeServer() {
  /** Artwork the server no longer has (or that is another account's): a merge naming it is 404. */
  const gone = new Set<string>();
  let version = 0;
  let nextId = 1;
  let lines: (CartLineInput & { _id: string })[] = [];
  const calls: string[] = [];
  const key = (l: CartLineInput) => `${l.artworkId}|${JSON.stringify(l.options)}`;
  const answer = (): CartResponse => {
    const items = lines.map((l) => {
      const unit = wallArtPriceCents(l.options as DesignOptions);
      return {
        _id: l._id,
        artworkId: l.artworkId,
        previewId: l.previewId ?? null,
        generatedImageId: l.artworkId,
        packageId: '6650a1b2c3d4e5f6a7b88fd6',
        artwork: null,
        preview: null,
        image: `/uploads/${l.artworkId}.webp`,
        name: l.name ?? 'Custom Wall Art',
        description: l.description ?? '',
        notes: '',
        options: l.options as DesignOptions,
        dimensions: null,
        quantity: l.quantity ?? 1,
        unitPriceCents: unit,
        lineTotalCents: unit * (l.quantity ?? 1),
        estimatedPrice: unit / 100,
        price: centsToDecimalString(unit),
      };
    });
    return { userId: USER, version, items, itemCount: items.reduce((n, i) => n + i.quantity, 0), subtotalCents: 0, squareFeet: 1, updatedAt: null };
  };
  const withIds = (incoming: CartLineInput[]) =>
    incoming.map((l) => ({ ...l, _id: lines.find((old) => key(old) === key(l))?._id ?? String(nextId++).padStart(24, 'f') }));
  const server = {
    calls,
    gone,
    lines: () => lines.map((l) => [l.artworkId, l.quantity]),
    /** Another device writes the cart (a second tab, with its own version check passed). */
    write(next: CartLineInput[]) {
      lines = withIds(next);
      version += 1;
    },
    transport: (): CartTransport => ({
      get: () => {
        calls.push('GET');
        return Promise.resolve(answer());
      },
      replace: (_user, expected, items) => {
        calls.push(`PUT v${expected}`);
        if (expected !== version) return Promise.reject(httpError(409));
        server.write(items);
        return Promise.resolve(answer());
      },
      merge: (_user, items) => {
        // A one-line merge names its artwork.
        calls.push(items.length === 1 ? `MERGE ${items[0]!.artworkId}` : 'MERGE');
        if (items.some((line) => gone.has(line.artworkId))) return Promise.reject(httpError(404));
        const merged = [...lines];
        for (const line of items) {
          const same = merged.find((l) => key(l) === key(line));
          if (same) same.quantity = (same.quantity ?? 1) + (line.quantity ?? 1);
          else merged.push({ ...line, _id: String(nextId++).padStart(24, 'f') });
        }
        lines = merged;
        version += 1;
        return Promise.resolve(answer());
      },
    }),
  };
  return server;
}

const syncReducer = combineReducers({ user: userReducer, cart: cartReducer });
type SavedState = ReturnType<typeof syncReducer>;

/** A browser tab: its own store and cart sync over `transport`, optionally reloaded from a saved state. */
function tabWith(transport: () => CartTransport, preloadedState?: SavedState) {
  const notices = { success: vi.fn(), error: vi.fn() };
  const sync = createCartSync({ transport, notices, now: () => 1 });
  const store = configureStore({
    reducer: syncReducer,
    middleware: (getDefault) => getDefault().concat(sync.middleware),
    ...(preloadedState ? { preloadedState } : {}),
  });
  return { store, notices, idle: sync.idle };
}

const tab = (server: ReturnType<typeof fakeServer>) => tabWith(() => server.transport());

const art = (artworkId: string, extra: Partial<NewCartItem> = {}): NewCartItem => ({
  id: `wallart-${artworkId.slice(0, 3)}`,
  name: 'Custom Wall Art',
  image: '/uploads/local.webp',
  price: '64.99',
  description: 'Custom AI-generated wall art',
  generatedImageId: artworkId,
  artworkId,
  options,
  ...extra,
});

const user = testUser({ _id: USER, token: 't' });
const lineIdOf = (t: ReturnType<typeof tab>, artworkId: string) => t.store.getState().cart.items.find((i) => i.artworkId === artworkId)!.id;

describe('cart sync (decision 027)', () => {
  it('keeps a guest cart on the device: no request, the toast at once', async () => {
    const server = fakeServer();
    const guest = tab(server);
    guest.store.dispatch(addItem(art(ART_A)));
    guest.store.dispatch(stepQuantity({ id: 'wallart-111', by: 1 }));
    await guest.idle();
    expect(server.calls).toEqual([]);
    expect(selectCartItemCount(guest.store.getState())).toBe(2);
    expect(guest.notices.success).toHaveBeenCalledWith('Cart updated');
  });

  it('merges the guest cart into the account on sign-in in one request and empties the guest cart', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 2 }]);
    const t = tab(server);
    t.store.dispatch(addItem(art(ART_A)));
    t.store.dispatch(addItem(art(ART_B)));
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    expect(server.calls).toEqual(['MERGE']);
    // Identical artwork and options add their quantities.
    expect(server.lines()).toEqual([
      [ART_A, 3],
      [ART_B, 1],
    ]);
    const cart = t.store.getState().cart;
    expect(cart.ownerId).toBe(USER);
    expect(cart.items.every((i) => !i.id.startsWith('wallart-'))).toBe(true);
    expect(cart.items.map((i) => i.quantity)).toEqual([3, 1]);
    // Signing out leaves no copy of the account's cart on the device.
    t.store.dispatch(signOut());
    expect(t.store.getState().cart.items).toEqual([]);
  });

  it("drops a one-line guest cart whose artwork is gone and shows the account's cart, saying which item went and why", async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options: { ...options, canvasSize: 'Large (48x72)' }, quantity: 5 }]);
    server.gone.add(ART_B);
    const t = tab(server);
    t.store.dispatch(addItem(art(ART_B, { name: 'Sunset Waves' })));
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    // One merge (refused: the one line is the one gone), then the account's cart is read.
    expect(server.calls).toEqual([`MERGE ${ART_B}`, 'GET']);
    const cart = t.store.getState().cart;
    // The account's cart, at its version: what checkout orders is what the customer sees.
    expect(cart).toMatchObject({ ownerId: USER, version: 1, error: null, loading: false });
    expect(cart.items.map((i) => [i.artworkId, i.quantity])).toEqual([[ART_A, 5]]);
    expect(t.notices.error).toHaveBeenCalledTimes(1);
    expect(t.notices.error).toHaveBeenCalledWith('“Sunset Waves” was removed from your cart: its artwork is no longer available.');

    // Reloaded from what was persisted: the dropped line does not come back, and −/+ work.
    server.calls.length = 0;
    const reloaded = tabWith(() => server.transport(), t.store.getState());
    reloaded.store.dispatch(signInSuccess(user));
    await reloaded.idle();
    expect(server.calls).toEqual(['GET']);
    expect(reloaded.store.getState().cart.items.map((i) => i.artworkId)).toEqual([ART_A]);
    reloaded.store.dispatch(stepQuantity({ id: lineIdOf(reloaded, ART_A), by: -1 }));
    await reloaded.idle();
    expect(server.lines()).toEqual([[ART_A, 4]]);
    expect(reloaded.notices.error).not.toHaveBeenCalled();
  });

  it('merges the other lines of a guest cart when one line is refused, and names the one left out', async () => {
    const server = fakeServer();
    server.gone.add(ART_B);
    const t = tab(server);
    t.store.dispatch(addItem(art(ART_A)));
    t.store.dispatch(addItem(art(ART_B, { name: 'Sunset Waves' })));
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    expect(server.calls).toEqual(['MERGE', `MERGE ${ART_A}`, `MERGE ${ART_B}`]);
    expect(t.store.getState().cart).toMatchObject({ ownerId: USER, version: 1 });
    expect(t.store.getState().cart.items.map((i) => [i.artworkId, i.quantity])).toEqual([[ART_A, 1]]);
    expect(t.notices.error).toHaveBeenCalledTimes(1);
    expect(t.notices.error).toHaveBeenCalledWith('“Sunset Waves” was removed from your cart: its artwork is no longer available.');
  });

  it('says once which items went when several guest lines are refused', async () => {
    const server = fakeServer();
    server.gone.add(ART_A).add(ART_B);
    const t = tab(server);
    t.store.dispatch(addItem(art(ART_A, { name: 'Sunset Waves' })));
    t.store.dispatch(addItem(art(ART_B, { name: 'Blue Hour' })));
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    expect(server.calls).toEqual(['MERGE', `MERGE ${ART_A}`, `MERGE ${ART_B}`, 'GET']);
    expect(t.store.getState().cart).toMatchObject({ ownerId: USER, version: 0, items: [] });
    expect(t.notices.error).toHaveBeenCalledTimes(1);
    expect(t.notices.error).toHaveBeenCalledWith('2 items were removed from your cart (“Sunset Waves”, “Blue Hour”): their artwork is no longer available.');
  });

  it('sends one change as exactly one request, with the server price', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 1 }]);
    const t = tab(server);
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    server.calls.length = 0;
    t.store.dispatch(stepQuantity({ id: lineIdOf(t, ART_A), by: 1 }));
    // Shown at once, before the server answers.
    expect(t.store.getState().cart.items[0]!.quantity).toBe(2);
    await t.idle();
    expect(server.calls).toEqual(['PUT v1']);
    expect(t.store.getState().cart.items[0]).toMatchObject({ quantity: 2, price: '64.99', unitPriceCents: 6499 });
    expect(t.notices.success).toHaveBeenCalledWith('Cart updated');
  });

  it('re-applies a change to the cart another tab changed first (409): nothing is lost', async () => {
    const server = fakeServer();
    server.write([
      { artworkId: ART_A, options, quantity: 1 },
      { artworkId: ART_B, options, quantity: 1 },
    ]);
    const one = tab(server);
    const two = tab(server);
    one.store.dispatch(signInSuccess(user));
    two.store.dispatch(signInSuccess(user));
    await Promise.all([one.idle(), two.idle()]);
    server.calls.length = 0;

    one.store.dispatch(stepQuantity({ id: lineIdOf(one, ART_A), by: 1 }));
    await one.idle();
    // Tab two still shows version 1: its + and its remove are re-applied to tab one's cart.
    two.store.dispatch(stepQuantity({ id: lineIdOf(two, ART_A), by: 1 }));
    await two.idle();
    two.store.dispatch(removeItem(lineIdOf(two, ART_B)));
    await two.idle();

    expect(server.calls).toEqual(['PUT v1', 'PUT v1', 'GET', 'PUT v2', 'PUT v3']);
    expect(server.lines()).toEqual([[ART_A, 3]]);
    expect(two.store.getState().cart.items.map((i) => [i.artworkId, i.quantity])).toEqual([[ART_A, 3]]);
    expect(two.notices.error).not.toHaveBeenCalled();
  });

  it('runs quick changes one after another, each on the answer before it', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 1 }]);
    const t = tab(server);
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    server.calls.length = 0;
    const id = lineIdOf(t, ART_A);
    t.store.dispatch(stepQuantity({ id, by: 1 }));
    t.store.dispatch(stepQuantity({ id, by: 1 }));
    t.store.dispatch(updateQuantity({ id, quantity: 7 }));
    expect(t.store.getState().cart.items[0]!.quantity).toBe(7);
    await t.idle();
    expect(server.calls).toEqual(['PUT v1', 'PUT v2', 'PUT v3']);
    expect(server.lines()).toEqual([[ART_A, 7]]);
  });

  it('shows the server cart again and says so when a change fails', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 2 }]);
    const { store, notices, idle } = tabWith(() => ({ ...server.transport(), replace: () => Promise.reject(httpError('FETCH_ERROR')) }));
    store.dispatch(signInSuccess(user));
    await idle();
    store.dispatch(stepQuantity({ id: store.getState().cart.items[0]!.id, by: -1 }));
    await idle();
    expect(store.getState().cart.items[0]!.quantity).toBe(2);
    expect(store.getState().cart.error).toBe('Error updating quantity. Please try again.');
    expect(notices.error).toHaveBeenCalledWith('Error updating quantity. Please try again.');
  });

  it('takes back a change it could not save even when the cart could not be read (offline after a reload)', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 2 }]);
    const before = tab(server);
    before.store.dispatch(signInSuccess(user));
    await before.idle();
    // The page is reloaded with the network gone: the persisted cart shows, every call fails.
    const offline = (): CartTransport => ({
      get: () => Promise.reject(httpError('FETCH_ERROR')),
      replace: () => Promise.reject(httpError('FETCH_ERROR')),
      merge: () => Promise.reject(httpError('FETCH_ERROR')),
    });
    const { store, notices, idle } = tabWith(offline, before.store.getState());
    store.dispatch(signInSuccess(user));
    store.dispatch(stepQuantity({ id: store.getState().cart.items[0]!.id, by: 1 }));
    expect(store.getState().cart.items[0]!.quantity).toBe(3);
    await idle();
    expect(store.getState().cart.items[0]!.quantity).toBe(2);
    expect(store.getState().cart.error).toBe('Error updating quantity. Please try again.');
    expect(notices.success).not.toHaveBeenCalled();
  });

  it('never goes below 1 and refreshes on request', async () => {
    const server = fakeServer();
    server.write([{ artworkId: ART_A, options, quantity: 1 }]);
    const t = tab(server);
    t.store.dispatch(signInSuccess(user));
    await t.idle();
    server.calls.length = 0;
    t.store.dispatch(stepQuantity({ id: lineIdOf(t, ART_A), by: -1 }));
    await t.idle();
    // Nothing changed, so nothing was sent.
    expect(server.calls).toEqual([]);
    server.write([{ artworkId: ART_A, options, quantity: 4 }]);
    t.store.dispatch(cartRefreshRequested());
    await t.idle();
    expect(server.calls).toEqual(['GET']);
    expect(selectCartItemCount(t.store.getState())).toBe(4);
  });
});
