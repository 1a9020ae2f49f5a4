/** Who an account is (SPEC §7): a customer or an administrator. Kept apart from the schemas so screens read it without zod. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
