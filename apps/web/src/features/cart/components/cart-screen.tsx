import { PageLayout } from '../../../components/layout/page-layout';
import { BagIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../stores/hooks';
import { selectCartItemCount, selectCartItems } from '../../../stores/cart-slice';

/** SPEC §2 "Cart and Orders". Quantities, checkout and order history come with the cart issue. */
export function CartScreen() {
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartItemCount);
  return (
    <PageLayout eyebrow="Your cart" title="Cart and Orders">
      {items.length === 0 ? (
        <div className="frame flex flex-col items-center px-6 py-14 text-center">
          <BagIcon className="size-10 text-terracotta-600" />
          <h2 className="mt-4 text-2xl font-medium">Your cart is empty</h2>
          <p className="mt-2 max-w-sm text-sm text-ink-600">Design a piece for your wall, or look through the studio&rsquo;s work for ideas.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LinkButton to={paths.aiWallGenerator}>Create Wall Art</LinkButton>
            <LinkButton to={{ pathname: paths.home, hash: '#portfolio' }} state={{ scrollToSection: 'portfolio' }} variant="outline">
              Browse Products
            </LinkButton>
          </div>
        </div>
      ) : (
        <>
          <p className="text-ink-700">
            {count} {count === 1 ? 'item' : 'items'} in your cart.
          </p>
          <ul className="mt-4 divide-y divide-paper-300 border-y border-paper-300">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-4 py-4">
                <span className="font-semibold">{item.name}</span>
                <span className="text-ink-600">× {item.quantity}</span>
              </li>
            ))}
          </ul>
          <PendingNote className="mt-8">Checkout opens in a coming release; your cart is kept on this device until then.</PendingNote>
        </>
      )}
    </PageLayout>
  );
}
