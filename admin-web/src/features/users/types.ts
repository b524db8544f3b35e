import type { AdminUserFieldsFragment } from '../../__generated__/graphql';

/** A user as the table and the dialog show it. */
export type AdminUser = AdminUserFieldsFragment & { totalRevenueCents?: number | null };

export const displayName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email;

export const hasName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): boolean =>
  Boolean(user.firstName?.trim() || user.lastName?.trim());
