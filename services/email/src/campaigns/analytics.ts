import type { AggregateStore } from '@faithcraft/lib';
import type { Audiences, SegmentKey } from '../audience/contract.js';
import { AUTOMATIONS, automationMailId } from '../automations/definitions.js';
import type { CampaignDoc } from '../data/campaign-model.js';
import type { SendLog } from '../sending/send-log.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import { SEGMENT_KEYS } from '../audience/segments.js';
import type { PaymentTotals } from '../audience/facts.js';

/** What the analytics read from the audience side (EA's `src/audience/facts.ts` and lists). */
export interface AnalyticsFacts {
  paymentTotals(): Promise<PaymentTotals>;
  /** How many of these users started the Family Plan after `since`. */
  subscribedSince(userIds: string[], since: Date): Promise<number>;
  /** How many lists exist (for the email totals). */
  listCount(): Promise<number>;
}

export interface MailPerformance {
  campaignId: string;
  name: string;
  segment: SegmentKey | null;
  sent: number;
  opens: number;
  conversions: number;
}

export interface EmailAnalyticsFigures {
  totalSubscribers: number;
  conversionRate: number;
  revenuePerSubscriberCents: number;
  openRate: number;
  campaignPerformance: MailPerformance[];
  segmentPerformance: {
    segment: SegmentKey;
    name: string;
    count: number;
    sent: number;
    opens: number;
    conversions: number;
  }[];
  dataSource: {
    subscriberCounts: string;
    emailEvents: string;
    revenueData: string;
    conversionRates: string;
    segmentAnalysis: string;
  };
  externalServices: {
    payments: PaymentTotals;
    email: { totalSent: number; totalOpens: number; totalCampaigns: number; totalLists: number };
  };
}

/** How long a mail's computed performance is reused. */
const CACHE_MS = 5_000;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export interface AnalyticsDeps {
  campaigns: AggregateStore<CampaignDoc>;
  sendLog: SendLog;
  tracking: TrackingStore;
  audiences: Audiences;
  facts: AnalyticsFacts;
}

/**
 * Email analytics computed from this service's records: sent from the send records, opens from
 * the pixel, conversions from the audience read model (a recipient who started the Family Plan
 * after the mail went out), payments from commerce's events as EA's read model keeps them.
 */
export class EmailAnalytics {
  constructor(private readonly deps: AnalyticsDeps) {}

  /** Opens (all and unique) and clicks of one mail. */
  tracking(mailId: string) {
    return this.deps.tracking.stats(mailId);
  }

  private readonly cache = new Map<
    string,
    { at: number; value: Promise<{ sent: number; opens: number; conversions: number }> }
  >();

  /**
   * Sent, unique opens and conversions of one mail (campaign or automation). Reads every outcome
   * of the mail, so a figure is reused for CACHE_MS (campaign lists ask for many at once).
   */
  performance(mailId: string, since: Date | null): Promise<{ sent: number; opens: number; conversions: number }> {
    const cached = this.cache.get(mailId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = this.compute(mailId, since);
    this.cache.set(mailId, { at: Date.now(), value });
    value.catch(() => this.cache.delete(mailId));
    if (this.cache.size > 1000) this.cache.delete(this.cache.keys().next().value!);
    return value;
  }

  private async compute(
    mailId: string,
    since: Date | null,
  ): Promise<{ sent: number; opens: number; conversions: number }> {
    const records = await this.deps.sendLog.recordsOf(mailId);
    const sentTo = records.filter((r) => r.status === 'sent');
    const userIds = sentTo.map((r) => r.userId).filter((id): id is string => !!id);
    const firstSend = since ?? sentTo.reduce<Date | null>((min, r) => (!min || r.at < min ? r.at : min), null);
    const [stats, conversions] = await Promise.all([
      this.deps.tracking.stats(mailId),
      userIds.length && firstSend ? this.deps.facts.subscribedSince(userIds, firstSend) : Promise.resolve(0),
    ]);
    return { sent: sentTo.length, opens: stats.uniqueOpens, conversions };
  }

  async campaignPerformance(): Promise<MailPerformance[]> {
    const campaigns = (await this.deps.campaigns.find({}, { projection: { html: 0 } })).filter((c) => c.startedAt);
    campaigns.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const rows = await Promise.all(
      campaigns.map(async (c) => ({
        campaignId: c._id,
        name: c.name,
        segment: c.segment,
        ...(await this.performance(c._id, c.startedAt)),
      })),
    );
    const automated = await Promise.all(
      AUTOMATIONS.filter((a) => !a.schedule).map(async (a) => ({
        campaignId: automationMailId(a.id),
        name: a.name,
        segment: null,
        ...(await this.performance(automationMailId(a.id), null)),
      })),
    );
    return [...rows, ...automated.filter((r) => r.sent > 0)];
  }

  async figures(): Promise<EmailAnalyticsFigures> {
    const { audiences, facts } = this.deps;
    const [performance, payments, totalSubscribers, totalLists, campaignCount] = await Promise.all([
      this.campaignPerformance(),
      facts.paymentTotals(),
      audiences.defaultListId().then((listId) => audiences.count({ kind: 'list', listId })),
      facts.listCount(),
      this.deps.campaigns.countDocuments({}),
    ]);
    const sum = (rows: MailPerformance[], f: 'sent' | 'opens' | 'conversions') => rows.reduce((n, r) => n + r[f], 0);
    const sent = sum(performance, 'sent');
    const segmentPerformance = await Promise.all(
      SEGMENT_KEYS.map(async (segment) => {
        const rows = performance.filter((r) => r.segment === segment);
        return {
          segment,
          name: await audiences.label({ kind: 'segment', segment }),
          count: await audiences.count({ kind: 'segment', segment }),
          sent: sum(rows, 'sent'),
          opens: sum(rows, 'opens'),
          conversions: sum(rows, 'conversions'),
        };
      }),
    );
    return {
      totalSubscribers,
      conversionRate: percent(sum(performance, 'conversions'), sent),
      revenuePerSubscriberCents: totalSubscribers > 0 ? Math.round(payments.totalRevenueCents / totalSubscribers) : 0,
      openRate: percent(sum(performance, 'opens'), sent),
      campaignPerformance: performance,
      segmentPerformance,
      dataSource: {
        subscriberCounts: 'Subscribed members of the default list, from this service’s list store.',
        emailEvents:
          'Sent mails from the per-recipient send records; opens from the tracking pixel (unique per recipient).',
        revenueData: 'Payments from commerce’s PurchaseCompleted and SubscriptionPaid events.',
        conversionRates: 'Recipients who started the Family Plan after the mail was sent, over mails sent.',
        segmentAnalysis: 'Live segment counts from the users, content and commerce events read model.',
      },
      externalServices: {
        payments,
        email: { totalSent: sent, totalOpens: sum(performance, 'opens'), totalCampaigns: campaignCount, totalLists },
      },
    };
  }
}
