/** Who an account is (docs/product/accounts.md#the-user): a customer or an administrator. Kept apart from the schemas so screens read it without zod. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
