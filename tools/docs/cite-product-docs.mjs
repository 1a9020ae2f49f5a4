#!/usr/bin/env node
// @ts-check
/**
 * Rewrites the code's citations of documents outside the repository into citations of our own docs
 * (issue 36), so a clone of this repository alone can follow every one:
 * - the product specification's sections ("SPEC" + "§2 …") become `docs/product/<page>.md#<section>`,
 *   by the tables below;
 * - the design notes' sections ("DESIGN" + "§4.7") become `docs/architecture.md#<section>`;
 * - the conventions' items ("CONVENTIONS" + "§8") become `docs/architecture.md#<section>`;
 * - the departures page that was folded into docs/product becomes the product page that now says it.
 *
 * Deterministic and idempotent: files are read in sorted order, each citation is resolved from its
 * own text, its line and its file's path only, and a rewritten citation is no longer matched. Run it
 * again after merging a branch that added citations:
 *
 *   node tools/docs/cite-product-docs.mjs           rewrite in place, print a summary
 *   node tools/docs/cite-product-docs.mjs --dry     print every rewrite (file:line, rule, target), write nothing
 *   node tools/docs/cite-product-docs.mjs --check   exit 1 if anything is left to rewrite
 *
 * tools/docs/citations.test.ts fails on a citation left, and on a target whose page or section does
 * not exist; a section renamed in docs/product must be renamed in the tables here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The markers, spelt so that this file does not cite anything itself.
const S = '\u00a7';
const SPEC_WORD = 'SP' + 'EC';
const DESIGN_WORD = 'DES' + 'IGN';
const CONVENTIONS_WORD = 'CONVEN' + 'TIONS';

/** Folders and files whose code is searched (and, by the test, checked). */
export const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.html'];
/** Code files by name (settings with comments). */
const CODE_NAMES = new Set(['.env.example']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.vite']);
/** Run-time output at the top of the repository (the shop's data, test reports). */
const SKIP_TOP = new Set(['data', 'test-results', 'playwright-report', 'coverage']);

/** Every code file of the repository, sorted, as paths relative to the root with forward slashes. */
export function codeFiles(root = repoRoot) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !(rel === '' && SKIP_TOP.has(entry.name)) && !entry.name.startsWith('.')) walk(child);
      } else if (CODE_NAMES.has(entry.name) || (CODE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts'))) {
        out.push(child);
      }
    }
  };
  walk('');
  return out;
}

// ---------------------------------------------------------------------------------------------
// The mapping tables.

const P = 'docs/product/';

/** Sections that always go to one place, whatever they say. */
const FIXED = {
  1: `${P}README.md#product`,
  6: `${P}site.md#roles-and-permissions`,
};

/**
 * Section + quoted title → target. Titles are compared in lower case with quotes and brackets
 * dropped. A `broad` title names a whole area: the keyword rules below get a first look, and the
 * title's target is the fallback.
 * @type {Record<number, Record<string, string | { broad: string, byPath?: Array<[RegExp, string]> }>>}
 */
