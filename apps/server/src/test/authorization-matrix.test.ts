import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, Order, PlanPaymentResult, WallBackground } from '@wallart/shared';
import { consultationDates, studioDate } from '@wallart/shared';
import { bearer, buildAuthTestApp, PASSWORD, registration, signedInAdmin, uniqueEmail, type AuthTestApp } from '../modules/auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper, STARTER_ID, type Shopper } from '../modules/checkout/checkout.test-helpers';
import { formData, imagePart, picture, uploadedImage } from '../modules/images/images.test-helpers';
import { openCheckout, pay } from '../modules/plan-checkouts/plan-checkouts.test-helpers';

/**
 * The authorization matrix (issue 19 "Server"; docs/architecture.md#authorisation-on-the-server): every route the app registers, called
 * as a guest, a signed-in user, another user and an admin, each with the answer it must give.
 *
 * - `owner` is "the user": on a route about an object (a cart, an order, a design...) the object is
 *   theirs, made in beforeAll through the real routes; on other routes, any signed-in user.
 * - `other` is a second user calling the owner's object (only on routes with an owner).
 * - The routes are read from the app itself (onRoute): a route without a row fails the first test,
 *   which names it and says how to add one.
 *
 * The answers a caller may get (Expect):
 * - 'ok': 2xx;
 * - 'reached': the guard let the caller through: not 401, 403 or 404, and not 5xx (a 400, 402 or
 *   409 from the route's own rules is fine: the matrix is about who, not what);
 * - a number: exactly that status (401 without a token, 403 for a role or someone else's path id,
 *   404 where the route hides others' objects).
 */

type Caller = 'guest' | 'owner' | 'other' | 'admin';
type Expect = 'ok' | 'reached' | 401 | 403 | 404;

/** What beforeAll made: the owner's objects and the callers' tokens. */
interface World {
  owner: Shopper;
  other: Shopper;
  admin: Shopper;
  imageId: string;
  /** The owner's artwork file, '/uploads/<random name>'. */
  imageUrl: string;
  wallId: string;
  designId: string;
  cartItemId: string;
  orderId: string;
  orderLineId: string;
  planCheckoutId: string;
  paymentId: string;
  subscriptionId: string;
  printFileId: string;
}

interface Call {
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  /** 'METHOD /path' as the route is registered, e.g. 'GET /api/orders/:id'. */
  route: string;
  /** The expected answer per caller; `other` only on routes whose path or body names the owner's object. */
  expect: { guest: Expect; owner: Expect; other?: Expect; admin: Expect };
  /**
   * The request (default: the route's path as is). Called once per caller, in the order guest,
   * other, admin, owner, so a route that uses its object up (a delete, a payment) makes a fresh
   * one per caller here.
   */
  call?: (w: World, caller: Caller) => Call | Promise<Call>;
}

const ID = '0123456789abcdef01234567';
const DESIGN_OPTIONS = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' };

/** An admin route: guest 401, user 403, admin through. */
const adminOnly = { guest: 401, owner: 403, admin: 'reached' } as const;
/** An id no object has: an admin route reached with it answers 404 and changes nothing. */
const NO_SUCH_ID = 'feedfacefeedfacefeedface';
/** An admin route called with NO_SUCH_ID: past the guards, the handler's own 404. */
const adminOnlyNoSuchId = { guest: 401, owner: 403, admin: 404 } as const;
/** A route about the owner's object that others may not see (404 hides that it exists) and an admin may. */
const ownerOr404 = { guest: 401, owner: 'ok', other: 404, admin: 'ok' } as const;
/** A path naming the owner's user id: another user gets 403 (docs/architecture.md#authorisation-on-the-server), an admin gets through. */
const selfOrAdmin = { guest: 401, owner: 'ok', other: 403, admin: 'ok' } as const;
/** Open to anyone, guest included. */
const open = { guest: 'ok', owner: 'ok', admin: 'ok' } as const;
/** Any signed-in caller, about themselves. */
const signedIn = { guest: 401, owner: 'ok', admin: 'ok' } as const;

