import type { AggregateStore, Logger } from '@faithcraft/lib';
import { purchaseKey, type PurchaseDoc } from '../data/purchase-model.js';
import { refuse } from '../domain/errors.js';
import { PURCHASE_MESSAGES, purchaseListLimit, purchaseRefusal } from '../domain/purchase-rules.js';
import { purchaseCompleted } from '../events/commerce-events.js';
import type { CommerceClock } from '../payments/clock.js';
import type { PaymentProvider, ProviderIntent } from '../payments/provider.js';
import type { OfferClient } from './offer-client.js';

export interface PurchaseStartResult {
  purchase: PurchaseDoc;
  clientSecret: string | null;
}

/**
 * Buying an image. One purchase document per buyer and image (its `_id` is the pair), so racing
 * starts and completions meet on one document, and the store's isolation lets exactly one of them
 * complete it and append PurchaseCompleted. The price always comes from content, never the client.
 */
export class Purchases {
  constructor(
    private readonly deps: {
      store: AggregateStore<PurchaseDoc>;
      offers: OfferClient;
      provider: PaymentProvider;
      clock: CommerceClock;
      log: Logger;
    },
  ) {}

  list(buyerId: string, limit?: number | null): Promise<PurchaseDoc[]> {
    return this.deps.store.find({ buyerId }, { sort: { createdAt: -1 }, limit: purchaseListLimit(limit) });
  }

  /** Starts (or resumes) paying for an image; a free image is completed at once. */
  async start(buyerId: string, imageId: string): Promise<PurchaseStartResult> {
    const { store, offers, provider } = this.deps;
    const offer = await offers.offer(imageId);
    const refusal = purchaseRefusal(offer, buyerId);
    if (refusal || !offer) throw refuse(refusal!.code, refusal!.message);
    const key = purchaseKey(buyerId, imageId);
    const existing = await store.findById(key);
    if (existing?.status === 'completed') throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.alreadyOwned);

    // Paid earlier but never completed (the browser closed): complete it now instead of charging again.
    if (existing?.paymentIntentId) {
      const earlier = await provider.retrievePaymentIntent(existing.paymentIntentId);
      if (earlier?.status === 'succeeded' && earlier.amountCents >= offer.priceCents) {
        return { purchase: await this.settle(existing, earlier), clientSecret: null };
      }
    }

    const now = this.deps.clock.now();
    const fresh: PurchaseDoc = {
      _id: key,
      buyerId,
      imageId,
      sellerId: offer.ownerId,
      status: 'pending',
      amountCents: offer.priceCents,
      currency: 'usd',
      paymentIntentId: null,
      createdAt: now,
      completedAt: null,
    };
    if (offer.priceCents === 0) return { purchase: await this.completeFree(fresh), clientSecret: null };

    // Keyed by purchase and price: racing starts get one intent; a new price gets a new one.
    const intent = await provider.createPaymentIntent({
      amountCents: offer.priceCents,
      currency: 'usd',
      idempotencyKey: `purchase:${key}:${offer.priceCents}`,
      metadata: { purpose: 'purchase', purchaseId: key, buyerId, imageId },
    });
    const { doc } = await store.createOrUpdate({ ...fresh, paymentIntentId: intent.id }, (current) =>
      current.status === 'completed'
        ? null
        : { update: { $set: { paymentIntentId: intent.id, amountCents: offer.priceCents, sellerId: offer.ownerId } } },
    );
    if (doc.status === 'completed') throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.alreadyOwned);
    return { purchase: doc, clientSecret: intent.clientSecret };
  }

  /** Completes when the provider says the payment succeeded; an already completed purchase is answered as is. */
  async complete(buyerId: string, imageId: string): Promise<PurchaseDoc> {
    const purchase = await this.deps.store.findById(purchaseKey(buyerId, imageId));
    if (!purchase) throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.notStarted);
    if (purchase.status === 'completed') return purchase;
    if (!purchase.paymentIntentId) throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.notStarted);
    const intent = await this.deps.provider.retrievePaymentIntent(purchase.paymentIntentId);
    if (intent?.status !== 'succeeded') throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.notPaid);
    return this.settle(purchase, intent);
  }

  /**
   * The provider reported a payment (Stripe's signed payment_intent.succeeded): completes the
   * purchase it was for. Answers false when the intent is not a purchase's or is not paid.
   */
  async completeByIntent(intent: ProviderIntent): Promise<boolean> {
    const purchaseId = intent.metadata['purchaseId'];
    if (intent.status !== 'succeeded' || !purchaseId) return false;
    const purchase = await this.deps.store.findById(purchaseId);
    if (!purchase || purchase.buyerId !== intent.metadata['buyerId']) return false;
    // A refusal (the seller raised the price) is final; an outage throws, so the provider redelivers.
    try {
      await this.settle(purchase, intent);
      return true;
    } catch (err) {
      if ((err as { extensions?: { code?: string } }).extensions?.code !== 'BAD_USER_INPUT') throw err;
      this.deps.log.warn({ err, purchaseId, intentId: intent.id }, 'paid intent could not complete its purchase');
      return false;
    }
  }

  /** Marks the purchase completed at the amount the provider received, exactly once. */
  private async settle(purchase: PurchaseDoc, intent: ProviderIntent): Promise<PurchaseDoc> {
    if (purchase.status === 'completed') return purchase;
    // The server's price again: a payment below today's price (the seller raised it) does not buy the image.
    const offer = await this.deps.offers.offer(purchase.imageId);
    if (offer && intent.amountCents < offer.priceCents) throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.priceChanged);
    const completedAt = this.deps.clock.now();
    const outcome = await this.deps.store.update(purchase._id, (doc) => {
      if (doc.status === 'completed') return null;
      const done = { ...doc, amountCents: intent.amountCents };
      return {
        update: {
          $set: { status: 'completed', amountCents: intent.amountCents, paymentIntentId: intent.id, completedAt },
        },
        events: purchaseCompleted(done, intent.amountCents, completedAt),
      };
    });
    if (!outcome) throw refuse('BAD_USER_INPUT', PURCHASE_MESSAGES.notStarted);
    return outcome.after ?? outcome.before;
  }

  private async completeFree(fresh: PurchaseDoc): Promise<PurchaseDoc> {
    const { store } = this.deps;
    await store.createOrUpdate(fresh, () => null);
    const completedAt = this.deps.clock.now();
    const outcome = await store.update(fresh._id, (doc) => {
      if (doc.status === 'completed') return null;
      return {
        update: { $set: { status: 'completed', amountCents: 0, completedAt } },
        events: purchaseCompleted(doc, 0, completedAt),
      };
    });
    return outcome!.after ?? outcome!.before;
  }
}
