import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, type Logger } from '@faithcraft/lib';
import { clockModel, type ClockDoc } from './clock-model.js';
import { purchaseModel, type PurchaseDoc } from './purchase-model.js';
import { sandboxIntentModel, type SandboxIntentDoc } from './sandbox-intent-model.js';
import { subscriptionModel, type SubscriptionDoc } from './subscription-model.js';
import { webhookEventModel, type WebhookEventDoc } from './webhook-event-model.js';

/** Every write of commerce goes through these stores (docs/decisions/0005); the models stay here. */
export interface Stores {
  purchases: AggregateStore<PurchaseDoc>;
  subscriptions: AggregateStore<SubscriptionDoc>;
  intents: AggregateStore<SandboxIntentDoc>;
  clock: AggregateStore<ClockDoc>;
  webhookEvents: AggregateStore<WebhookEventDoc>;
}

export async function createStores(db: Connection, log: Logger): Promise<Stores> {
  const isolation = await Isolation.detect(db, log);
  const [purchases, subscriptions, intents, clock, webhookEvents] = await Promise.all([
    AggregateStore.open<PurchaseDoc>(isolation, purchaseModel(db), 'purchase'),
    AggregateStore.open<SubscriptionDoc>(isolation, subscriptionModel(db), 'subscription'),
    AggregateStore.open<SandboxIntentDoc>(isolation, sandboxIntentModel(db), 'sandbox_intent'),
    AggregateStore.open<ClockDoc>(isolation, clockModel(db), 'test_clock'),
    AggregateStore.open<WebhookEventDoc>(isolation, webhookEventModel(db), 'webhook_event'),
  ]);
  return { purchases, subscriptions, intents, clock, webhookEvents };
}
