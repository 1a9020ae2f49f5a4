/**
 * The whole Drizzle schema: every module owns its tables in `src/modules/<domain>/<domain>.tables.ts`
 * and lists them here once. drizzle-kit reads this file to generate migrations, and the typed
 * `app.db` is built from it.
 */
export * from '../modules/packages/packages.tables';
export * from '../modules/users/users.tables';
export * from '../modules/sessions/sessions.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/newsletter/newsletter.tables';
export * from '../modules/contact/contact.tables';
export * from '../modules/images/images.tables';
export * from '../modules/walls/walls.tables';
export * from '../modules/designs/designs.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/checkout/checkout.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/subscriptions/subscriptions.tables';
export * from '../modules/plan-checkouts/plan-checkouts.tables';
export * from '../modules/print-files/print-files.tables';
export * from '../modules/mail-jobs/mail-jobs.tables';
