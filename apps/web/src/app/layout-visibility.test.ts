import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { layoutVisibility } from './layout-visibility';

const both = { header: true, footer: true };
const headerOnly = { header: true, footer: false };
const neither = { header: false, footer: false };

// Every route of docs/product/site.md#layout-rules with the chrome the layout rules give it.
const expected: Record<(typeof paths)[keyof typeof paths], typeof both> = {
  [paths.home]: both,
  [paths.signUp]: neither,
  [paths.signIn]: neither,
  [paths.legacySignIn]: both,
  [paths.aiWallGenerator]: headerOnly,
  [paths.wallArt]: both,
  [paths.imageUpload]: headerOnly,
  [paths.forgotPassword]: neither,
  [paths.verifyOtp]: neither,
  [paths.newPassword]: neither,
  [paths.passwordSuccess]: neither,
  [paths.payment]: headerOnly,
  [paths.paymentProcess]: headerOnly,
  [paths.paymentSuccess]: headerOnly,
  [paths.dashboard]: neither,
  [paths.dashboardProfile]: neither,
  [paths.cart]: neither,
  [paths.ar]: both,
  [paths.admin]: neither,
  [paths.adminUsers]: neither,
  [paths.adminOrders]: neither,
  [paths.adminPackages]: neither,
  [paths.adminConsultations]: neither,
};

describe('layoutVisibility (docs/product/site.md#layout-rules layout rules)', () => {
  it.each(Object.entries(expected))('%s shows %o', (path, visibility) => {
    expect(layoutVisibility(path)).toEqual(visibility);
  });

  it('covers every route in the route table', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.values(paths).sort());
  });

  it('hides both on any depth under /dashboard and /admin', () => {
    expect(layoutVisibility('/dashboard/orders/123')).toEqual(neither);
    expect(layoutVisibility('/admin/users/abc/edit')).toEqual(neither);
  });

  it('does not treat look-alike paths as the dashboard or admin areas', () => {
    expect(layoutVisibility('/dashboards')).toEqual(both);
    expect(layoutVisibility('/administrator')).toEqual(both);
  });

  it('ignores a trailing slash and letter case, as route matching does', () => {
    expect(layoutVisibility('/sign-in/')).toEqual(neither);
    expect(layoutVisibility('/Payment')).toEqual(headerOnly);
    expect(layoutVisibility('/wallart')).toEqual(both);
  });

  it('shows header and footer on unknown paths (the not-found page)', () => {
    expect(layoutVisibility('/no-such-page')).toEqual(both);
  });
});
