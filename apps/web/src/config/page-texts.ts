import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The built pages' titles and descriptions in every language (issue 37, docs/product/languages.md#addresses),
 * by the page's file in config/prerendered-pages.ts, whose English strings these must equal
 * (page-texts.test.ts). Kept apart from that list, which Node reads without Lingui's macro
 * (the browser tests, the bench); only the prerendering (scripts/prerender-pages.tsx) reads these.
 */
export const pageTexts: Record<string, { title: MessageDescriptor; description: MessageDescriptor; shareDescription?: MessageDescriptor }> = {
  'home.html': {
    title: msg`WallArt Studio — Custom Wall Art, Murals & Canvas Prints`,
    description: msg`WallArt Studio designs, prints and paints custom wall art and murals. Generate artwork with AI, preview it on your own walls and book a studio package.`,
    // The landing page's og:description, as index.html has it for every page the build does not make.
    shareDescription: msg`Hand-painted murals, canvas prints and AI-assisted designs, previewed on your own walls before anything is painted.`,
  },
  'pages/ai-wall-generator.html': {
    title: msg`AI Wall Generator — WallArt Studio`,
    description: msg`Generate wall art with AI, age a portrait, and see it on your own wall at true size before you order a print.`,
  },
  'pages/wallArt.html': {
    title: msg`Wall Art Visualizer — WallArt Studio`,
    description: msg`Pick a wall, place your artwork at true size, choose its size, finish and frame, and add the print to your cart.`,
  },
  'pages/image-upload.html': {
    title: msg`Choose a Face — WallArt Studio`,
    description: msg`Choose a sample face or upload a portrait to age for your wall art.`,
  },
  'pages/sign-in.html': {
    title: msg`Sign In — WallArt Studio`,
    description: msg`Sign in to WallArt Studio to save designs, check out and follow your orders.`,
  },
  'pages/sign-up.html': {
    title: msg`Create an Account — WallArt Studio`,
    description: msg`Create a WallArt Studio account to save designs, order prints and book studio packages.`,
  },
  'pages/cart.html': {
    title: msg`Your Cart — WallArt Studio`,
    description: msg`Your WallArt Studio cart: the prints you chose, their sizes and frames, and checkout.`,
  },
  'pages/payment.html': {
    title: msg`Plan Checkout — WallArt Studio`,
    description: msg`Buy a WallArt Studio plan: your contact details and card, then the order summary.`,
  },
  'pages/admin.html': {
    title: msg`Admin Dashboard — WallArt Studio`,
    description: msg`The WallArt Studio admin dashboard.`,
  },
  'pages/admin/users.html': {
    title: msg`Users — WallArt Studio Admin`,
    description: msg`WallArt Studio accounts.`,
  },
  'pages/admin/orders.html': {
    title: msg`Orders — WallArt Studio Admin`,
    description: msg`WallArt Studio orders.`,
  },
  'pages/admin/packages.html': {
    title: msg`Packages — WallArt Studio Admin`,
    description: msg`WallArt Studio service packages.`,
  },
  'pages/admin/consultations.html': {
    title: msg`Consultations — WallArt Studio Admin`,
    description: msg`Consultations booked on WallArt Studio plans.`,
  },
};

/**
 * The share preview (Open Graph) of every built page, in its language: og:title and og:description
 * are the page's title and description (or its `shareDescription`), og:image:alt this text.
 */
export const shareImageAlt = msg`WallArt Studio — murals, canvas prints and painted feature walls`;
