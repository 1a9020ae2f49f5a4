import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (issue 9 §4): zxcvbn-ts's list of about 49,000 passwords seen most
 * often in breaches, kept up to date by that project. A new password is refused when it is on the
 * list ignoring case ('Password1', 'Qwerty123', 'Welcome1'), also after undoing common letter
 * swaps ('P@ssw0rd'), as NIST SP 800-63B asks of a blocklist. Server only: the list is too large
 * to ship to the browser.
 */
let list: ReadonlySet<string> | undefined;

const SWAPS: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const unswapped = [...lower].map((ch) => SWAPS[ch] ?? ch).join('');
  return unswapped !== lower && list.has(unswapped);
}
