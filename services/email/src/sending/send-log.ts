import { duplicateKeyIndexes } from '@faithcraft/lib';
import type { Collection, Connection } from 'mongoose';
import type { Recipient } from '../audience/contract.js';
import type { CampaignProgress } from '../data/campaign-model.js';

/**
 * `sent`/`failed`: the SMTP call's outcome; `skipped`: suppressed at send time; `unknown`: a sender
 * died between the reservation and the outcome — never re-sent (at most once), counted as skipped.
 */
export type SendStatus = 'sent' | 'failed' | 'skipped' | 'unknown';

/** A recipient reserved for a campaign, written before the SMTP call. */
export interface SendReservation {
  /** `<campaignId>:<recipient key>`: unique, so a recipient is reserved once per campaign. */
  _id: string;
  campaignId: string;
  key: string;
  email: string;
  userId: string | null;
  reservedAt: Date;
}

/** What happened to a reservation, written after the SMTP call (same `_id`). */
export interface SendOutcome {
  _id: string;
  campaignId: string;
  key: string;
  userId: string | null;
  status: SendStatus;
  at: Date;
  error: string | null;
}

export interface OutcomeInput {
  key: string;
  userId: string | null;
  status: Exclude<SendStatus, 'unknown'>;
  error?: string;
}

const ATTEMPTS = 5;

function duplicateIndexes(err: unknown): Set<number> | null {
  const indexes = duplicateKeyIndexes(err);
  return indexes ? new Set(indexes) : null;
}

/** FerretDB on SQLite answers a write under load with SQLITE_BUSY now and then: such writes are retried. */
const isBusy = (err: unknown) => /SQLITE_BUSY|database is locked/.test((err as Error)?.message ?? '');

async function withRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isBusy(err) || attempt >= ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    }
  }
}

export const sendRecordId = (campaignId: string, key: string): string => `${campaignId}:${key}`;

/**
 * The per-recipient send records, the at-most-once guarantee of the send engine: a reservation is
 * inserted before the SMTP call (its unique `_id` decides who sends), the outcome is inserted after
 * it. Both are insert-only and written many at a time (one command per batch: FerretDB commits a
 * bulk insert far faster than as many single updates), so nothing is ever updated concurrently.
 * Every read is an equality lookup on `campaignId` or `_id` (FerretDB pushes only those down).
 */
export class SendLog {
  private readonly reservations: Collection<SendReservation>;
  private readonly outcomes: Collection<SendOutcome>;

  constructor(db: Connection) {
    this.reservations = db.collection<SendReservation>('campaign_sends');
    this.outcomes = db.collection<SendOutcome>('campaign_send_outcomes');
  }

  async init(): Promise<void> {
    await Promise.all([
      this.reservations.createIndex({ campaignId: 1 }),
      this.reservations.createIndex({ userId: 1 }),
      this.outcomes.createIndex({ campaignId: 1 }),
      this.outcomes.createIndex({ userId: 1 }),
    ]);
  }

  /**
   * Reserves the batch's recipients in one insert (before any SMTP call) and answers those this
   * call reserved: one with a reservation already (sent before a restart, or twice in the
   * audience) is left out.
   */
  async reserve(campaignId: string, recipients: Recipient[], now = new Date()): Promise<Recipient[]> {
    const unique = new Map<string, Recipient>();
    for (const r of recipients) if (!unique.has(r.key)) unique.set(r.key, r);
    const batch = [...unique.values()];
    if (!batch.length) return [];
    const docs: SendReservation[] = batch.map((r) => ({
      _id: sendRecordId(campaignId, r.key),
      campaignId,
      key: r.key,
      email: r.email.toLowerCase(),
      userId: r.userId,
      reservedAt: now,
    }));
    try {
      await withRetry(() => this.reservations.insertMany(docs, { ordered: false }));
      return batch;
    } catch (err) {
      const duplicates = duplicateIndexes(err);
      if (!duplicates) throw err;
      return batch.filter((_r, i) => !duplicates.has(i));
    }
  }

  /** Commits outcomes of reserved recipients (after their SMTP calls), many in one insert; idempotent. */
  async finish(campaignId: string, outcomes: OutcomeInput[], status?: 'unknown'): Promise<void> {
    if (!outcomes.length) return;
    const at = new Date();
    const docs: SendOutcome[] = outcomes.map((o) => ({
      _id: sendRecordId(campaignId, o.key),
      campaignId,
      key: o.key,
      userId: o.userId,
      status: status ?? o.status,
      at,
      error: o.error ?? null,
    }));
    try {
      await withRetry(() => this.outcomes.insertMany(docs, { ordered: false }));
    } catch (err) {
      if (!duplicateIndexes(err)) throw err;
    }
  }

  /** Reserves a one-off send (automation mail to one person): true when this call reserved it. */
  async reserveOne(campaignId: string, recipient: Recipient): Promise<boolean> {
    return (await this.reserve(campaignId, [recipient])).length === 1;
  }

  /**
   * After a sender died: its reservations without an outcome may or may not have been mailed, so
   * they become `unknown` (never re-sent). Answers the campaign's progress as the records tell it.
   */
  async recover(campaignId: string): Promise<Omit<CampaignProgress, 'total'>> {
    const [reserved, done] = await Promise.all([
      this.reservations.find({ campaignId }, { projection: { key: 1, userId: 1 } }).toArray(),
      this.outcomes.find({ campaignId }, { projection: { status: 1 } }).toArray(),
    ]);
    const progress = { sent: 0, failed: 0, skipped: 0 };
    const finished = new Set<string>();
    for (const o of done) {
      finished.add(o._id);
      if (o.status === 'sent') progress.sent++;
      else if (o.status === 'failed') progress.failed++;
      else progress.skipped++;
    }
    const lost = reserved.filter((r) => !finished.has(r._id));
    await this.finish(
      campaignId,
      lost.map((r) => ({ key: r.key, userId: r.userId, status: 'skipped' })),
      'unknown',
    );
    progress.skipped += lost.length;
    return progress;
  }

  /** Every outcome of a campaign (analytics; an equality lookup on the indexed campaignId). */
  recordsOf(campaignId: string): Promise<Pick<SendOutcome, 'key' | 'userId' | 'status' | 'at'>[]> {
    return this.outcomes.find({ campaignId }, { projection: { key: 1, userId: 1, status: 1, at: 1 } }).toArray();
  }

  countSent(campaignId: string): Promise<number> {
    return this.outcomes.countDocuments({ campaignId, status: 'sent' });
  }

  countReserved(campaignId: string): Promise<number> {
    return this.reservations.countDocuments({ campaignId });
  }

  /** Forgets a deleted account's send records. */
  async deleteForUser(userId: string): Promise<void> {
    await Promise.all([this.reservations.deleteMany({ userId }), this.outcomes.deleteMany({ userId })]);
  }
}
