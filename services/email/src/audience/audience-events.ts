import type { CloudEvent, CommerceEvent, ContentEvent, HandleResult, UserEvent } from '@faithcraft/lib';
import { isDuplicateKey, type AggregateStore } from '@faithcraft/lib';
import type { ListCountDoc, MembershipDoc, SubscriberDoc } from '../lists/list-models.js';
import { deleteMembership } from '../lists/list-stores.js';
import { subscriberId } from '../lists/rules.js';
import {
  DEFAULT_FREE_GENERATIONS_LIMIT,
  RECENT_GENERATIONS_KEPT,
  type AudienceStores,
  type AudienceUserDoc,
} from './read-model.js';
import { reconcileBuckets } from './segment-counts.js';

type AudienceEvent = UserEvent | ContentEvent | CommerceEvent;
type Patch = Record<string, unknown>;

export interface AudienceEventDeps {
  stores: AudienceStores;
  subscribers: AggregateStore<SubscriberDoc>;
  memberships: AggregateStore<MembershipDoc>;
  listCounts: AggregateStore<ListCountDoc>;
}

const later = (a: Date | null | undefined, b: Date): Date => (a && new Date(a) > b ? new Date(a) : b);

function blankUser(userId: string): AudienceUserDoc {
  return {
    _id: userId,
    email: null,
    firstName: null,
    role: null,
    signedUpAt: null,
    deletedAt: null,
    freeGenerationsUsed: 0,
    freeGenerationsLimit: DEFAULT_FREE_GENERATIONS_LIMIT,
    allowanceChangedAt: null,
    recentGenerations: [],
    lastActivityAt: null,
    plan: 'inactive',
    planChangedAt: null,
    activatedAt: null,
    cancelledAt: null,
    countedIn: [],
  };
}

/**
 * Builds the audience read model (one document per user, payments) from the users, content and
 * commerce topics. Each change is computed from the document's state (latest-wins on the event's own
 * time, image ids, payment ids), so a redelivered or out-of-order event changes nothing more.
 */
