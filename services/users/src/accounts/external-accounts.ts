import { randomUUID } from 'node:crypto';
import { Topics, eventsFor, isDuplicateKey } from '@faithcraft/lib';
import type { IdentityStore } from '../data/stores.js';
import type { UserDoc } from '../data/user-model.js';
import { cleanName, normalizeEmail } from '../domain/credentials.js';
import { userSignedUp } from '../events/user-events.js';
import type { Accounts } from './accounts.js';

export const EXTERNAL_PROVIDERS = ['google', 'test'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** A verified identity at an external provider, as the gateway read it from the provider's ID token. */
export interface ExternalProfile {
  provider: ExternalProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export type ExternalSignInResult =
  | { ok: true; user: UserDoc; sessionToken: string; outcome: 'signed-in' | 'linked' | 'created' }
  | { ok: false; status: 403 | 409; message: string };

export const ExternalMessages = {
  emailNotVerified:
    'Your e-mail address is not verified with this provider. Please verify it there, or sign in with your password.',
  conflict: 'This sign-in could not be completed. Please try again.',
} as const;

/** A profile picture is only kept from an https URL; anything else would be mixed or unsafe content. */
function safePicture(url: string | null): string | null {
  if (!url || url.length > 2000) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in with an external identity: an identity seen before signs in to its account; otherwise
 * a *verified* e-mail links it to the account with that address; otherwise a new account is
 * created (without a password) and announced with UserSignedUp like any sign-up. An unverified
 * address never links and never creates: it could belong to someone else (pre-account takeover).
 */
export class ExternalAccounts {
  private readonly identities: IdentityStore;

  constructor(private readonly accounts: Accounts) {
    this.identities = accounts.deps.identities;
  }

  async signIn(profile: ExternalProfile): Promise<ExternalSignInResult> {
    if (!profile.emailVerified) return { ok: false, status: 403, message: ExternalMessages.emailNotVerified };
    const key = `${profile.provider}:${profile.subject}`;
    const { users } = this.accounts.deps;

    const link = await this.identities.findById(key);
    if (link) {
      const user = await users.findById(link.userId);
      if (user) return this.session(user, 'signed-in');
      // The account was deleted since: forget the link and continue as a first sign-in.
      await this.identities.deleteMany({ _id: key, userId: link.userId });
    }

    const email = normalizeEmail(profile.email);
    let user: UserDoc | null = await users.findOne({ email });
    let outcome: 'linked' | 'created' = 'linked';
    if (!user) {
      user = await this.createAccount(profile, email);
      outcome = 'created';
    }
    if (!user) return { ok: false, status: 409, message: ExternalMessages.conflict };

    try {
      await this.identities.create({
        _id: key,
        provider: profile.provider,
        subject: profile.subject,
        userId: user._id,
        linkedAt: new Date(),
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A concurrent first sign-in linked it already; sign in to whatever it linked to.
      const winner = await this.identities.findById(key);
      if (winner?.userId !== user._id) return { ok: false, status: 409, message: ExternalMessages.conflict };
    }
    this.accounts.deps.log.info({ userId: user._id, provider: profile.provider, outcome }, 'external identity linked');
    return this.session(user, outcome);
  }

  private async session(user: UserDoc, outcome: 'signed-in' | 'linked' | 'created'): Promise<ExternalSignInResult> {
    return { ok: true, user, outcome, sessionToken: await this.accounts.startSession(user._id) };
  }

  /** The new account and its UserSignedUp event in one document write, like a password sign-up. */
  private async createAccount(profile: ExternalProfile, email: string): Promise<UserDoc | null> {
    const { users, freeGenerationsLimit, log } = this.accounts.deps;
    const now = new Date();
    const user = {
      _id: randomUUID(),
      email,
      passwordHash: null, // no password: this account signs in through its provider (or a reset)
      firstName: cleanName(profile.firstName),
      lastName: cleanName(profile.lastName),
      profileImageUrl: safePicture(profile.pictureUrl),
      role: 'user',
      subscriptionStatus: 'inactive',
      freeGenerationsUsed: 0,
      freeGenerationsLimit,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await users.create(user, eventsFor(Topics.users, userSignedUp(user)));
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Someone signed up with this address a moment ago: link to that account instead.
      return users.findOne({ email });
    }
    log.info({ userId: user._id, provider: profile.provider }, 'account created from external sign-in');
    return user;
  }
}
