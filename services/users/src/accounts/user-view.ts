import type { SubscriptionStatus } from '@faithcraft/lib';
import type { UserDoc } from '../data/user-model.js';
import { knownSubscriptionStatus } from '../domain/admin-rules.js';
import { canGenerate, generationsRemaining } from '../domain/allowance.js';

/** The GraphQL User as its owner (or an admin) sees it. */
export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndsAt: string | null;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  canGenerate: boolean;
  generationsRemaining: number | null;
  isProfilePublic: boolean;
  createdAt: string;
}

export function toUserView(u: UserDoc): UserView {
  const facts = { ...u, pendingHolds: u.generationHolds?.length ?? 0 };
  return {
    id: u._id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    subscriptionStatus: knownSubscriptionStatus(u.subscriptionStatus),
    subscriptionEndsAt: u.subscriptionEndsAt ? u.subscriptionEndsAt.toISOString() : null,
    freeGenerationsUsed: u.freeGenerationsUsed,
    freeGenerationsLimit: u.freeGenerationsLimit,
    canGenerate: canGenerate(facts),
    generationsRemaining: generationsRemaining(facts),
    isProfilePublic: u.isProfilePublic !== false,
    createdAt: u.createdAt.toISOString(),
  };
}