export function audienceEventsHandler({ stores, subscribers, memberships, listCounts }: AudienceEventDeps) {
  /** Applies `patch(user)` to the user's document, creating it when the user is not known yet. */
  async function change(userId: string, patch: (user: AudienceUserDoc) => Patch | null): Promise<HandleResult> {
    const applied = await write(userId, patch);
    // Always, also when this event changed nothing: a retry after a failed counter move completes it.
    await reconcileBuckets(stores, userId);
    return applied;
  }

  /** Most events are about a known user: update first, and create only when the user is new. */
  async function write(userId: string, patch: (user: AudienceUserDoc) => Patch | null): Promise<HandleResult> {
    for (;;) {
      const outcome = await stores.users.update(userId, (user) => {
        if (user.deletedAt) return null;
        const set = patch(user);
        return set && Object.keys(set).length ? { update: { $set: set } } : null;
      });
      if (outcome) return outcome.after ? 'applied' : 'ignored';
      const blank = blankUser(userId);
      const first = patch(blank);
      if (!first) return 'ignored';
      try {
        await stores.users.create({ ...blank, ...first });
        return 'applied';
      } catch (err) {
        if (!isDuplicateKey(err)) throw err; // created meanwhile: decide again on it
      }
    }
  }

  const activity = (at: Date) => (user: AudienceUserDoc) =>
    user.lastActivityAt && new Date(user.lastActivityAt) >= at ? null : { lastActivityAt: at };

  async function forget(userId: string, deletedAt: Date): Promise<HandleResult> {
    const known = await stores.users.findById(userId);
    // A tombstone: late events of the other topics must not bring the user back.
    await change(userId, () => ({ deletedAt, email: null, firstName: null, recentGenerations: [], role: null }));
    if (known?.email) {
      await stores.emails.deleteMany({ _id: known.email, userId });
      // The person's newsletter memberships go with the account; an admin's blocklist entry stays.
      const id = subscriberId(known.email);
      for (const m of await memberships.find({ subscriberId: id }))
        await deleteMembership({ memberships, listCounts }, m);
      await subscribers.deleteMany({ _id: id, state: { $ne: 'blocklisted' } });
    }
    return 'applied';
  }

  async function payment(
    id: string,
    doc: {
      kind: 'purchase' | 'subscription';
      userId: string;
      amountCents: number;
      paidAt: Date;
      periodEnd: Date | null;
    },
  ): Promise<void> {
    try {
      await stores.payments.create({ _id: id, ...doc });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err; // already recorded: a replay
    }
  }

  async function apply(event: AudienceEvent): Promise<HandleResult> {
    switch (event.type) {
      case 'UserSignedUp.v1': {
        const d = event.data;
        const at = new Date(d.createdAt);
        const email = d.email.toLowerCase();
        await stores.emails.createOrUpdate({ _id: email, userId: d.userId }, (e) =>
          e.userId === d.userId ? null : { update: { $set: { userId: d.userId } } },
        );
        return change(d.userId, (user) => ({
          email,
          firstName: d.firstName,
          role: user.role ?? d.role,
          signedUpAt: at,
          lastActivityAt: later(user.lastActivityAt, at),
        }));
      }
      case 'UserDeleted.v1':
        return forget(event.data.userId, new Date(event.data.deletedAt));
      case 'UserRoleChanged.v1':
        return change(event.data.userId, () => ({ role: event.data.role }));
      case 'GenerationAllowanceChanged.v1': {
        const d = event.data;
        const at = new Date(d.changedAt);
        return change(d.userId, (user) => {
          if (user.allowanceChangedAt && new Date(user.allowanceChangedAt) > at) return null;
          const set: Patch = {
            freeGenerationsUsed: d.freeGenerationsUsed,
            freeGenerationsLimit: d.freeGenerationsLimit,
            allowanceChangedAt: at,
          };
          if (d.reason === 'generation') set['lastActivityAt'] = later(user.lastActivityAt, at);
          return set;
        });
      }
      case 'ImageGenerated.v1': {
        const d = event.data;
        const at = new Date(d.generatedAt);
        return change(d.ownerId, (user) => {
          const recent = user.recentGenerations ?? [];
          if (recent.some((g) => g.imageId === d.imageId)) return null;
          const kept = [...recent, { imageId: d.imageId, at }]
            .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
            .slice(0, RECENT_GENERATIONS_KEPT);
          return { recentGenerations: kept, lastActivityAt: later(user.lastActivityAt, at) };
        });
      }
      case 'ImageGenerationFailed.v1':
      case 'ImageVisibilityChanged.v1':
        return change(event.data.ownerId, activity(new Date(event.time)));
      case 'ImageDownloaded.v1':
        return change(event.data.userId, activity(new Date(event.data.downloadedAt)));
      case 'ImageRated.v1':
        return change(event.data.userId, activity(new Date(event.data.ratedAt)));
      case 'MarketplaceSearched.v1':
        return event.data.userId ? change(event.data.userId, activity(new Date(event.data.searchedAt))) : 'ignored';
      case 'SubscriptionChanged.v1': {
        const d = event.data;
        const at = new Date(d.changedAt);
        const plan = d.subscriptionStatus;
        return change(d.userId, (user) => {
          if (user.planChangedAt && new Date(user.planChangedAt) > at) return null;
          const set: Patch = { plan, planChangedAt: at, lastActivityAt: later(user.lastActivityAt, at) };
          if (plan === 'active' && user.plan !== 'active') set['activatedAt'] = at;
          if (plan === 'cancelled' && user.plan !== 'cancelled') set['cancelledAt'] = at;
          return set;
        });
      }
      case 'PurchaseCompleted.v1': {
        const d = event.data;
        const at = new Date(d.completedAt);
        await payment(`purchase:${d.purchaseId}`, {
          kind: 'purchase',
          userId: d.buyerId,
          amountCents: d.amountCents,
          paidAt: at,
          periodEnd: null,
        });
        await change(d.buyerId, activity(at));
        return 'applied';
      }
      case 'SubscriptionPaid.v1': {
        const d = event.data;
        await payment(`subscription:${d.userId}:${d.periodStart}`, {
          kind: 'subscription',
          userId: d.userId,
          amountCents: d.amountCents,
          paidAt: new Date(d.paidAt),
          periodEnd: new Date(d.periodEnd),
        });
        return 'applied';
      }
      default:
        return 'ignored';
    }
  }

  return async (event: CloudEvent): Promise<HandleResult> => apply(event as AudienceEvent);
}
