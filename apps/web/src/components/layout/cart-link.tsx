import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useAppSelector } from '../../stores/hooks';
import { selectCartItemCount } from '../../stores/cart-slice';
import { BagIcon } from '../ui/icons';

/** The header's cart icon with a badge counting quantities (docs/product/site.md#site-header). */
export function CartLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useLingui();
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link
      to={paths.cart}
      aria-label={t`Cart, ${plural(count, { one: '# item', other: '# items' })}`}
      onClick={onNavigate}
      className={cn('relative inline-flex size-11 items-center justify-center rounded-full text-ink-900 transition-colors hover:bg-ink-900/[0.06]', className)}
    >
      <BagIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1 text-[0.68rem] leading-none font-bold text-paper-50 ring-2 ring-paper-100"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
