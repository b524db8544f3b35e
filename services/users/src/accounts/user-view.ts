import type { UserDoc } from '../data/user-model.js';

/** The GraphQL User as its owner (or an admin) sees it. */
export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  subscriptionStatus: string;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  createdAt: string;
}

export function toUserView(u: UserDoc): UserView {
  return {
    id: u._id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    subscriptionStatus: u.subscriptionStatus,
    freeGenerationsUsed: u.freeGenerationsUsed,
    freeGenerationsLimit: u.freeGenerationsLimit,
    createdAt: u.createdAt.toISOString(),
  };
}