const TITLES = {
  2: {
    '/success': `${P}accounts.md#password-recovery`,
    about: `${P}landing.md#about`,
    'add new user': `${P}admin.md#users`,
    'admin area': { broad: `${P}admin.md#admin-layout`, byPath: [[/dashboard/, `${P}admin.md#dashboard`], [/orders|print/, `${P}admin.md#orders`], [/packages/, `${P}admin.md#packages`], [/consultation/, `${P}admin.md#consultations`], [/users?\b|users-/, `${P}admin.md#users`]] },
    'cart and orders': `${P}cart-and-orders.md#cart-screen`,
    'checkout /payment': `${P}plans.md#checkout-page`,
    checkout: `${P}plans.md#checkout-page`,
    'empty states: start shopping and show all orders': `${P}cart-and-orders.md#order-history`,
    "face tab 'age progression generator'": `${P}studio.md#face-tab`,
    footer: `${P}landing.md#footer`,
    'forgot password': `${P}accounts.md#password-recovery`,
    'generator section': { broad: `${P}studio.md#generator-tabs` },
    'get updates': `${P}landing.md#footer`,
    'home hero': `${P}landing.md#home-hero`,
    'landing page': { broad: `${P}landing.md#sections` },
    'layout rules': `${P}site.md#layout-rules`,
    'live preview, or wall visualization': `${P}visualizer.md#wall-art-flow`,
    'new password': `${P}accounts.md#password-recovery`,
    'next steps': `${P}plans.md#payment-process`,
    'otp verification': `${P}accounts.md#password-recovery`,
    'package cards': `${P}landing.md#package-cards`,
    'payment details': `${P}plans.md#plan-amounts`,
    'payment process': `${P}plans.md#payment-process`,
    'payment result': `${P}plans.md#payment-result`,
    portfolio: `${P}landing.md#portfolio`,
    "profile 'my account'": `${P}accounts.md#profile`,
    profile: `${P}accounts.md#profile`,
    'route guards': `${P}site.md#route-guards`,
    'route table': `${P}site.md#routes`,
    'select generated face /image-upload': `${P}studio.md#select-generated-face`,
    'select generated face': `${P}studio.md#select-generated-face`,
    services: `${P}landing.md#services`,
    'sign in': `${P}accounts.md#sign-in`,
    'sign up': `${P}accounts.md#sign-up`,
    'site header': `${P}site.md#site-header`,
    'subscriptions tab': `${P}plans.md#subscriptions-tab`,
    testimonials: `${P}landing.md#testimonials`,
    'typed-text heading alternates between two phrases': `${P}landing.md#home-hero`,
    'view our work': `${P}landing.md#home-hero`,
    'wall tab': `${P}visualizer.md#wall-tab`,
    'order details dialog': `${P}cart-and-orders.md#order-details`,
  },
  3: {
    'available package server': `${P}plans.md#packages`,
    'cad 299': `${P}plans.md#packages`,
    'cart item sent to the server': `${P}cart-and-orders.md#server-cart-add`,
    'cart state': `${P}cart-and-orders.md#cart-lines`,
    'checkout payload': `${P}cart-and-orders.md#checkout`,
    'client cart item': `${P}cart-and-orders.md#cart-lines`,
    'client user state': `${P}accounts.md#the-user`,
    'design options': `${P}visualizer.md#design-options`,
    'generatedimageid prompt': `${P}cart-and-orders.md#order-history`,
    'local selectable packages': `${P}plans.md#packages`,
    'options ... dimensions': `${P}cart-and-orders.md#cart-lines`,
    'order server': `${P}cart-and-orders.md#order-history`,
    'order display shape': `${P}cart-and-orders.md#order-history`,
    'order id format': `${P}cart-and-orders.md#order-numbers`,
    'payment result': `${P}plans.md#payment-result`,
    'persisted state': `${P}site.md#persisted-state`,
    'plan as passed to checkout': `${P}plans.md#packages`,
    plan: `${P}plans.md#packages`,
    'saved design payload': `${P}visualizer.md#saved-designs`,
    'server cart response': `${P}cart-and-orders.md#cart-lines`,
    'subscription user package': `${P}plans.md#subscriptions`,
    subscription: `${P}plans.md#subscriptions`,
    user: `${P}accounts.md#the-user`,
    'wall background': `${P}visualizer.md#wall-backgrounds`,
    'wall-art cart item': `${P}cart-and-orders.md#cart-lines`,
  },
  4: {
    'age progression': `${P}studio.md#face-tab`,
    auth: `${P}accounts.md#sign-out-and-sessions`,
    'cart actions': `${P}cart-and-orders.md#cart-actions`,
    'checkout flow': `${P}cart-and-orders.md#checkout`,
    'no server is called': `${P}studio.md#face-tab`,
    'order status': `${P}cart-and-orders.md#order-status`,
    'password recovery': `${P}accounts.md#password-recovery`,
    'payment page flow': `${P}plans.md#payment-process`,
    profile: `${P}accounts.md#profile`,
    'session bootstrap': `${P}accounts.md#session-bootstrap`,
    subscription: `${P}plans.md#subscriptions`,
    'testimonial carousel': `${P}landing.md#testimonials`,
    'upload modal': `${P}visualizer.md#wall-upload`,
    'wall backgrounds': `${P}visualizer.md#wall-backgrounds`,
    'wall-art flow': `${P}visualizer.md#wall-art-flow`,
  },
  5: {
    'admin add user': `${P}admin.md#users`,
    'age progression': `${P}studio.md#face-tab`,
    cart: `${P}cart-and-orders.md#cart-actions`,
    'change password': `${P}accounts.md#change-password`,
    'checkout form': `${P}plans.md#checkout-form`,
    'forgot password': `${P}accounts.md#password-recovery`,
    'new password': `${P}accounts.md#password-recovery`,
    otp: `${P}accounts.md#password-recovery`,
    'payment dialog': `${P}cart-and-orders.md#payment-dialog`,
    profile: `${P}accounts.md#profile`,
    'save design': `${P}visualizer.md#saved-designs`,
    'server cart add': `${P}cart-and-orders.md#server-cart-add`,
    'sign-in': `${P}accounts.md#sign-in`,
    'sign-up': `${P}accounts.md#sign-up`,
    visibility: `${P}visualizer.md#wall-backgrounds`,
    'wall upload': `${P}visualizer.md#wall-upload`,
  },
  7: {
    admin: `${P}admin.md#users`,
    auth: `${P}accounts.md#accounts-api`,
    cart: `${P}cart-and-orders.md#cart-and-orders-api`,
    designs: `${P}visualizer.md#saved-designs`,
    'get sign-out path under /auth/signout': `${P}accounts.md#sign-out-and-sessions`,
    orders: `${P}cart-and-orders.md#cart-and-orders-api`,
    packages: `${P}plans.md#plans-api`,
    'paths sit under /api': `${P}site.md#the-api-contract`,
    'upload-profile-image': `${P}accounts.md#profile`,
    walls: `${P}visualizer.md#wall-backgrounds`,
  },
  8: {
    admin: `${P}messages.md#admin`,
    cart: `${P}messages.md#cart`,
    checkout: `${P}messages.md#checkout`,
    'generic http': `${P}messages.md#generic-http-errors`,
    'google sign-in': `${P}messages.md#accounts`,
    payment: `${P}messages.md#payment`,
    profile: `${P}messages.md#accounts`,
    'sign-in': `${P}messages.md#accounts`,
    'sign-up': `${P}messages.md#accounts`,
    subscriptions: `${P}messages.md#subscriptions`,
    'success false shows the server message': `${P}messages.md#accounts`,
    toasts: `${P}messages.md#toasts`,
    'walls and designs': `${P}messages.md#walls-and-designs`,
  },
  9: {
    limits: { broad: `${P}site.md#the-api-contract` },
    'option lists': `${P}visualizer.md#design-options`,
    'otp length 4': `${P}accounts.md#password-recovery`,
    'packages and checkout': { broad: `${P}cart-and-orders.md#totals` },
    'pricing of wall art': `${P}visualizer.md#wall-art-pricing`,
    'simulated success rate 80%': `${P}cart-and-orders.md#payments`,
    timings: { broad: `${P}README.md#from-the-original-specification` },
    'upload and profile image limit': `${P}visualizer.md#wall-upload`,
  },
};

