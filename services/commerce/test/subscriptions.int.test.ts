import { unique, waitFor } from '../../../test/support/kit';
import {
  CARD_4242,
  CONFIRM,
  card,
  startCommerce,
  startOfferServer,
  type OfferServer,
  type TestCommerce,
} from './support/harness';

const START = `mutation { startSubscription { status clientSecret setupIntent } }`;
const ACTIVATE = `mutation { activateSubscription { status priceCents currency currentPeriodEnd cancelAtPeriodEnd } }`;
const CANCEL = `mutation { cancelSubscription { status currentPeriodEnd cancelAtPeriodEnd } }`;
const MINE = `{ mySubscription { status priceCents currentPeriodEnd cancelAtPeriodEnd } }`;
const ADVANCE = `mutation ($days: Int!) { advanceSandboxClock(days: $days) }`;

type StartAnswer = { startSubscription: { status: string; clientSecret: string | null; setupIntent: boolean } };
type Plan = { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; priceCents?: number };

describe('the Family Plan (sandbox provider and test clock, real database and Kafka)', () => {
  let offers: OfferServer;
  let commerce: TestCommerce;

  beforeAll(async () => {
    offers = await startOfferServer();
    commerce = await startCommerce(offers.url);
  });
  afterAll(async () => {
    await commerce?.stop();
    await offers?.close();
  });

  const subscribe = async (user: string, number = CARD_4242.number) => {
    const started = (await commerce.gql<StartAnswer>(START, {}, user)).data!.startSubscription;
    await commerce.gql(CONFIRM, { clientSecret: started.clientSecret, card: card(number) });
    const activated = await commerce.gql<{ activateSubscription: Plan }>(ACTIVATE, {}, user);
    return { started, plan: activated.data?.activateSubscription, errors: activated.errors };
  };
  const mine = async (user: string) =>
    (await commerce.gql<{ mySubscription: Plan | null }>(MINE, {}, user)).data!.mySubscription;
  /** The user's events of `type` once at least `count` are on the topic (the relay publishes just after the write). */
  const published = (user: string, type: string, count: number) =>
    waitFor(async () => {
      const found = (await commerce.events(user)).filter((e) => e.type === type);
      return found.length >= count && found;
    });
  const changes = (user: string, count: number) => published(user, 'SubscriptionChanged.v1', count);
  const statuses = async (user: string, count: number) =>
    (await changes(user, count)).map((e) => (e.data as { subscriptionStatus: string }).subscriptionStatus);
  const paidPeriods = async (user: string, count: number) =>
    (await published(user, 'SubscriptionPaid.v1', count)).map((e) => e.data);
  const advance = (days: number) => commerce.gql<{ advanceSandboxClock: string }>(ADVANCE, { days });

  it('charges $9.99 once confirmed, then answers Already subscribed; the clock renews it monthly', async () => {
    const user = unique('user');
    expect(await mine(user)).toBeNull();
    const { started, plan } = await subscribe(user);
    expect(started).toMatchObject({ status: 'INACTIVE', setupIntent: false });
    expect(started.clientSecret).toMatch(/^pi_sbx_/);
    expect(plan).toMatchObject({ status: 'ACTIVE', priceCents: 999, currency: 'usd', cancelAtPeriodEnd: false });
    const again = (await commerce.gql<StartAnswer>(START, {}, user)).data!.startSubscription;
    expect(again).toEqual({ status: 'ACTIVE', clientSecret: null, setupIntent: false });

    const firstEnd = new Date(plan!.currentPeriodEnd!);
    await advance(32);
    const renewed = await mine(user);
    expect(renewed!.status).toBe('ACTIVE');
    expect(new Date(renewed!.currentPeriodEnd!).getTime()).toBeGreaterThan(firstEnd.getTime());
    // Renewals are not status changes: users heard of the plan once; each paid period is revenue.
    expect(await statuses(user, 1)).toEqual(['active']);
    expect(await paidPeriods(user, 2)).toEqual([
      expect.objectContaining({ amountCents: 999, currency: 'usd', periodEnd: plan!.currentPeriodEnd }),
      expect.objectContaining({
        amountCents: 999,
        periodStart: plan!.currentPeriodEnd,
        periodEnd: renewed!.currentPeriodEnd,
      }),
    ]);
  });

  it('activation before the card was confirmed is refused; a client can never grant the plan', async () => {
    const user = unique('user');
    const started = (await commerce.gql<StartAnswer>(START, {}, user)).data!.startSubscription;
    expect((await commerce.gql(ACTIVATE, {}, user)).errors?.[0]?.message).toBe('Payment has not been confirmed');
    const declined = await commerce.gql<{ confirmSandboxPayment: { status: string } }>(CONFIRM, {
      clientSecret: started.clientSecret,
      card: card('4000 0000 0000 0002'),
    });
    expect(declined.data!.confirmSandboxPayment.status).toBe('REQUIRES_PAYMENT_METHOD');
    expect((await commerce.gql(ACTIVATE, {}, user)).errors?.[0]?.message).toBe('Payment has not been confirmed');
    expect((await mine(user))!.status).toBe('INACTIVE');
    // The same checkout is answered again (no second payment is created).
    expect((await commerce.gql<StartAnswer>(START, {}, user)).data!.startSubscription.clientSecret).toBe(
      started.clientSecret,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(await commerce.events(user)).toEqual([]);
  });

  it('cancel keeps access until the period end, then the plan is back to free', async () => {
    const user = unique('user');
    const { plan } = await subscribe(user);
    const cancelled = (await commerce.gql<{ cancelSubscription: Plan }>(CANCEL, {}, user)).data!.cancelSubscription;
    expect(cancelled).toEqual({ status: 'ACTIVE', currentPeriodEnd: plan!.currentPeriodEnd, cancelAtPeriodEnd: true });
    await advance(32);
    expect((await mine(user))!.status).toBe('INACTIVE');
    const events = await changes(user, 3);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ subscriptionStatus: 'active', endsAt: null }),
      expect.objectContaining({ subscriptionStatus: 'active', endsAt: plan!.currentPeriodEnd }),
      expect.objectContaining({ subscriptionStatus: 'inactive', endsAt: null }),
    ]);
    expect((await commerce.gql(CANCEL, {}, user)).errors?.[0]?.message).toBe('You do not have an active subscription');
    // Subscribing again starts a new paid checkout.
    const restarted = (await commerce.gql<StartAnswer>(START, {}, user)).data!.startSubscription;
    expect(restarted.status).toBe('INACTIVE');
    expect(restarted.clientSecret).toMatch(/^pi_sbx_/);
  });

  it('a card whose renewals fail (0341) makes the plan past_due, and it ends after the grace period', async () => {
    const user = unique('user');
    const { plan } = await subscribe(user, '4000 0000 0000 0341');
    expect(plan!.status).toBe('ACTIVE');
    await advance(32);
    expect((await mine(user))!.status).toBe('PAST_DUE');
    await advance(15);
    expect((await mine(user))!.status).toBe('INACTIVE');
    expect(await statuses(user, 3)).toEqual(['active', 'past_due', 'inactive']);
    expect(await paidPeriods(user, 1)).toHaveLength(1);
  });

  it('a past_due plan is paid again with another card and renews with it; cancelling a past_due plan ends it', async () => {
    const user = unique('user');
    await subscribe(user, '4000 0000 0000 0341');
    await advance(32);
    expect((await mine(user))!.status).toBe('PAST_DUE');
    const settled = await subscribe(user, CARD_4242.number);
    expect(settled.started).toMatchObject({ status: 'PAST_DUE', setupIntent: false });
    expect(settled.plan!.status).toBe('ACTIVE');
    await advance(32);
    expect((await mine(user))!.status).toBe('ACTIVE');
    expect(await statuses(user, 3)).toEqual(['active', 'past_due', 'active']);

    const other = unique('user');
    await subscribe(other, '4000 0000 0000 0341');
    await advance(32);
    const cancelled = (await commerce.gql<{ cancelSubscription: Plan }>(CANCEL, {}, other)).data!.cancelSubscription;
    expect(cancelled.status).toBe('INACTIVE');
  });

  it('the test clock refuses nonsense', async () => {
    expect((await advance(0)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the Family Plan with a trial, and the clock in production', () => {
  let offers: OfferServer;
  let trial: TestCommerce;

  beforeAll(async () => {
    offers = await startOfferServer();
    trial = await startCommerce(offers.url, { FAMILY_PLAN_TRIAL_DAYS: '7' });
  });
  afterAll(async () => {
    await trial?.stop();
    await offers?.close();
  });

  it('with nothing due now a card is set up instead of charged', async () => {
    const user = unique('user');
    const started = (await trial.gql<StartAnswer>(START, {}, user)).data!.startSubscription;
    expect(started).toMatchObject({ status: 'INACTIVE', setupIntent: true });
    expect(started.clientSecret).toMatch(/^seti_sbx_/);
    await trial.gql(CONFIRM, { clientSecret: started.clientSecret, card: CARD_4242 });
    const plan = (await trial.gql<{ activateSubscription: Plan }>(ACTIVATE, {}, user)).data!.activateSubscription;
    expect(plan.status).toBe('ACTIVE');
    const days = (new Date(plan.currentPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('production has no test clock', async () => {
    const production = await startCommerce(offers.url, { NODE_ENV: 'production' });
    try {
      const answer = await production.gql(ADVANCE, { days: 1 });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      await production.stop();
    }
  });
});
