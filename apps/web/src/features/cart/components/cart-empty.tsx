import { Trans } from '@lingui/react/macro';
import { BagIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';

/** docs/product/cart-and-orders.md#cart-actions: an empty cart offers Create Wall Art and Browse Products. */
export function CartEmpty() {
  return (
    <div className="frame flex flex-col items-center rounded-[3px] px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-paper-200 text-terracotta-600">
        <BagIcon className="size-8" />
      </span>
      <h3 className="mt-5 font-display text-3xl text-ink-900">
        <Trans>Your cart is empty</Trans>
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-600">
        <Trans>Design a piece for your wall in the studio, or look through the studio&rsquo;s work for ideas.</Trans>
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' }}>
          <Trans>Create Wall Art</Trans>
        </LinkButton>
        <LinkButton to={{ pathname: paths.home, hash: '#portfolio' }} state={{ scrollToSection: 'portfolio' }} variant="outline">
          <Trans>Browse Products</Trans>
        </LinkButton>
      </div>
    </div>
  );
}
