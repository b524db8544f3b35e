import { z } from 'zod';
import type { CloudEvent } from './envelope.js';
import { isoUtcTime, nonEmptyId } from './vocabulary.js';

/** Events of the User aggregate, published by the users subgraph on Topics.users. */
export const userSignedUpV1 = z.object({
  userId: nonEmptyId(),
  email: z.string().min(1).meta({ format: 'email' }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Roles are open (admins may set others); `user` and `admin` are the ones the products know. */
  role: z.string().min(1),
  createdAt: isoUtcTime(),
});
export type UserSignedUpV1Data = z.infer<typeof userSignedUpV1>;
export type UserSignedUpV1 = CloudEvent<'UserSignedUp.v1', UserSignedUpV1Data>;

/** The account is gone; every service removes or anonymises what it holds about the user. */
export const userDeletedV1 = z.object({ userId: nonEmptyId(), deletedAt: isoUtcTime() });
export type UserDeletedV1Data = z.infer<typeof userDeletedV1>;
export type UserDeletedV1 = CloudEvent<'UserDeleted.v1', UserDeletedV1Data>;

/** An admin changed the account's role. */
export const userRoleChangedV1 = z.object({
  userId: nonEmptyId(),
  role: z.string().min(1),
  previousRole: z.string().min(1),
  changedAt: isoUtcTime(),
});
export type UserRoleChangedV1 = CloudEvent<'UserRoleChanged.v1', z.infer<typeof userRoleChangedV1>>;

/** Why the free-generation allowance changed. */
export const ALLOWANCE_CHANGE_REASONS = ['generation', 'admin-set', 'admin-reset', 'admin-credits'] as const;

/** The free-generation allowance after a change: a generation was charged, or an admin changed it. */
export const generationAllowanceChangedV1 = z.object({
  userId: nonEmptyId(),
  freeGenerationsUsed: z.number().int().nonnegative(),
  freeGenerationsLimit: z.number().int().nonnegative(),
  reason: z.enum(ALLOWANCE_CHANGE_REASONS),
  changedAt: isoUtcTime(),
});
export type GenerationAllowanceChangedV1 = CloudEvent<
  'GenerationAllowanceChanged.v1',
  z.infer<typeof generationAllowanceChangedV1>
>;

export type UserEvent = UserSignedUpV1 | UserDeletedV1 | UserRoleChangedV1 | GenerationAllowanceChangedV1;

export const UserEventTypes = [
  'UserSignedUp.v1',
  'UserDeleted.v1',
  'UserRoleChanged.v1',
  'GenerationAllowanceChanged.v1',
] as const satisfies readonly UserEvent['type'][];

export function isUserEvent(e: CloudEvent): e is UserEvent {
  return (UserEventTypes as readonly string[]).includes(e.type);
}
