import { MailTokens, deriveTokenSecret } from '../src/lists/tokens';
import {
  CONFIRMATION_RESEND_MS,
  mayResendConfirmation,
  normaliseEmail,
  subscribeOutcome,
  subscriberId,
  subscriptionStatus,
} from '../src/lists/rules';
import { bucketKeysOf, countsFromBuckets, segmentsOf, type SegmentFacts } from '../src/audience/segments';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('mail tokens', () => {
  const tokens = new MailTokens('unit-test-secret-0123456789');
  const claims = {
    purpose: 'confirm' as const,
    email: 'ana@example.com',
    listId: 'default',
    expiresAt: NOW.getTime() / 1000 + 3600,
  };

  it('verifies what it signed, with its claims', () => {
    expect(tokens.verify(tokens.sign(claims), 'confirm', NOW)).toEqual({ ok: true, claims });
  });

  it('refuses an expired token as expired', () => {
    const later = new Date(NOW.getTime() + 3601_000);
    expect(tokens.verify(tokens.sign(claims), 'confirm', later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered payload, a tampered signature, another secret and another purpose', () => {
    const token = tokens.sign(claims);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['confirm', 'eve@example.com', 'default', null])).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`, 'confirm', NOW).ok).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(tokens.verify(`${payload}.${flipped}`, 'confirm', NOW).ok).toBe(false);
    expect(new MailTokens('another-secret-0123456789').verify(token, 'confirm', NOW).ok).toBe(false);
    expect(tokens.verify(token, 'unsubscribe', NOW).ok).toBe(false);
    for (const junk of ['', 'abc', 'a.b.c', `${payload}.`, '.x'])
      expect(tokens.verify(junk, 'confirm', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps unsubscribe tokens valid without expiry and derives a default secret unlike the internal one', () => {
    const token = tokens.sign({ purpose: 'unsubscribe', email: 'ana@example.com', listId: null, expiresAt: null });
    expect(tokens.verify(token, 'unsubscribe', new Date('2040-01-01T00:00:00Z')).ok).toBe(true);
    const internal = 'dev-internal-secret-change-me-0123456789';
    expect(deriveTokenSecret(internal)).not.toBe(internal);
    expect(deriveTokenSecret(internal)).toBe(deriveTokenSecret(internal));
  });
});

describe('subscription rules', () => {
  it('normalises addresses and refuses what is not one', () => {
    expect(normaliseEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    for (const bad of ['', 'ana', 'ana@', '@example.com', 42, null, 'a b@example.com'])
      expect(normaliseEmail(bad)).toBeNull();
    expect(subscriberId('ana@example.com')).toBe(subscriberId('ana@example.com'));
    expect(subscriberId('ana@example.com')).not.toBe(subscriberId('bob@example.com'));
  });

  it('single opt-in subscribes at once; double opt-in and a person who unsubscribed from all must confirm', () => {
    expect(subscribeOutcome('single', null, null)).toBe('subscribe');
    expect(subscribeOutcome('single', 'enabled', 'unsubscribed')).toBe('subscribe');
    expect(subscribeOutcome('double', null, null)).toBe('confirm');
    // listmonk #1257: an existing subscriber of another list still gets a confirmation.
    expect(subscribeOutcome('double', 'enabled', null)).toBe('confirm');
    expect(subscribeOutcome('single', 'unsubscribed', null)).toBe('confirm');
    expect(subscribeOutcome('double', 'enabled', 'subscribed')).toBe('already');
    expect(subscribeOutcome('single', 'unsubscribed', 'subscribed')).toBe('confirm');
    expect(subscribeOutcome('single', 'blocklisted', null)).toBe('blocklisted');
  });

  it('re-sends a confirmation at most once per 10 minutes', () => {
    expect(mayResendConfirmation(null, NOW)).toBe(true);
    expect(mayResendConfirmation(new Date(NOW.getTime() - CONFIRMATION_RESEND_MS + 1000), NOW)).toBe(false);
    expect(mayResendConfirmation(new Date(NOW.getTime() - CONFIRMATION_RESEND_MS), NOW)).toBe(true);
  });

  it('answers the status the spec names', () => {
    expect(subscriptionStatus(null, null)).toBe('NOT_SUBSCRIBED');
    expect(subscriptionStatus('enabled', null)).toBe('NOT_SUBSCRIBED');
    expect(subscriptionStatus('enabled', 'unconfirmed')).toBe('UNCONFIRMED');
    expect(subscriptionStatus('enabled', 'subscribed')).toBe('SUBSCRIBED');
    expect(subscriptionStatus('unsubscribed', 'subscribed')).toBe('UNSUBSCRIBED');
    expect(subscriptionStatus('enabled', 'unsubscribed')).toBe('UNSUBSCRIBED');
    expect(subscriptionStatus('unsubscribed', 'unconfirmed')).toBe('UNCONFIRMED');
    expect(subscriptionStatus('blocklisted', 'subscribed')).toBe('BLOCKLISTED');
  });
});

describe('segments (spec 001 §4)', () => {
  const user = (over: Partial<SegmentFacts> = {}): SegmentFacts => ({
    email: 'u@example.com',
    signedUpAt: daysAgo(3),
    deletedAt: null,
    freeGenerationsUsed: 0,
    freeGenerationsLimit: 5,
    recentGenerations: [],
    lastActivityAt: daysAgo(1),
    plan: 'inactive',
    ...over,
  });
  const gens = (...ages: number[]) => ages.map((a, i) => ({ imageId: `i${i}`, at: daysAgo(a) }));

  it('New Visitors: signed up 0-7 days ago with 0 generations', () => {
    expect(segmentsOf(user(), NOW)).toEqual(['newVisitors']);
    expect(segmentsOf(user({ signedUpAt: daysAgo(7) }), NOW)).toContain('newVisitors');
    expect(segmentsOf(user({ signedUpAt: daysAgo(8) }), NOW)).not.toContain('newVisitors');
    expect(segmentsOf(user({ freeGenerationsUsed: 1, recentGenerations: gens(1) }), NOW)).not.toContain('newVisitors');
  });

  it('Active Trial: 1-4 generations in the past 30 days', () => {
    expect(segmentsOf(user({ recentGenerations: gens(1) }), NOW)).toContain('activeTrial');
    expect(segmentsOf(user({ recentGenerations: gens(1, 2, 3, 29) }), NOW)).toContain('activeTrial');
    expect(segmentsOf(user({ recentGenerations: gens(1, 2, 3, 4, 5) }), NOW)).not.toContain('activeTrial');
    expect(segmentsOf(user({ recentGenerations: gens(31, 40) }), NOW)).not.toContain('activeTrial');
  });

  it('Limit Reached: 5 of 5 used and no subscription; Subscribers; Churned', () => {
    expect(segmentsOf(user({ freeGenerationsUsed: 5 }), NOW)).toContain('limitReached');
    expect(segmentsOf(user({ freeGenerationsUsed: 4 }), NOW)).not.toContain('limitReached');
    expect(segmentsOf(user({ freeGenerationsUsed: 5, plan: 'active' }), NOW)).toEqual(['subscribers']);
    expect(segmentsOf(user({ plan: 'cancelled', signedUpAt: daysAgo(40), lastActivityAt: daysAgo(2) }), NOW)).toEqual([
      'churned',
    ]);
  });

  it('Inactive: 30 or more days without activity; deleted or address-less users are in none', () => {
    expect(segmentsOf(user({ signedUpAt: daysAgo(60), lastActivityAt: daysAgo(30) }), NOW)).toEqual(['inactive']);
    expect(segmentsOf(user({ signedUpAt: daysAgo(60), lastActivityAt: daysAgo(29) }), NOW)).toEqual([]);
    expect(segmentsOf(user({ deletedAt: daysAgo(1) }), NOW)).toEqual([]);
    expect(segmentsOf(user({ email: null }), NOW)).toEqual([]);
  });

  it('counts from the bucket counters exactly what the rules say, on any later day', () => {
    const r = (seed: number) => () => ((seed = (seed * 1664525 + 1013904223) >>> 0), seed / 2 ** 32);
    const rand = r(7);
    const users: SegmentFacts[] = Array.from({ length: 400 }, (_, i) => {
      const n = Math.floor(rand() * 8);
      return user({
        signedUpAt: daysAgo(Math.floor(rand() * 70)),
        freeGenerationsUsed: Math.min(n, 5),
        recentGenerations: gens(...Array.from({ length: Math.min(n, 5) }, () => Math.floor(rand() * 50))),
        lastActivityAt: daysAgo(Math.floor(rand() * 60)),
        plan: (['inactive', 'active', 'cancelled', 'past_due'] as const)[i % 4],
        deletedAt: i % 37 === 0 ? daysAgo(1) : null,
      });
    });
    const buckets = new Map<string, number>();
    for (const u of users) for (const k of bucketKeysOf(u)) buckets.set(k, (buckets.get(k) ?? 0) + 1);
    for (const later of [0, 1, 6, 13, 40]) {
      const at = new Date(NOW.getTime() + later * DAY);
      const expected = { newVisitors: 0, activeTrial: 0, limitReached: 0, subscribers: 0, inactive: 0, churned: 0 };
      for (const u of users) for (const s of segmentsOf(u, at)) expected[s]++;
      expect(countsFromBuckets(buckets, at)).toEqual(expected);
    }
  });
});
