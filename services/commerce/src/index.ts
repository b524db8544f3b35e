import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineService, type RunningService } from '@faithcraft/lib';
import { createStores, type Stores } from './data/stores.js';
import type { Environment } from './environment.js';
import { CommerceClock } from './payments/clock.js';
import type { PaymentProvider } from './payments/provider.js';
import { SandboxProvider } from './payments/sandbox-provider.js';
import { StripeProvider, stripeClient } from './payments/stripe-provider.js';
import { StripeWebhooks } from './payments/stripe-webhooks.js';
import { webhookRoutes } from './http/webhook-routes.js';
import { OfferClient } from './purchases/offer-client.js';
import { Purchases } from './purchases/purchases.js';
import { resolvers } from './resolvers/index.js';
import { Renewals } from './subscriptions/renewals.js';
import { Subscriptions } from './subscriptions/subscriptions.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export interface CommerceExposed {
  stores: Stores;
  clock: CommerceClock;
  purchases: Purchases;
  subscriptions: Subscriptions;
  renewals: Renewals;
}

export type Service = RunningService<CommerceExposed>;

/** The commerce subgraph: purchases, the Family Plan, payments (sandbox or Stripe) and their webhooks. */
export const commerceService = defineService<Environment, Record<string, never>, CommerceExposed>({
  name: 'commerce',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.COMMERCE_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.COMMERCE_HOST,
    port: env.COMMERCE_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: env.NODE_ENV === 'production',
    usersInternalUrl: env.USERS_INTERNAL_URL,
  }),
  async setup(kit, env) {
    const { db, log } = kit;
    const stores = await createStores(db, log);
    kit.outboxRelay({ stores: [stores.purchases, stores.subscriptions] }).start();

    const clock = new CommerceClock(stores.clock, env.NODE_ENV !== 'production');
    await clock.refresh();
    const sandbox = env.paymentProvider === 'sandbox' ? new SandboxProvider(stores.intents, clock) : null;
    const stripe = env.STRIPE_SECRET_KEY
      ? stripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
      : null;
    const provider: PaymentProvider =
      sandbox ??
      new StripeProvider(
        stripe!,
        {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          familyPlanPriceId: env.STRIPE_FAMILY_PLAN_PRICE_ID,
          apiUrl: env.STRIPE_API_URL,
        },
        { priceCents: env.FAMILY_PLAN_PRICE_CENTS },
      );
    log.info({ provider: provider.kind }, 'payment provider');
    if (sandbox && env.NODE_ENV === 'production')
      log.warn('the sandbox payment provider is running in production: test cards are accepted, no money is taken');

    const offers = new OfferClient({
      contentInternalUrl: env.CONTENT_INTERNAL_URL,
      internalSecret: env.INTERNAL_SECRET,
    });
    const purchases = new Purchases({ store: stores.purchases, offers, provider, clock, log });
    const subscriptions = new Subscriptions({
      store: stores.subscriptions,
      provider,
      clock,
      priceCents: env.FAMILY_PLAN_PRICE_CENTS,
      trialDays: env.FAMILY_PLAN_TRIAL_DAYS,
      log,
    });
    const renewals = new Renewals({ store: stores.subscriptions, provider, clock, log });
    const sweep = setInterval(() => {
      renewals.runDue().catch((err: unknown) => log.error({ err }, 'renewal sweep failed'));
    }, env.RENEWAL_SWEEP_SECONDS * 1000);
    sweep.unref();
    kit.onStop('renewals', async () => clearInterval(sweep));

    const webhooks =
      stripe && env.STRIPE_WEBHOOK_SECRET
        ? new StripeWebhooks({
            stripe,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            toleranceSeconds: env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
            events: stores.webhookEvents,
            subscriptions: stores.subscriptions,
            purchases,
            clock,
            log,
          })
        : null;

    return {
      resolvers: resolvers({ provider, sandbox, clock, purchases, subscriptions, renewals }),
      routes: webhookRoutes(webhooks, log),
      expose: { stores, clock, purchases, subscriptions, renewals },
    };
  },
});

export const startCommerceService = (env: Environment): Promise<Service> => commerceService.start(env);