/**
 * Keyword rules for a citation without a (known) title: [sections (null: 2, 3, 4, 5, 7, 9), pattern,
 * target]. Tried in order on the title, then the clause after the citation, then the clause before
 * it (other citations left out); the first rule that matches wins.
 * @type {Array<[number[] | null, RegExp, string]>}
 */
const RULES = [
  // Messages (the error catalogue).
  [[8], /sign[- ]?up|sign[- ]?in|google|profile|email already|auth/i, `${P}messages.md#accounts`],
  [[8], /subscription/i, `${P}messages.md#subscriptions`],
  [[8], /admin|users/i, `${P}messages.md#admin`],
  [[8], /orders|checkout/i, `${P}messages.md#checkout`],
  [[8], /cart/i, `${P}messages.md#cart`],
  [[8], /wall|design/i, `${P}messages.md#walls-and-designs`],
  [[8], /toast/i, `${P}messages.md#toasts`],
  [[8], /api-error|json|form submission|network/i, `${P}messages.md#where-messages-live`],
  // Early: what names its topic outright.
  [null, /guard|signed-in users only|admins only|isAdmin or role|no current user/i, `${P}site.md#route-guards`],
  [null, /persist|localstorage|local storage|rehydrat/i, `${P}site.md#persisted-state`],
  [null, /user-facing message/i, `${P}messages.md#where-messages-live`],
  [null, /countr(y|ies) and languages?|language options/i, `${P}accounts.md#the-user`],
  [null, /prices? from the options|server's price|price string/i, `${P}visualizer.md#wall-art-pricing`],
  [null, /sidebar|mobile menu/i, `${P}admin.md#admin-layout`],
  [null, /no size check|at least 2 s/i, `${P}studio.md#face-tab`],
  [null, /back to wall art|continue with selected/i, `${P}studio.md#select-generated-face`],
  [null, /regardless|local session/i, `${P}accounts.md#sign-out-and-sessions`],
  [null, /not editable|email is shown/i, `${P}accounts.md#profile`],
  [null, /empty cart|empty the cart/i, `${P}cart-and-orders.md#cart-actions`],
  [null, /placeholder (line|of)|cart\/add|server cart add|estimatedPrice|default \(starter\) package|package id that is not|falls back to 1/i, `${P}cart-and-orders.md#server-cart-add`],
  [null, /cart lines?|cart items?|cart defaults|line'?s? name|wallart-|two-decimal string|default for wall art/i, `${P}cart-and-orders.md#cart-lines`],
  [null, /default (starter )?plan/i, `${P}plans.md#checkout-page`],
  [null, /place order|placing an order|orders\/checkout/i, `${P}cart-and-orders.md#checkout`],
  // The admin area, before accounts (its users) and plans (its packages).
  [null, /admin.{0,20}dashboard|dashboard.{0,20}(figures|admin)/i, `${P}admin.md#dashboard`],
  [null, /add new user|add-user|admin users|users screen|\/api\/users|role select|user or admin|role admin\b|edit and delete|edit a user|deleting an account|\/auth\/admin|\{ success, data \}|add(ing)? a user/i, `${P}admin.md#users`],
  [null, /admin orders|orders management/i, `${P}admin.md#orders`],
  [null, /admin.{0,20}packages|packages management/i, `${P}admin.md#packages`],
  [null, /own or admin/i, `${P}site.md#roles-and-permissions`],
  [null, /\badmin\b/i, `${P}admin.md#admin-layout`],
  // Landing.
  [null, /testimonial|carousel|\bslides?\b|navigation lock|start delay|card spacing/i, `${P}landing.md#testimonials`],
  [null, /\bhero\b|typed|typewriter|typing speed|view our work|cross-?fade|\bfade\b|sound|audio/i, `${P}landing.md#home-hero`],
  [null, /portfolio|quote estimator|get quote|ar now/i, `${P}landing.md#portfolio`],
  [null, /read more|services?(?! (packages?|fee))\b.{0,12}(cards?|banner|section)|about\/services|get started/i, `${P}landing.md#services`],
  [null, /footer|newsletter|get updates|social links|contact us/i, `${P}landing.md#footer`],
  [null, /feature cards|why-choose|\babout\b/i, `${P}landing.md#about`],
  [null, /package (cards|table)|choose plan|most popular/i, `${P}landing.md#package-cards`],
  [null, /contact form|forms have no submit/i, `${P}landing.md#contact-form`],
  [null, /landing|scrollToSection|section id|home page|scroll offset/i, `${P}landing.md#sections`],
  // Plans, before the cart (their payment pages and packages).
  [null, /subscriptions? tab|my subscriptions|available packages|already subscribed|status badge|active green|yellow|subscription's status/i, `${P}plans.md#subscriptions-tab`],
  [null, /consultation booking|book a consultation/i, `${P}plans.md#consultations`],
  [null, /user-packages|subscription/i, `${P}plans.md#subscriptions`],
  [null, /payment-process|payment process|2\.5 s|next steps|order summary|spinner|24 hours|designer/i, `${P}plans.md#payment-process`],
  [null, /service fee|\$15|payment page|plan price|plan amounts|no tax, no shipping/i, `${P}plans.md#plan-amounts`],
  [null, /payment-success|payment result|receipt/i, `${P}plans.md#payment-result`],
  // The cart's payment step and the processor, before the plan's card form.
  [null, /payment outcome|success rate|80%|payment_success_rate|declin|simulated processor|payment methods?/i, `${P}cart-and-orders.md#payments`],
  [null, /payment dialog|presence messages|\bcvv\b|cardholder/i, `${P}cart-and-orders.md#payment-dialog`],
  [null, /checkout form|\/payment\b|contact information|brand|card ?(number|brand|form|rules|checks)|\bcvc\b|expiry|luhn|payment details/i, `${P}plans.md#checkout-form`],
  [null, /square[- ]?f(ee|oo)t|sq ft|auto-selection|package selection|up to 100|package (dialog|step)|selectPackage|size rules|input step|0\.01/i, `${P}cart-and-orders.md#package-selection`],
  [null, /\bplans?\b|starter|professional|enterprise|\/packages|packages module|service packages|consultations/i, `${P}plans.md#packages`],
  // Cart and orders.
  [null, /\btax\b|13%|shipping|subtotal|\btotals?\b|order's money|artwork \+ package/i, `${P}cart-and-orders.md#totals`],
  [null, /idempot|one transaction/i, `${P}cart-and-orders.md#checkout`],
  [null, /estimat(ed)? delivery|estimate text|estimate per status|\bestimate\b|delivered/i, `${P}cart-and-orders.md#delivery-estimate`],
  [null, /order numbers?|ORD-|order id format/i, `${P}cart-and-orders.md#order-numbers`],
  [null, /tracker|order status|status (tag|spellings)|placed shows|statuses|steps of|status state machine/i, `${P}cart-and-orders.md#order-status`],
  [null, /order details|details dialog/i, `${P}cart-and-orders.md#order-details`],
  [null, /order history|history filter|order cards?|display(ed)? id|first 8|\borders\b|order \(server\)|order answer/i, `${P}cart-and-orders.md#order-history`],
  [null, /cart actions|merg\w* identical|identical lines|quantit|below 1|adds up|clears? (the )?(cart|items)|empties|\bremove/i, `${P}cart-and-orders.md#cart-actions`],
  [null, /\bsync|retried|cart version|version check/i, `${P}cart-and-orders.md#cart-sync`],
  // The studio and the visualizer.
  [null, /\bage\b|ageing|aging|age-progression|portraits?|face tab|face-api|\baged\b/i, `${P}studio.md#face-tab`],
  [null, /sample faces|select generated face|generated faces?|image-upload|load more|\bfaces\b/i, `${P}studio.md#select-generated-face`],
  [null, /print readiness|\bppi\b|\bprint/i, `${P}studio.md#artwork-picker`],
  [null, /design options?|option lists?|starts? at a placeholder|canvas sizes?|\boptions\b/i, `${P}visualizer.md#design-options`],
  [null, /text-to-image|art styles?|describe it|procedural|generation\b|generate artwork|generates? from|image service/i, `${P}studio.md#describe-it`],
  [null, /artwork upload|upload (rules|limits)|20 mb|\b415\b|renamed|\bsvg\b|wall types/i, `${P}studio.md#artwork-uploads`],
  [null, /image picker|picker's sources|artwork picker/i, `${P}studio.md#artwork-picker`],
  [null, /\/ai-wall-generator|two tabs|\bgenerator\b|uploadedImage|`tab`/i, `${P}studio.md#generator-tabs`],
  [null, /wall-art flow|visuali[sz]|try again|step [0-9]|add to cart|live preview|banner/i, `${P}visualizer.md#wall-art-flow`],
  [null, /true size|homography|perspective|\bdrag\b/i, `${P}visualizer.md#on-the-wall`],
  [null, /upload modal|wall upload|wallImage|walls\/upload|file ?name|add wall/i, `${P}visualizer.md#wall-upload`],
  [null, /saved designs?|save design|design's name|wall art design -|selectedWall|\/designs|\bdesigns?\b/i, `${P}visualizer.md#saved-designs`],
  [null, /\bwalls?\b|backgrounds?|thumbnails|defaults|rooms|interiors/i, `${P}visualizer.md#wall-backgrounds`],
  [null, /wall-art pric|\bprices?\b|39\.99|\+10|\+15|two decimals|two-decimal/i, `${P}visualizer.md#wall-art-pricing`],
  // Accounts.
  [null, /\botp\b|code'?s? length|verification code|recovery|forgot|new password|reset|resend|\/success|verify|countdown/i, `${P}accounts.md#password-recovery`],
  [null, /toast/i, `${P}messages.md#toasts`],
  [null, /change[- ]password/i, `${P}accounts.md#change-password`],
  [null, /profile|my account|edit profile|updateprofile/i, `${P}accounts.md#profile`],
  [null, /google/i, `${P}accounts.md#google-sign-in`],
  [null, /password|checklist/i, `${P}accounts.md#password-rules`],
  [null, /sign[- ]?up|register|username|registration/i, `${P}accounts.md#sign-up`],
  [null, /sign[- ]?in|login|remember/i, `${P}accounts.md#sign-in`],
  [null, /sign[- ]?out|signout|revoke/i, `${P}accounts.md#sign-out-and-sessions`],
  [null, /session bootstrap|repair|corrupt|without an id|auth\/me|current user|user slice/i, `${P}accounts.md#session-bootstrap`],
  [null, /countr|language|\buser\b|account is|public user/i, `${P}accounts.md#the-user`],
  [null, /phone|email|address pattern|text fields?/i, `${P}accounts.md#input-rules`],
  // The site.
  [null, /layout rules|header and footer|top navigation/i, `${P}site.md#layout-rules`],
  [null, /site header|cart badge|user menu|explore/i, `${P}site.md#site-header`],
  [null, /bearer|under \/api|paths and payloads|object ids?|24[- ]?hex|hexadecimal|\bids\b|another path|its paths/i, `${P}site.md#the-api-contract`],
];

/** Weak rules: tried on every context only after no rule above matched any. */
/** @type {Array<[number[] | null, RegExp, string]>} */
const WEAK_RULES = [
  [[2], /route|navigation state|dashboard layout/i, `${P}site.md#routes`],
  [null, /dashboard/i, `${P}accounts.md#dashboard`],
  [null, /\bcart\b/i, `${P}cart-and-orders.md#cart-screen`],
  [null, /checkout/i, `${P}cart-and-orders.md#checkout`],
];

/**
 * The area a file belongs to, by its path inside its app or package (so `packages/shared/` itself
 * says nothing): the fallback when no rule matched. First match wins.
 * @type {Array<[RegExp, string]>}
 */
const PATH_AREAS = [
  [/admin/, 'admin'],
  [/carousel|testimonial/, 'carousel'],
  [/hero|typewriter/, 'hero'],
  [/landing|^scripts\/media\/(portfolio|services|people)|newsletter|contact\/|site-footer/, 'landing'],
  [/password-recovery|password-reset|otp/, 'recovery'],
  [/sign-in/, 'signin'],
  [/sign-up/, 'signup'],
  [/profile/, 'profile'],
  [/rehydration|persist/, 'persist'],
  [/packages-rules/, 'packagesel'],
  [/timings/, 'timings'],
  [/plan-checkout|subscriptions?|packages|plans?\b|features\/payment\/components\/(plan|payment-)|consultation/, 'plans'],
  [/payments?\/|payment-outcome|card/, 'payments'],
  [/orders/, 'orders'],
  [/checkout|place-order/, 'checkout'],
  [/cart/, 'cart'],
  [/walls/, 'walls'],
  [/designs/, 'designs'],
  [/studio\/wall\/|visualizer|homography|pricing|^scripts\/media\/(rooms|lib\/scenes)/, 'visualizer'],
  [/studio|images|age-|artwork|face|generate|art-samples/, 'studio'],
  [/(^|\/)auth(\/|\.|-)|password|sessions|users|user-slice|session|dashboard|login|contact-rules|locale|roles/, 'accounts'],
  [/messages/, 'messages'],
  [/.*/, 'site'],
];

/** Per area, the section for a citation of spec section N (`d`: any other). */
const AREA_SECTIONS = {
  landing: { d: 'landing.md#sections', 4: 'landing.md#testimonials', 9: 'landing.md#home-hero' },
  carousel: { d: 'landing.md#testimonials' },
  hero: { d: 'landing.md#home-hero' },
  recovery: { d: 'accounts.md#password-recovery' },
  signin: { d: 'accounts.md#sign-in' },
  signup: { d: 'accounts.md#sign-up' },
  profile: { d: 'accounts.md#profile' },
  persist: { d: 'site.md#persisted-state' },
  packagesel: { d: 'cart-and-orders.md#package-selection' },
  timings: { d: 'README.md#from-the-original-specification' },
  checkout: { d: 'cart-and-orders.md#checkout', 3: 'cart-and-orders.md#checkout', 5: 'cart-and-orders.md#payment-dialog' },
  accounts: { d: 'accounts.md#the-user', 2: 'accounts.md#sign-in', 4: 'accounts.md#session-bootstrap', 5: 'accounts.md#input-rules', 7: 'accounts.md#accounts-api', 9: 'accounts.md#password-rules' },
  studio: { d: 'studio.md#generator-tabs', 4: 'studio.md#face-tab', 5: 'studio.md#artwork-uploads', 9: 'studio.md#face-tab' },
  visualizer: { d: 'visualizer.md#wall-tab', 3: 'visualizer.md#design-options', 4: 'visualizer.md#wall-art-flow', 9: 'visualizer.md#wall-art-pricing' },
  walls: { d: 'visualizer.md#wall-backgrounds', 5: 'visualizer.md#wall-upload' },
  designs: { d: 'visualizer.md#saved-designs' },
  cart: { d: 'cart-and-orders.md#cart-screen', 3: 'cart-and-orders.md#cart-lines', 4: 'cart-and-orders.md#cart-actions', 5: 'cart-and-orders.md#server-cart-add', 7: 'cart-and-orders.md#cart-and-orders-api', 9: 'cart-and-orders.md#totals' },
  payments: { d: 'cart-and-orders.md#payments', 5: 'plans.md#checkout-form' },
  orders: { d: 'cart-and-orders.md#order-history', 4: 'cart-and-orders.md#order-status', 7: 'cart-and-orders.md#cart-and-orders-api', 9: 'cart-and-orders.md#delivery-estimate' },
  plans: { d: 'plans.md#packages', 2: 'plans.md#checkout-page', 4: 'plans.md#payment-process', 5: 'plans.md#checkout-form', 7: 'plans.md#plans-api', 9: 'plans.md#plan-amounts' },
  admin: { d: 'admin.md#admin-layout', 5: 'admin.md#users', 7: 'admin.md#users' },
  messages: { d: 'messages.md#where-messages-live' },
  site: { d: 'site.md#routes', 3: 'site.md#persisted-state', 4: 'README.md#from-the-original-specification', 5: 'accounts.md#input-rules', 7: 'site.md#the-api-contract', 9: 'site.md#the-api-contract' },
};

/** Per area, the error catalogue's section (spec section 8). */
const AREA_MESSAGES = {
  landing: 'where-messages-live', carousel: 'where-messages-live', hero: 'where-messages-live', recovery: 'accounts',
  signin: 'accounts', signup: 'accounts', profile: 'accounts', persist: 'where-messages-live', packagesel: 'checkout', timings: 'toasts', checkout: 'checkout',
  accounts: 'accounts', studio: 'studio', visualizer: 'walls-and-designs', walls: 'walls-and-designs',
  designs: 'walls-and-designs', cart: 'cart', payments: 'payment', orders: 'checkout', plans: 'subscriptions', admin: 'admin',
  messages: 'where-messages-live', site: 'generic-http-errors',
};

/** Design notes → docs/architecture.md sections. */
const A = 'docs/architecture.md#';
export const DESIGN_SECTIONS = {
  '1': `${A}stack`,
  '2': `${A}the-parts`,
  '3': `${A}the-api-contract`,
  '4': `${A}where-we-depart-from-the-spec`,
  '4.1': `${A}authorisation-on-the-server`,
  '4.2': `${A}real-password-recovery`,
  '4.3': `${A}google-id-tokens-verified`,
  '4.4': `${A}the-cart-saved-atomically`,
  '4.5': `${A}artwork-never-lost`,
  '4.6': `${A}money-on-the-server`,
  '4.7': `${A}payments-simulated-on-the-server`,
  '4.8': `${A}passwords-of-8-characters-everywhere`,
  '4.9': `${A}sign-out-revokes-the-token`,
  '4.10': `${A}uploads-re-encoded`,
  '4.11': `${A}real-admin-screens`,
  '4.12': `${A}copy-rewritten`,
  '4.13': `${A}the-old-sign-in-path`,
  '4.14': `${A}nothing-free-by-accident`,
  '4.15': `${A}unique-order-numbers`,
  '4.16': `${A}artwork-engines-behind-an-interface`,
  '5': `${A}data`,
  '6': `${A}growing-past-one-machine`,
  '7': `${A}what-done-means`,
};

/** The conventions' items ("What this means here") → docs/architecture.md sections. */
export const CONVENTION_SECTIONS = {
  '1': `${A}the-parts`,
  '8': `${A}web`,
  '9': `${A}server`,
};

/** The old departures page, folded into docs/product: where each thing it was cited for now is. */
const DEVIATION_RULES = [
  [/confusable/i, `${P}accounts.md#input-rules`],
  [/20 ?mb|print files need pixels/i, `${P}studio.md#artwork-uploads`],
  [/ship|consultations/i, `${P}cart-and-orders.md#delivery-estimate`],
  [/guessing|lock/i, `${P}accounts.md#sign-in`],
  [/google|silent/i, `${P}accounts.md#google-sign-in`],
  [/size and a frame|complete design/i, `${P}visualizer.md#design-options`],
  [/.*/, `${P}README.md`],
];

// ---------------------------------------------------------------------------------------------
// Resolving and rewriting.

/** @param {string} title */
const normTitle = (title) =>
  title
    .toLowerCase()
    .replace(/[“”"()]/g, '')
    .replace(/^'|'$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** @param {string} rel */
function areaOf(rel) {
  const inside = rel.replace(/^(apps|packages)\/[^/]+\//, '');
  const area = PATH_AREAS.find(([re]) => re.test(inside))?.[1] ?? 'site';
  return /** @type {keyof typeof AREA_SECTIONS} */ (area);
}

/**
 * The target of one cited spec section.
 * @param {number} section
 * @param {string} title the quoted title, '' for none
 * @param {string[]} contexts texts to try the keyword rules on, nearest first
 * @param {string} rel the file's path
 * @returns {{ target: string, how: string }}
 */
export function resolveSpec(section, title, contexts, rel) {
  if (section in FIXED) return { target: FIXED[/** @type {1 | 6} */ (section)], how: 'fixed' };
  const byTitle = title ? TITLES[section]?.[normTitle(title)] : undefined;
  if (typeof byTitle === 'string') return { target: byTitle, how: 'title' };
  const inside = rel.replace(/^(apps|packages)\/[^/]+\//, '');
  const byPath = byTitle?.byPath?.find(([re]) => re.test(inside))?.[1];
  if (byPath) return { target: byPath, how: 'broad title by path' };
  const texts = title && !byTitle ? [title, ...contexts] : contexts;
  for (const [pass, rules] of [RULES, WEAK_RULES].entries()) {
    for (const [i, text] of texts.entries()) {
      for (const [sections, re, target] of rules) {
        if (sections ? !sections.includes(section) : section === 8) continue;
        if (re.test(text)) return { target, how: `${pass ? 'weak ' : ''}rule ${re.source.slice(0, 30)} on context ${i}` };
      }
    }
  }
  if (byTitle) return { target: byTitle.broad, how: 'broad title' };
  const area = areaOf(rel);
  if (section === 8) return { target: `${P}messages.md#${AREA_MESSAGES[area]}`, how: `path ${area}` };
  const sections = /** @type {Record<string, string>} */ (AREA_SECTIONS[area]);
  return { target: P + (sections[section] ?? sections.d), how: `path ${area}` };
}

// A quoted title: "…", “…”, ("…"), or '…' after a space.
const QUAL = String.raw`(?:\s*\(\s*"[^"\n]*"(?:\s*,\s*"[^"\n]*")*\s*\)|\s*"[^"\n]*"|\s*“[^”\n]*”|\s+'[^'\n]+'(?![a-z]))`;
// Between two sections: a comma, 'and', 'or', a slash or a dash, possibly across a comment's line break.
const GAP = String.raw`(?:[ \t]|\n[ \t]*(?:\*(?!\/)|\/\/))*`;
const SEP = String.raw`(?:,|[ \t]+and|[ \t]+or|[ \t]*\/|-)${GAP}`;
const SPEC_RE = new RegExp(
  `${SPEC_WORD} ${S}(\\d+)(${QUAL})?((?:${SEP}(?:${S}\\d+(?:${QUAL})?|"[^"\\n]*"))*)`,
  'g',
);
const SPEC_PART_RE = new RegExp(`${S}(\\d+)(${QUAL})?|("[^"\\n]*")`, 'g');
// "§4.7", "§4.1, §4.6", and "§4 items 6, 7 and 14" (items of section 4; "4-6" a range).
const DESIGN_RE = new RegExp(`${DESIGN_WORD} ${S}(\\d+(?:\\.\\d+)?)((?:${SEP}${S}\\d+(?:\\.\\d+)?)*)(?: items? (\\d+(?:(?:, | and |-)\\d+)*))?`, 'g');
const CONVENTIONS_RE = new RegExp(`${CONVENTIONS_WORD} ${S}(\\d+)`, 'g');
const DEVIATIONS_RE = /docs\/spec-deviations\.md/g;

/**
 * The titles in a qualifier: `"A"`, `("A", "B")`, `'A'`.
 * @param {string} qual
 */
const titlesOf = (qual) => {
  const inner = qual.trim().replace(/^\(\s*|\s*\)$/g, '');
  const quoted = [...inner.matchAll(/"([^"\n]*)"|“([^”\n]*)”/g)].map((m) => m[1] ?? m[2] ?? '');
  return quoted.length > 0 ? quoted : [inner.replace(/^'|'$/g, '')];
};

// Other citations on the line say nothing about this one.
const OTHER_CITES = new RegExp(`(?:${SPEC_WORD}|${DESIGN_WORD}|${CONVENTIONS_WORD})? ?${S}[\\d.]+(?:\\s*"[^"\\n]*")?`, 'g');

/**
 * The clause around a citation: from the last sentence or comment start before it, and up to the
 * next sentence end after it, with other citations left out.
 * @param {string} before
 * @param {string} after
 */
function clauses(before, after) {
  const b = before.split(/\. |\/\*\*?|\/\/|\{\/\*/).at(-1) ?? '';
  const a = after.split(/\.(?:\s|$)|\*\/|; /)[0] ?? '';
  const clauseAfter = a.replace(OTHER_CITES, ' ').slice(0, 120);
  const clauseBefore = b.replace(OTHER_CITES, ' ').slice(-120);
  // "X (§n)", "X of §n", "X, §n": the citation hangs off what precedes it.
  return /(\(|,|;|\bof|\bin|\bby|\bper|\bfrom|\bwith)\s*$/.test(clauseBefore) ? [clauseBefore, clauseAfter] : [clauseAfter, clauseBefore];
}

/**
 * Where a possessive's phrase ends ("the spec's layout rules allow" → before " allow"? no: at the
 * clause's end), so the citation can follow it in brackets.
 * @param {string} text
 * @param {number} from
 */
function clauseEnd(text, from) {
  let start = from;
  // A phrase that starts with a quoted word ("§7's `{ success, data }`") runs past its closing quote.
  const quoted = /^\s*([`'"])/.exec(text.slice(from));
  if (quoted) {
    const close = text.indexOf(quoted[1], from + quoted[0].length);
    if (close !== -1) start = close + 1;
  }
  const rest = text.slice(start);
  const m = /\s\(|[,;:)"'`\n]|\.(?=\s|$)|\*\//.exec(rest);
  return m ? start + m.index : text.length;
}

/**
 * Rewrites one file's text. Returns the new text and what was done.
 * @param {string} text
 * @param {string} rel
 */
export function rewrite(text, rel) {
  /** @type {Array<{ line: number, from: string, to: string, how: string }>} */
  const log = [];
  const lineOf = (/** @type {number} */ index) => text.slice(0, index).split('\n').length;
  const lineAround = (/** @type {number} */ start, /** @type {number} */ end) => {
    const s = text.lastIndexOf('\n', start - 1) + 1;
    const e = text.indexOf('\n', end);
    return { before: text.slice(s, start), after: text.slice(end, e === -1 ? text.length : e) };
  };

  /** @type {Array<{ start: number, end: number, targets: string[], how: string, possessive: boolean, kind: string }>} */
  const edits = [];
  for (const m of text.matchAll(SPEC_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    const { before, after } = lineAround(start, end);
    const possessive = /^['’]s\b/.test(text.slice(end));
    // Words right after the citation name its subject ("§4 wall-art flow", "§7 /auth/me").
    const words = /^ ([/A-Za-z][\w' /-]{0,40})/.exec(after)?.[1] ?? '';
    const near = [...(words ? [words] : []), ...clauses(before, after)];
    // A possessive's own phrase (the "size rules" of "§9's size rules") says most about it.
    const contexts = possessive ? [text.slice(end + 2, clauseEnd(text, end + 2)), ...near] : near;
    /** @type {string[]} */
    const targets = [];
    const hows = [];
    let section = 0;
    for (const part of m[0].slice(SPEC_WORD.length + 1).matchAll(SPEC_PART_RE)) {
      if (part[1]) section = Number(part[1]);
      const qual = part[2] ?? part[3];
      for (const title of qual ? titlesOf(qual) : ['']) {
        const { target, how } = resolveSpec(section, title, contexts, rel);
        if (!targets.includes(target)) targets.push(target);
        hows.push(`${S}${section}${title ? ` "${title}"` : ''}: ${how}`);
      }
    }
    edits.push({ start, end, targets, how: hows.join('; '), possessive, kind: 'spec' });
  }
  for (const m of text.matchAll(DESIGN_RE)) {
    /** @type {string[]} */
    let ids = [m[1] ?? '', ...[...(m[2] ?? '').matchAll(new RegExp(`${S}(\\d+(?:\\.\\d+)?)`, 'g'))].map((x) => x[1] ?? '')];
    if (m[3]) {
      ids = m[3].split(/, | and /).flatMap((item) => {
        const [from, to] = item.split('-').map(Number);
        const last = to ?? from ?? 0;
        return Array.from({ length: last - (from ?? 0) + 1 }, (_, i) => `${m[1]}.${(from ?? 0) + i}`);
      });
    }
    const targets = [...new Set(ids.map((id) => DESIGN_SECTIONS[/** @type {keyof typeof DESIGN_SECTIONS} */ (id)] ?? DESIGN_SECTIONS[/** @type {keyof typeof DESIGN_SECTIONS} */ (String(id).split('.')[0])] ?? `${A}where-we-depart-from-the-spec`))];
    const end = m.index + m[0].length;
    edits.push({ start: m.index, end, targets, how: 'design', possessive: /^['’]s\b/.test(text.slice(end)), kind: 'design' });
  }
  for (const m of text.matchAll(CONVENTIONS_RE)) {
    const target = CONVENTION_SECTIONS[/** @type {keyof typeof CONVENTION_SECTIONS} */ (m[1])] ?? `${A}the-parts`;
    edits.push({ start: m.index, end: m.index + m[0].length, targets: [target], how: 'conventions', possessive: false, kind: 'conventions' });
  }
  for (const m of text.matchAll(DEVIATIONS_RE)) {
    const { before, after } = lineAround(m.index, m.index + m[0].length);
    const near = `${before} ${after}`;
    const target = /** @type {string} */ (DEVIATION_RULES.find(([re]) => /** @type {RegExp} */ (re).test(near))?.[1]);
    edits.push({ start: m.index, end: m.index + m[0].length, targets: [target], how: 'spec-deviations', possessive: false, kind: 'deviations' });
  }
  if (edits.length === 0) return { text, log };

  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let pos = 0;
  for (const edit of edits) {
    if (edit.start < pos) continue; // overlapping matches cannot happen, but never write twice
    const cite = edit.targets.join(', ');
    out += text.slice(pos, edit.start);
    if (edit.possessive) {
      // "§2's layout rules allow" → "the spec's layout rules allow (docs/product/…)".
      const phraseStart = edit.end;
      const phraseEnd = clauseEnd(text, phraseStart + 2);
      // Capitalised at the start of a sentence or comment.
      const opensSentence = /(^|\/\*\*?|\*|\/\/|\{\/\*|[.!?])\s*$/.test(text.slice(Math.max(0, edit.start - 6), edit.start)) || edit.start === 0;
      const noun = `${opensSentence ? 'The' : 'the'} ${edit.kind === 'design' ? 'design' : 'spec'}`;
      out += `${noun}${text.slice(phraseStart, phraseEnd)} (${cite})`;
      pos = phraseEnd;
    } else {
      out += cite;
      pos = edit.end;
    }
    log.push({ line: lineOf(edit.start), from: text.slice(edit.start, edit.end), to: cite, how: edit.how });
  }
  out += text.slice(pos);
  return { text: out, log };
}

/** Every citation still to rewrite, per file (what --check reports and the test asserts is empty). */
export function pending(root = repoRoot) {
  return codeFiles(root).flatMap((rel) => {
    const { log } = rewrite(fs.readFileSync(path.join(root, rel), 'utf8'), rel);
    return log.map((entry) => ({ file: rel, ...entry }));
  });
}

/** Every target the tables can produce, for the test to check against the docs. */
export function allTargets() {
  const set = new Set([
    ...Object.values(FIXED),
    ...Object.values(TITLES).flatMap((titles) => Object.values(titles).flatMap((t) => (typeof t === 'string' ? [t] : [t.broad, ...(t.byPath ?? []).map(([, x]) => x)]))),
    ...[...RULES, ...WEAK_RULES].map(([, , target]) => target),
    ...Object.values(AREA_SECTIONS).flatMap((sections) => Object.values(sections).map((anchor) => P + anchor)),
    ...Object.values(AREA_MESSAGES).map((anchor) => `${P}messages.md#${anchor}`),
    ...Object.values(DESIGN_SECTIONS),
    ...Object.values(CONVENTION_SECTIONS),
    ...DEVIATION_RULES.map(([, target]) => /** @type {string} */ (target)),
  ]);
  return [...set].sort();
}

function main() {
  const args = new Set(process.argv.slice(2));
  const dry = args.has('--dry');
  const check = args.has('--check');
  let files = 0;
  let citations = 0;
  for (const rel of codeFiles()) {
    const full = path.join(repoRoot, rel);
    const before = fs.readFileSync(full, 'utf8');
    const { text, log } = rewrite(before, rel);
    if (log.length === 0) continue;
    files += 1;
    citations += log.length;
    if (dry || check) {
      for (const entry of log) console.log(`${rel}:${entry.line}\t${entry.from.replace(/\s+/g, ' ')}\t→ ${entry.to}\t[${entry.how}]`);
    } else {
      fs.writeFileSync(full, text);
    }
  }
  const verb = dry || check ? 'to rewrite' : 'rewritten';
  console.log(`${citations} citations in ${files} files ${verb}.`);
  if (check && citations > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
