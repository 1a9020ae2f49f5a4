import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@wallart/shared';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { Container } from '../../../components/ui/container';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, HomeIcon, UserIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths, signInHref } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import {
  cartRefreshRequested,
  cartSubtotalCents,
  selectCartError,
  selectCartItemCount,
  selectCartItems,
  selectCartLoading,
  selectCartOwnerId,
  selectCartVersion,
} from '../../../stores/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import type { CheckoutStepProps } from '../../../types/checkout';
import { CartEmpty } from './cart-empty';
import { CartLineRow } from './cart-line-row';

export interface CartScreenProps {
  /** The checkout dialogs; the app composes them in (features do not import each other). */
  checkout?: ComponentType<CheckoutStepProps>;
  /** What sits under the cart on /cart (Order History, docs/product/cart-and-orders.md#cart-screen). */
  children?: ReactNode;
}

const topLinkClass =
  'inline-flex h-10 items-center gap-2 rounded-[3px] px-3 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-900/[0.06] hover:text-ink-900';

/** Where the cart is kept, truthfully: a signed-in cart is the account's only once the server has confirmed it. */
function whereKept(i18n: I18n, { signedIn, synced, loading }: { signedIn: boolean; synced: boolean; loading: boolean }): string {
  if (!signedIn) return i18n._(msg`Kept on this device. Sign in at checkout and it comes with you.`);
  if (synced) return i18n._(msg`Saved to your account, so it is here on every device.`);
  return loading ? i18n._(msg`Bringing your cart into your account…`) : i18n._(msg`Not saved to your account yet: this cart is only on this device.`);
}

/**
 * The cart (docs/product/cart-and-orders.md#cart-screen, docs/product/cart-and-orders.md#cart-actions, docs/product/cart-and-orders.md#checkout; issue 13): Back,
 * Home and Profile; the lines with −/+ and remove; the subtotal and Proceed to Checkout. A guest's
 * cart is this device's; a signed-in cart is the server's, with its prices (decision 027), read
 * at every page load (the session check's sign-in) and after every change.
 */
export function CartScreen({ checkout: Checkout, children }: CartScreenProps) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const { money } = useLocaleFormat();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartItemCount);
  const loading = useAppSelector(selectCartLoading);
  const error = useAppSelector(selectCartError);
  const userId = useAppSelector(selectCurrentUserId);
  const ownerId = useAppSelector(selectCartOwnerId);
  const version = useAppSelector(selectCartVersion);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const proceedRef = useRef<HTMLButtonElement>(null);

  // Back to this tab after editing the cart in another: show the account's cart as it is now, not
  // as this tab last saw it (a change made here would be re-applied on the newer cart anyway).
  useEffect(() => {
    if (!userId) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') dispatch(cartRefreshRequested());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [dispatch, userId]);

  /** Signed in and showing the account's cart as the server confirmed it (not a guest cart still to bring in). */
  const synced = userId !== null && ownerId === userId && version !== null;
  const firstLoad = userId !== null && ownerId !== userId && loading;
  const subtotal = cartSubtotalCents(items);

  const proceed = () => {
    setNotice(null);
    if (items.length === 0) {
      setNotice(MESSAGES.cart.emptyCheckout);
      return;
    }
    // docs/product/cart-and-orders.md#checkout: checkout needs a sign-in; the cart waits here meanwhile.
    if (!userId) {
      void navigate(signInHref('cart'));
      return;
    }
    // Only a cart the server has confirmed is ordered: read it again and let the customer look.
    if (!synced) {
      setNotice(MESSAGES.cart.notConfirmed);
      dispatch(cartRefreshRequested());
      return;
    }
    setCheckoutOpen(true);
  };

  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label={t`Cart`} className="-ml-3 flex flex-wrap items-center gap-1">
        <button type="button" className={topLinkClass} onClick={() => void navigate(-1)}>
          <ArrowLeftIcon className="size-4.5" /> <Trans>Back</Trans>
        </button>
        <Link to={paths.home} className={topLinkClass}>
          <HomeIcon className="size-4.5" /> <Trans>Home</Trans>
        </Link>
        <Link to={paths.dashboardProfile} className={topLinkClass}>
          <UserIcon className="size-4.5" /> <Trans>Profile</Trans>
        </Link>
      </nav>

      <PageTitle className="mt-6" eyebrow={t`Your wall art`} title={t`Cart and Orders`} />

      <section aria-labelledby="cart-lines-heading" aria-busy={loading} className="mt-10">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="cart-lines-heading" className="font-display text-3xl text-ink-900">
            <Trans>Your cart</Trans>
          </h2>
          <p className="text-sm text-ink-600">
            {whereKept(i18n, { signedIn: userId !== null, synced, loading })}
          </p>
        </div>
        {firstLoad ? (
          <div className="frame grid min-h-56 place-items-center">
            <Spinner label={t`Loading your cart`} className="text-terracotta-600" />
          </div>
        ) : items.length === 0 ? (
          <>
            <CartEmpty />
            {notice && <Alert className="mt-6" title={ts(notice)} />}
          </>
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ul className="space-y-4" aria-label={t`${plural(count, { one: '# item', other: '# items' })}`}>
              {items.map((item) => (
                <CartLineRow key={item.id} item={item} />
              ))}
            </ul>

            <aside aria-labelledby="cart-summary-heading" className="frame rounded-[3px] p-6 lg:sticky lg:top-6">
              <h2 id="cart-summary-heading" className="font-display text-2xl text-ink-900">
                <Trans>Summary</Trans>
              </h2>
              <dl className="mt-5 space-y-3 text-sm">
                <div className="flex justify-between gap-4 text-ink-700">
                  <dt>
                    <Trans>Items</Trans>
                  </dt>
                  <dd className="tabular-nums">{count}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-4 border-t border-paper-300 pt-3">
                  <dt className="font-semibold text-ink-900">
                    <Trans>Subtotal</Trans>
                  </dt>
                  <dd className="font-display text-2xl text-ink-900 tabular-nums" data-testid="cart-subtotal">
                    {money(subtotal)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-xs leading-relaxed text-ink-600">
                <Trans>Your installation package and 13% tax are added at checkout. Shipping is free.</Trans>
              </p>
              <Button ref={proceedRef} size="lg" className="mt-6 w-full" onClick={proceed} disabled={loading} aria-describedby="cart-sync-state">
                <Trans>Proceed to Checkout</Trans> <ArrowRightIcon className="size-4.5" />
              </Button>
              <p id="cart-sync-state" className="mt-3 min-h-5 text-center text-xs text-ink-600" aria-live="polite">
                {loading ? t`Saving your cart…` : synced && !error ? t`All changes saved.` : ''}
              </p>
              {notice && <Alert className="mt-4" title={ts(notice)} />}
              {error && !loading && <Alert className="mt-4" title={ts(error)} />}
            </aside>
          </div>
        )}
      </section>

      {Checkout && userId && <Checkout open={checkoutOpen} onOpenChange={setCheckoutOpen} />}

      {children}
    </Container>
  );
}
