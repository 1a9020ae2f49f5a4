import {
  ADDRESS_MAX_LENGTH,
  countryField,
  isValidPhone,
  languageField,
  MESSAGES,
  NAME_MAX_LENGTH,
  optionalText,
  PHONE_MAX_LENGTH,
  requiredText,
} from '@wallart/shared';
import { z } from 'zod';
import type { CurrentUser } from '../../../stores/user-slice';

/**
 * The editable profile fields (docs/product/accounts.md#profile updateprofile: name, address, phone, country, language).
 * Email is not editable (docs/product/accounts.md#profile). Phone may be left empty, but a number given must have 7-15 digits.
 */
export const profileFormSchema = z.object({
  name: requiredText(MESSAGES.signUp.usernameRequired, NAME_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, { error: MESSAGES.checkout.phoneInvalid })
    .refine((phone) => phone === '' || isValidPhone(phone), { error: MESSAGES.checkout.phoneInvalid }),
  address: optionalText(ADDRESS_MAX_LENGTH),
  country: countryField,
  language: languageField,
});

export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** What the inputs hold. */
export interface ProfileFormValues {
  name: string;
  phone: string;
  address: string;
  country: string;
  language: string;
}

export function profileValues(user: CurrentUser | null): ProfileFormValues {
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    country: user?.country ?? '',
    language: user?.language ?? '',
  };
}
