import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ProfileUserQuery, SubscriptionStatus } from '../../__generated__/graphql';

export const ProfileUserQueryDocument = graphql(`
  query ProfileUser {
    me {
      id
      email
      firstName
      lastName
      profileImageUrl
      role
      subscriptionStatus
      subscriptionEndsAt
      freeGenerationsUsed
      freeGenerationsLimit
      canGenerate
      generationsRemaining
      isProfilePublic
      createdAt
    }
  }
`);

export type ProfileUser = NonNullable<ProfileUserQuery['me']>;

/** The signed-in user with the fields only the profile page needs. */
export function useProfileUser() {
  const { data, loading, error, refetch } = useQuery(ProfileUserQueryDocument);
  return { user: data?.me ?? null, loading, error, refetch };
}

/** First name, else the part of the e-mail before the @ (spec 000 Profile). */
export function greetingName(user: Pick<ProfileUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}

export function fullName(user: Pick<ProfileUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || greetingName(user);
}

/** Spec 000 §1: active means Family Plan, anything else Free Trial. */
export function planName(subscriptionStatus: SubscriptionStatus): 'Family Plan' | 'Free Trial' {
  return subscriptionStatus === 'ACTIVE' ? 'Family Plan' : 'Free Trial';
}
