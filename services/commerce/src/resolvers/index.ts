import { GraphQLError } from 'graphql';
import { SUBSCRIPTION_STATUSES, enumValueMap, requireUser } from '@faithcraft/lib';
import type { Resolvers, SubscriptionStatusResolvers } from '../__generated__/resolvers-types.js';
import type { PurchaseDoc } from '../data/purchase-model.js';
import { refuse } from '../domain/errors.js';
import type { CommerceClock } from '../payments/clock.js';
import type { PaymentProvider } from '../payments/provider.js';
import { SandboxRefusal, type SandboxAnswer, type SandboxProvider } from '../payments/sandbox-provider.js';
import type { Purchases } from '../purchases/purchases.js';
import type { Renewals } from '../subscriptions/renewals.js';
import type { Subscriptions } from '../subscriptions/subscriptions.js';

export interface CommerceResolverDeps {
  provider: PaymentProvider;
  /** Present when the sandbox is the provider (its card form and test clock). */
  sandbox: SandboxProvider | null;
  clock: CommerceClock;
  purchases: Purchases;
  subscriptions: Subscriptions;
  renewals: Renewals;
}

/** The test clock moves at most a year per call. */
const MAX_CLOCK_DAYS = 366;

const purchaseView = (p: PurchaseDoc) => ({
  id: p._id,
  imageId: p.imageId,
  image: { __typename: 'Image' as const, id: p.imageId },
  status: p.status.toUpperCase() as 'PENDING' | 'COMPLETED' | 'FAILED',
  amountCents: p.amountCents,
  currency: p.currency,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt ? p.completedAt.toISOString() : null,
});

const sandboxView = (answer: SandboxAnswer) => ({
  status: answer.status.toUpperCase() as 'SUCCEEDED' | 'REQUIRES_PAYMENT_METHOD' | 'REQUIRES_ACTION',
  error: answer.error ?? null,
});

export function resolvers(deps: CommerceResolverDeps): Resolvers {
  const { provider, purchases, subscriptions } = deps;

  const sandboxOnly = (): SandboxProvider => {
    if (!deps.sandbox) throw refuse('NOT_FOUND', 'Not found');
    return deps.sandbox;
  };
  const sandboxStep = async (step: () => Promise<SandboxAnswer>) => {
    try {
      return sandboxView(await step());
    } catch (err) {
      if (err instanceof SandboxRefusal) throw refuse('BAD_USER_INPUT', err.message);
      throw err;
    }
  };

  return {
    // GraphQL names ↔ the stored lowercase values, as in the users subgraph.
    SubscriptionStatus: enumValueMap(SUBSCRIPTION_STATUSES) as SubscriptionStatusResolvers,
    Query: {
      paymentSetup: () => {
        const info = provider.paymentSetup();
        return { ...info, provider: info.provider === 'stripe' ? 'STRIPE' : 'SANDBOX' };
      },
      myPurchases: async (_p, { limit }, ctx) =>
        (await purchases.list(requireUser(ctx).userId, limit)).map(purchaseView),
      mySubscription: (_p, _a, ctx) => subscriptions.mine(requireUser(ctx).userId),
    },
    Mutation: {
      startPurchase: async (_p, { imageId }, ctx) => {
        const { purchase, clientSecret } = await purchases.start(requireUser(ctx).userId, imageId);
        return { purchase: purchaseView(purchase), clientSecret };
      },
      completePurchase: async (_p, { imageId }, ctx) =>
        purchaseView(await purchases.complete(requireUser(ctx).userId, imageId)),
      startSubscription: (_p, _a, ctx) => subscriptions.start(requireUser(ctx).userId, null),
      activateSubscription: (_p, _a, ctx) => subscriptions.activate(requireUser(ctx).userId),
      cancelSubscription: (_p, _a, ctx) => subscriptions.cancel(requireUser(ctx).userId),
      confirmSandboxPayment: (_p, { clientSecret, card }) =>
        sandboxStep(() => sandboxOnly().confirm(clientSecret, card)),
      authenticateSandboxPayment: (_p, { clientSecret, approve }) =>
        sandboxStep(() => sandboxOnly().authenticate(clientSecret, approve)),
      advanceSandboxClock: async (_p, { days }) => {
        sandboxOnly();
        if (!deps.clock.canAdvance) throw refuse('NOT_FOUND', 'Not found');
        if (!Number.isInteger(days) || days < 1 || days > MAX_CLOCK_DAYS)
          throw new GraphQLError(`days must be a whole number from 1 to ${MAX_CLOCK_DAYS}`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        const now = await deps.clock.advance(days);
        // Renewals and period ends that fell due run before answering, so tests are deterministic.
        await deps.renewals.runDue();
        return now.toISOString();
      },
    },
  };
}
