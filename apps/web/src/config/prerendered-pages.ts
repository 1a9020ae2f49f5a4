import { paths } from './paths';

/**
 * The one list of pages whose first view is rendered at build time (decision 046). For each:
 * - the build (scripts/prerender-pages.tsx) writes its HTML with that view in #root, its own title
 *   and description, and the list of exactly the code its first render needs (app/app-scripts.ts);
 * - the server answers the path with that file (apps/server static plugin reads dist/pages/);
 * - the app mounts over the markup after it has painted (src/main.tsx);
 * - `jsBudgetKb` is the most JavaScript (KB gzip, level 6) the page may load before anyone touches
 *   it: apps/web/scripts/js-budgets.test.ts fails a build over it, and `npm run bench -- pages`
 *   prints the figure measured in Chromium.
 *
 * Every page here is public and indexable but the admin area's (`indexable: false`): those are
 * built as their frame and loading states, for signed-in admins to see at once (decision 060), and
 * keep `noindex`. Every other path is answered by dist/index.html, which carries `noindex` (the
 * account and password-recovery screens, the payment steps, 404s).
 */
export interface PrerenderedPage {
  path: string;
  /** The built file under dist/, as the server looks it up. */
  file: string;
  title: string;
  description: string;
  jsBudgetKb: number;
  /** False for a private page: built, but `noindex` (the admin area). */
  indexable: boolean;
}

const SITE = 'WallArt Studio';

export const prerenderedPages: readonly PrerenderedPage[] = [
  {
    path: paths.home,
    file: 'home.html',
    title: `${SITE} — Custom Wall Art, Murals & Canvas Prints`,
    description:
      'WallArt Studio designs, prints and paints custom wall art and murals. Generate artwork with AI, preview it on your own walls and book a studio package.',
    jsBudgetKb: 120,
    indexable: true,
  },
  {
    path: paths.aiWallGenerator,
    file: 'pages/ai-wall-generator.html',
    title: `AI Wall Generator — ${SITE}`,
    description: 'Generate wall art with AI, age a portrait, and see it on your own wall at true size before you order a print.',
    // With the face tab it opens on (decision 058): its code was loaded before interaction anyway
    // (the bench measured 162 KB), but after the page had shown a spinner in its place.
    jsBudgetKb: 164,
    indexable: true,
  },
  {
    path: paths.wallArt,
    file: 'pages/wallArt.html',
    title: `Wall Art Visualizer — ${SITE}`,
    description: 'Pick a wall, place your artwork at true size, choose its size, finish and frame, and add the print to your cart.',
    jsBudgetKb: 196,
    indexable: true,
  },
  {
    path: paths.imageUpload,
    file: 'pages/image-upload.html',
    title: `Choose a Face — ${SITE}`,
    description: 'Choose a sample face or upload a portrait to age for your wall art.',
    // The bench measured 140.8 KB: the listed files plus the toast region (toaster, its icons; 1.7 KB),
    // which the screen asks for once hydrated (components/ui/toaster-demand.ts).
    jsBudgetKb: 142,
    indexable: true,
  },
  {
    path: paths.signIn,
    file: 'pages/sign-in.html',
    title: `Sign In — ${SITE}`,
    description: 'Sign in to WallArt Studio to save designs, check out and follow your orders.',
    jsBudgetKb: 162,
    indexable: true,
  },
  {
    path: paths.signUp,
    file: 'pages/sign-up.html',
    title: `Create an Account — ${SITE}`,
    description: 'Create a WallArt Studio account to save designs, order prints and book studio packages.',
    jsBudgetKb: 164,
    indexable: true,
  },
  {
    path: paths.cart,
    file: 'pages/cart.html',
    title: `Your Cart — ${SITE}`,
    description: 'Your WallArt Studio cart: the prints you chose, their sizes and frames, and checkout.',
    jsBudgetKb: 160,
    indexable: true,
  },
  {
    path: paths.payment,
    file: 'pages/payment.html',
    title: `Plan Checkout — ${SITE}`,
    description: 'Buy a WallArt Studio plan: your contact details and card, then the order summary.',
    jsBudgetKb: 168,
    indexable: true,
  },
  // The admin area (decision 060): its frame and each screen's loading state, for a signed-in admin.
  {
    path: paths.admin,
    file: 'pages/admin.html',
    title: `Admin Dashboard — ${SITE}`,
    description: 'The WallArt Studio admin dashboard.',
    jsBudgetKb: 182,
    indexable: false,
  },
  {
    path: paths.adminUsers,
    file: 'pages/admin/users.html',
    title: `Users — ${SITE} Admin`,
    description: 'WallArt Studio accounts.',
    jsBudgetKb: 192,
    indexable: false,
  },
  {
    path: paths.adminOrders,
    file: 'pages/admin/orders.html',
    title: `Orders — ${SITE} Admin`,
    description: 'WallArt Studio orders.',
    jsBudgetKb: 194,
    indexable: false,
  },
  {
    path: paths.adminPackages,
    file: 'pages/admin/packages.html',
    title: `Packages — ${SITE} Admin`,
    description: 'WallArt Studio service packages.',
    jsBudgetKb: 191,
    indexable: false,
  },
  {
    path: paths.adminConsultations,
    file: 'pages/admin/consultations.html',
    title: `Consultations — ${SITE} Admin`,
    description: 'Consultations booked on WallArt Studio plans.',
    jsBudgetKb: 182,
    indexable: false,
  },
];

