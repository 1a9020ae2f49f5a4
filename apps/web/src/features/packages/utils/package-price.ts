import { dollarsToCents } from '@wallart/shared';
import { moneyText, uiLocale } from '../../../components/orders/locale-format';
import { formatPackagePrice } from '../../../lib/plans';

/**
 * A package's price on its card: English as the spec shows it ('$299', 'Custom' by quote); another
 * language its own money ('299,00 $'). `custom` is the translated 'Custom'. Dollars in.
 */
export function packagePriceText(locale: string, price: number | null, custom: string): string {
  if (uiLocale(locale) === 'en') return formatPackagePrice(price);
  return price === null ? custom : moneyText(locale, dollarsToCents(price));
}