const asked = (w: World, caller: Caller): Shopper | null => (caller === 'guest' ? null : w[caller]);

async function wallUpload(): Promise<Call> {
  const body = formData([{ name: 'wallImage', filename: 'hall.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 400, 250) }, { name: 'name', value: 'Hall' }]);
  return { url: '/api/walls/upload', payload: body.payload, headers: body.headers };
}

const ROWS: Row[] = [
  // Health, catalogue and the public forms (docs/product/site.md#the-api-contract): anyone.
  { route: 'GET /api/health', expect: open },
  { route: 'GET /api/health/ready', expect: open },
  // Metrics (decision 053): no user's token opens them, an admin's neither; without METRICS_TOKEN
  // (as here) they are not served at all. The token's own 401/200 is in plugins/app/metrics.test.ts.
  { route: 'GET /metrics', expect: { guest: 404, owner: 404, admin: 404 } },
  { route: 'GET /api/packages', expect: open },
  { route: 'GET /api/packages/:id', expect: open, call: () => ({ url: `/api/packages/${STARTER_ID}` }) },
  { route: 'POST /api/newsletter', expect: open, call: () => ({ url: '/api/newsletter', payload: { email: uniqueEmail('news') } }) },
  { route: 'POST /api/contact', expect: open, call: () => ({ url: '/api/contact', payload: { name: 'Jane', email: uniqueEmail('contact'), message: 'Hello there' } }) },

  // Accounts (issue 10). Sign-up and sign-in are for anyone; an admin registering makes an account too.
  { route: 'POST /api/auth/register', expect: open, call: () => ({ url: '/api/auth/register', payload: registration() }) },
  { route: 'POST /api/auth/login', expect: open, call: (w) => ({ url: '/api/auth/login', payload: { email: w.other.email, password: PASSWORD } }) },
  { route: 'GET /api/auth/config', expect: open },
  // Google sign-in with an ID token signed by the stand-in for Google's keys: anyone.
  { route: 'POST /api/auth/google', expect: open, call: async () => ({ url: '/api/auth/google', payload: { credential: await googleIdToken() } }) },
  { route: 'POST /api/auth/forgot-password', expect: open, call: () => ({ url: '/api/auth/forgot-password', payload: { email: uniqueEmail('forgot') } }) },
  { route: 'POST /api/auth/verify-otp', expect: { guest: 'reached', owner: 'reached', admin: 'reached' }, call: () => ({ url: '/api/auth/verify-otp', payload: { email: uniqueEmail('otp'), otp: '1234' } }) },
  { route: 'POST /api/auth/reset-password', expect: { guest: 'reached', owner: 'reached', admin: 'reached' }, call: () => ({ url: '/api/auth/reset-password', payload: { resetToken: 'not-a-token', password: 'Odd-input#3' } }) },
  // Signing out without a token is a harmless no-op (auth.routes.ts): a guest gets 200 too.
  { route: 'GET /api/auth/signout', expect: open },
  { route: 'GET /api/auth/me', expect: signedIn },
  { route: 'POST /api/auth/admin', expect: adminOnly, call: () => ({ url: '/api/auth/admin', payload: { name: 'Boss', email: uniqueEmail('boss'), password: 'Boss#pass123' } }) },
  { route: 'PUT /api/auth/updateprofile', expect: signedIn, call: () => ({ url: '/api/auth/updateprofile', payload: { address: '14 Lake Rd' } }) },
  {
    route: 'POST /api/auth/upload-profile-image',
    expect: signedIn,
    call: async () => {
      const body = formData([{ name: 'profileImage', filename: 'me.png', contentType: 'image/png', data: await picture('png', 64, 64) }]);
      return { url: '/api/auth/upload-profile-image', payload: body.payload, headers: body.headers };
    },
  },

  // Users (issues 10, 19): the list and changes are the admin's; a profile is its owner's or an admin's.
  { route: 'GET /api/users', expect: adminOnly },
  { route: 'GET /api/users/:id', expect: selfOrAdmin, call: (w) => ({ url: `/api/users/${w.owner.id}` }) },
  { route: 'PATCH /api/users/:id', expect: adminOnly, call: (w) => ({ url: `/api/users/${w.other.id}`, payload: { name: 'Renamed' } }) },
  // The admin deletes a throwaway account (made per call), never a caller.
  {
    route: 'DELETE /api/users/:id',
    expect: adminOnly,
    call: async () => ({ url: `/api/users/${(await shopper(app())).id}` }),
  },
  { route: 'GET /api/admin/audit', expect: adminOnly },

  // Artwork (issue 11): guests may upload and generate; an owned artwork is its owner's or an
  // admin's (404 for anyone else, images.routes.ts), a guest's is anyone's with its id.
  { route: 'POST /api/images', expect: { guest: 'ok', owner: 'ok', admin: 'ok' }, call: async () => ({ ...(await imageUpload()) }) },
  {
    route: 'POST /api/images/generate',
    expect: open,
    call: () => ({ url: '/api/images/generate', payload: { prompt: 'calm waves at dawn', style: 'Minimalist', palette: ['#27365c'], seed: 7, count: 1 } }),
  },
  // Photorealistic ageing (decision 045) is open to everyone, guests included; this app has no image
  // service (IMAGE_API_URL), so everyone gets the same 404 'not available'. The route's own rules and a
  // stand-in provider are tested in modules/images/images.age.test.ts.
  { route: 'GET /api/images/age', expect: open },
  { route: 'POST /api/images/age', expect: { guest: 404, owner: 404, admin: 404 }, call: async () => ({ ...(await agingRequest()) }) },
  { route: 'GET /api/images', expect: signedIn },
  { route: 'GET /api/images/:id', expect: { guest: 404, owner: 'ok', other: 404, admin: 'ok' }, call: (w) => ({ url: `/api/images/${w.imageId}` }) },
  {
    route: 'DELETE /api/images/:id',
    expect: { guest: 404, owner: 'ok', other: 404, admin: 'ok' },
    call: async (w) => ({ url: `/api/images/${(await uploadedImage(app(), w.owner.token))._id}` }),
  },
  // The AR view's models (docs/product/ar.md#the-model): the artwork's own rule (404 for anyone but its owner or an admin).
  { route: 'GET /api/ar/:artworkId/model.glb', expect: { guest: 404, owner: 'ok', other: 404, admin: 'ok' }, call: (w) => ({ url: `/api/ar/${w.imageId}/model.glb?size=24x36&frame=none` }) },
  { route: 'GET /api/ar/:artworkId/model.usdz', expect: { guest: 404, owner: 'ok', other: 404, admin: 'ok' }, call: (w) => ({ url: `/api/ar/${w.imageId}/model.usdz?size=24x36&frame=none` }) },
  // The files themselves are served by their random names (docs/architecture.md#uploads-re-encoded).
  { route: 'GET /uploads/:key', expect: open, call: (w) => ({ url: w.imageUrl }) },

  // Walls (issue 12): the defaults are public; a user's own walls are theirs (404 for others).
  { route: 'GET /api/walls/defaults', expect: open },
  { route: 'GET /api/walls', expect: signedIn },
  { route: 'POST /api/walls/upload', expect: signedIn, call: wallUpload },
  { route: 'PUT /api/walls/:id', expect: ownerOr404, call: (w) => ({ url: `/api/walls/${w.wallId}`, payload: { name: 'Hall', widthInches: 144 } }) },
  {
    route: 'DELETE /api/walls/:id',
    expect: ownerOr404,
    call: async (w) => {
      const up = await wallUpload();
      const res = await app().inject({ method: 'POST', ...up, headers: { ...up.headers, ...w.owner.headers } });
      return { url: `/api/walls/${res.json<{ wallBackground: WallBackground }>().wallBackground._id}` };
    },
  },

  // Designs (issue 12).
  { route: 'POST /api/designs', expect: signedIn, call: async (w, caller) => ({ url: '/api/designs', payload: await designBody(asked(w, caller) ?? w.owner) }) },
  { route: 'GET /api/designs/user/:userId', expect: selfOrAdmin, call: (w) => ({ url: `/api/designs/user/${w.owner.id}` }) },
  { route: 'GET /api/designs/:id', expect: ownerOr404, call: (w) => ({ url: `/api/designs/${w.designId}` }) },
  { route: 'PUT /api/designs/:id', expect: ownerOr404, call: (w) => ({ url: `/api/designs/${w.designId}`, payload: { name: 'Renamed' } }) },
  {
    route: 'DELETE /api/designs/:id',
    expect: ownerOr404,
    call: async (w) => {
      const res = await app().inject({ method: 'POST', url: '/api/designs', headers: w.owner.headers, payload: await designBody(w.owner) });
      return { url: `/api/designs/${res.json<{ design: { _id: string } }>().design._id}` };
    },
  },

  // The cart (issue 13): an admin may read any cart; writes are the owner's alone (cart.routes.ts).
  { route: 'GET /api/cart/:userId', expect: selfOrAdmin, call: (w) => ({ url: `/api/cart/${w.owner.id}` }) },
  ...cartWrites(),

  // Card tokens, checkout and orders (issue 13).
  {
    route: 'POST /api/payment-methods',
    expect: signedIn,
    call: () => ({ url: '/api/payment-methods', payload: { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Jane', expiry: '12/39', cvc: '123' } } }),
  },
  // The body names the buyer: only the owner may place their own order (an admin too is refused).
  ...['POST /api/orders/checkout', 'POST /api/orders'].map(
    (route): Row => ({
      route,
      expect: { guest: 401, owner: 'reached', other: 403, admin: 403 },
      call: (w) => ({ url: route.split(' ')[1]!, payload: checkoutBody(w.owner, 'pm_unknown'), headers: { 'idempotency-key': randomUUID() } }),
    }),
  ),
  { route: 'GET /api/orders/user/:userId', expect: selfOrAdmin, call: (w) => ({ url: `/api/orders/user/${w.owner.id}` }) },
  { route: 'GET /api/orders/:id', expect: ownerOr404, call: (w) => ({ url: `/api/orders/${w.orderId}` }) },
  { route: 'GET /api/orders/:id/invoice', expect: ownerOr404, call: (w) => ({ url: `/api/orders/${w.orderId}/invoice` }) },

  // Plans (issue 18): a plan checkout, its payment result and receipt are the buyer's (404 for others).
  { route: 'POST /api/plan-checkouts', expect: { guest: 401, owner: 'reached', admin: 'reached' }, call: () => ({ url: '/api/plan-checkouts', payload: planOpenBody('pm_unknown') }) },
  { route: 'GET /api/plan-checkouts/:id', expect: ownerOr404, call: (w) => ({ url: `/api/plan-checkouts/${w.planCheckoutId}` }) },
  // Paying is the buyer's act: another user and an admin get 404 (the checkout is not theirs to pay).
  {
    route: 'POST /api/plan-checkouts/:id/pay',
    expect: { guest: 401, owner: 'ok', other: 404, admin: 404 },
    call: async (w, caller) => ({
      url: `/api/plan-checkouts/${caller === 'owner' ? (await openCheckout(app(), w.owner, { packageId: STARTER_ID }))._id : w.planCheckoutId}/pay`,
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  { route: 'GET /api/payments/:id', expect: ownerOr404, call: (w) => ({ url: `/api/payments/${w.paymentId}` }) },
  { route: 'GET /api/payments/:id/receipt', expect: ownerOr404, call: (w) => ({ url: `/api/payments/${w.paymentId}/receipt` }) },

  // Subscriptions and consultations (issue 18).
  { route: 'GET /api/user-packages/user/:userId', expect: selfOrAdmin, call: (w) => ({ url: `/api/user-packages/user/${w.owner.id}` }) },
  // The body names the buyer; a subscription needs a paid plan (402 without one).
  { route: 'POST /api/user-packages', expect: { guest: 401, owner: 'reached', other: 403, admin: 403 }, call: (w) => ({ url: '/api/user-packages', payload: { userId: w.owner.id, packageId: STARTER_ID, paymentId: ID } }) },
  // Booking is on an own subscription only (subscriptions.routes.ts): an admin too gets 404.
  {
    route: 'POST /api/user-packages/:id/consultations',
    expect: { guest: 401, owner: 'ok', other: 404, admin: 404 },
    call: (w) => ({ url: `/api/user-packages/${w.subscriptionId}/consultations`, payload: { ...nextSlot(), note: 'North wall' } }),
  },
  // Cancelling: others 404; the admin cancels first, so the owner's own cancel finds it cancelled (reached).
  { route: 'PUT /api/user-packages/cancel/:id', expect: { guest: 401, owner: 'reached', other: 404, admin: 'ok' }, call: (w) => ({ url: `/api/user-packages/cancel/${w.subscriptionId}` }) },

  // Print files (issue 19): the admin's.
  { route: 'POST /api/admin/orders/:orderId/lines/:lineId/print-file', expect: adminOnly, call: (w) => ({ url: `/api/admin/orders/${w.orderId}/lines/${w.orderLineId}/print-file` }) },
  { route: 'GET /api/admin/orders/:orderId/print-files', expect: adminOnly, call: (w) => ({ url: `/api/admin/orders/${w.orderId}/print-files` }) },
  // The admin Orders screen (decision 036).
  { route: 'GET /api/admin/orders', expect: adminOnly },
  { route: 'GET /api/admin/orders/:id', expect: adminOnly, call: (w) => ({ url: `/api/admin/orders/${w.orderId}` }) },
  {
    route: 'POST /api/admin/orders/:id/status',
    expect: adminOnly,
    call: (w) => ({ url: `/api/admin/orders/${w.orderId}/status`, payload: { status: 'scheduled', expectedStatus: 'placed' } }),
  },
  { route: 'GET /api/admin/print-files/:id', expect: adminOnly, call: (w) => ({ url: `/api/admin/print-files/${w.printFileId}` }) },
  { route: 'GET /api/admin/print-files/:id/download', expect: adminOnly, call: (w) => ({ url: `/api/admin/print-files/${w.printFileId}/download` }) },
  // The admin Dashboard, Packages and Consultations (decision 037). Writes name an id that does not
  // exist (or send an empty body), so the admin is 'reached' (404/400) without changing the shop.
  { route: 'GET /api/admin/dashboard', expect: adminOnly },
  { route: 'GET /api/admin/packages', expect: adminOnly },
  { route: 'POST /api/admin/packages', expect: adminOnly, call: () => ({ url: '/api/admin/packages', payload: {} }) },
  { route: 'PUT /api/admin/packages/:id', expect: adminOnly, call: () => ({ url: `/api/admin/packages/${NO_SUCH_ID}`, payload: { name: 'Studio Plus' } }) },
  { route: 'POST /api/admin/packages/:id/deactivate', expect: adminOnlyNoSuchId, call: () => ({ url: `/api/admin/packages/${NO_SUCH_ID}/deactivate` }) },
  { route: 'POST /api/admin/packages/:id/reactivate', expect: adminOnlyNoSuchId, call: () => ({ url: `/api/admin/packages/${NO_SUCH_ID}/reactivate` }) },
  { route: 'GET /api/admin/consultations', expect: adminOnly },
  { route: 'POST /api/admin/consultations/:id/done', expect: adminOnlyNoSuchId, call: () => ({ url: `/api/admin/consultations/${NO_SUCH_ID}/done` }) },
];

/** The cart's write routes: the owner only; another user and an admin get 403. */
function cartWrites(): Row[] {
  const ownerOnly = { guest: 401, owner: 'reached', other: 403, admin: 403 } as const;
  return [
    { route: 'PUT /api/cart/:userId', expect: ownerOnly, call: (w) => ({ url: `/api/cart/${w.owner.id}`, payload: { version: 0, items: [] } }) },
    { route: 'POST /api/cart/:userId/merge', expect: ownerOnly, call: (w) => ({ url: `/api/cart/${w.owner.id}/merge`, payload: { items: [] } }) },
    { route: 'PUT /api/cart/:userId/item/:itemId/quantity', expect: ownerOnly, call: (w) => ({ url: `/api/cart/${w.owner.id}/item/${w.cartItemId}/quantity`, payload: { quantity: 2 } }) },
    { route: 'DELETE /api/cart/:userId/item/:itemId', expect: ownerOnly, call: (w) => ({ url: `/api/cart/${w.owner.id}/item/${w.cartItemId}` }) },
    { route: 'DELETE /api/cart/:userId/clear', expect: ownerOnly, call: (w) => ({ url: `/api/cart/${w.owner.id}/clear` }) },
    {
      route: 'POST /api/cart/add',
      expect: ownerOnly,
      call: (w) => ({ url: '/api/cart/add', payload: { userId: w.owner.id, generatedImageId: w.imageId, packageId: STARTER_ID, notes: 'hall', description: 'Art', quantity: 1 } }),
    },
  ];
}

function planOpenBody(token: string) {
  return { firstName: 'Jane', lastName: 'Doe', email: uniqueEmail('plan'), phone: '+94 77 123 4567', address: '12 Lake Rd', packageId: STARTER_ID, paymentInfo: { method: 'card', token } };
}

async function imageUpload(): Promise<Call> {
  const body = formData([imagePart(await picture('png', 60, 40))]);
  return { url: '/api/images', payload: body.payload, headers: body.headers };
}

async function agingRequest(): Promise<Call> {
  const body = formData([{ name: 'age', value: '60' }, { name: 'consent', value: 'true' }, imagePart(await picture('jpeg', 60, 75), 'portrait.jpg', 'image/jpeg')]);
  return { url: '/api/images/age', payload: body.payload, headers: body.headers };
}

async function designBody(who: Shopper) {
  const image = await uploadedImage(app(), who.token);
  return { userId: who.id, name: 'Wall Art Design - 2026-11-25', image: image._id, options: DESIGN_OPTIONS, selectedWall: 0, placement: { x: 0.5, y: 0.45 }, isVisualized: false, price: '84.99' };
}

/** A weekday slot that is always ahead (as the plan-checkouts tests pick one). */
function nextSlot(): { date: string; time: string } {
  const now = new Date();
  return { date: consultationDates(now).find((d) => d > studioDate(now))!, time: '10:00' };
}

let t: AuthTestApp;
let googleKey: CryptoKey;
const GOOGLE_CLIENT_ID = 'matrix.apps.googleusercontent.com';

/** A Google ID token for a fresh verified address, signed like Google's (RS256 with a key id). */
function googleIdToken(): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const claims = { iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, sub: randomUUID(), iat: now, exp: now + 3600, email: uniqueEmail('g'), email_verified: true, name: 'Gina' };
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'matrix' }).sign(googleKey);
}
const app = () => t.app;
const routes = new Set<string>();
let w: World;

beforeAll(async () => {
  // Google sign-in configured with a local key set standing in for Google's (as google.routes.test.ts).
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  googleKey = privateKey;
  const googleKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'matrix', alg: 'RS256' }] });
  t = await buildAuthTestApp({
    env: { FORM_RATE_LIMIT_MAX: '100000', LOGIN_ADDRESS_FAILURE_MAX: '100000', PRINT_DPI: '10', GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID },
    auth: { googleKeys },
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS' && route.schema?.hide !== true) routes.add(`${method} ${route.url}`);
    },
  });
  const [owner, other] = [await shopper(app()), await shopper(app())];
  const adminAccount = await signedInAdmin(app());
  const admin: Shopper = { ...adminAccount, id: adminAccount.user._id, headers: bearer(adminAccount.token) };

  // The owner's objects, through the real routes.
  const image = await uploadedImage(app(), owner.token);
  const up = await wallUpload();
  const wall = await app().inject({ method: 'POST', url: up.url, payload: up.payload, headers: { ...up.headers, ...owner.headers } });
  const design = await app().inject({ method: 'POST', url: '/api/designs', headers: owner.headers, payload: await designBody(owner) });
  // An order via checkout, then a line left in the cart.
  await fillCart(app(), owner, [await artworkLine(app(), owner)]);
  const placed = await checkout(app(), owner, checkoutBody(owner, (await cardToken(app(), owner)).token));
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.statusCode} ${placed.body}`);
  const order = (await app().inject({ method: 'GET', url: `/api/orders/user/${owner.id}`, headers: owner.headers })).json<Order[]>()[0]!;
  const cart: CartResponse = await fillCart(app(), owner, [await artworkLine(app(), owner)]);
  // A plan bought: a paid plan checkout, its payment and the subscription it made.
  const plan = await openCheckout(app(), owner);
  const paid = await pay(app(), owner, plan._id);
  if (paid.statusCode !== 201) throw new Error(`plan payment failed: ${paid.statusCode} ${paid.body}`);
  const { payment } = paid.json<{ payment: PlanPaymentResult }>();
  // A print file of the order's line, requested by the admin.
  const printFile = await app().inject({ method: 'POST', url: `/api/admin/orders/${order._id}/lines/${order.items[0]!._id}/print-file`, headers: admin.headers });
  if (printFile.statusCode >= 300) throw new Error(`print file failed: ${printFile.statusCode} ${printFile.body}`);

  w = {
    owner,
    other,
    admin,
    imageId: image._id,
    imageUrl: image.url,
    wallId: wall.json<{ wallBackground: WallBackground }>().wallBackground._id,
    designId: design.json<{ design: { _id: string } }>().design._id,
    cartItemId: cart.items[0]!._id,
    orderId: order._id,
    orderLineId: order.items[0]!._id,
    planCheckoutId: plan._id,
    paymentId: payment._id,
    subscriptionId: payment.subscriptionId!,
    printFileId: printFile.json<{ _id: string }>()._id,
  };
}, 120_000);
afterAll(async () => {
  await t?.app.close();
});

/** Calls the row's route as the caller (sign-out signs the caller in afresh, so the others keep their tokens). */
async function callAs(row: Row, caller: Caller): Promise<LightMyRequestResponse> {
  const [method = 'GET', path = '/'] = row.route.split(' ') as [string, string];
  const request = row.call ? await row.call(w, caller) : { url: path };
  let auth: Record<string, string> = {};
  if (caller !== 'guest') {
    const who = w[caller];
    if (row.route === 'GET /api/auth/signout') {
      const res = await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: PASSWORD } });
      auth = bearer(res.json<{ token: string }>().token);
    } else auth = who.headers;
  }
  return app().inject({ method: method as 'GET', url: request.url, payload: request.payload, headers: { ...request.headers, ...auth } });
}

function meets(status: number, expected: Expect): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  if (expected === 'reached') return status < 500 && ![401, 403, 404].includes(status);
  return status === expected;
}

describe('the authorization matrix: every route × guest, user, another user, admin (docs/architecture.md#authorisation-on-the-server)', () => {
  it('has a row for every route the app registers', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    const missing = [...routes].filter((route) => !covered.has(route)).sort();
    const help =
      `Routes without a row in apps/server/src/test/authorization-matrix.test.ts: ${missing.join(', ')}.\n` +
      "Add one per route to ROWS, e.g. { route: 'GET /api/admin/things/:id', expect: adminOnly, call: (w) => ({ url: `/api/admin/things/${w.orderId}` }) }:\n" +
      "`expect` says what guest, owner (the user whose object it is), other (another user; only for routes with an owner) and admin must get — 'ok' (2xx), 'reached' (past the guards), or 401/403/404; " +
      'the presets adminOnly, ownerOr404, selfOrAdmin, open and signedIn cover most routes. Make the objects a row needs in beforeAll (World).';
    expect(missing, help).toEqual([]);
    expect(ROWS.map((row) => row.route).filter((route) => !routes.has(route)), 'rows naming a route the app does not register').toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const wrong: string[] = [];
    for (const caller of ['guest', 'other', 'admin', 'owner'] as const) {
      const expected = row.expect[caller];
      if (expected === undefined) continue;
      const res = await callAs(row, caller);
      if (!meets(res.statusCode, expected)) wrong.push(`${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
