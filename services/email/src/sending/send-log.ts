import type { Collection, Connection } from 'mongoose';
import type { Recipient } from '../audience/contract.js';
import type { CampaignProgress } from '../data/campaign-model.js';

/**
 * `sending`: reserved before the SMTP call; `sent`/`failed`: its outcome; `skipped`: suppressed at
 * send time; `unknown`: a sender died between the reservation and the outcome — never re-sent
 * (at most once), counted as skipped.
 */
export type SendStatus = 'sending' | 'sent' | 'failed' | 'skipped' | 'unknown';

export interface SendRecord {
  /** `<campaignId>:<recipient key>`: unique, so a recipient is reserved once per campaign. */
  _id: string;
  campaignId: string;
  key: string;
  email: string;
  userId: string | null;
  status: SendStatus;
  reservedAt: Date;
  doneAt: Date | null;
  error: string | null;
}

const DUPLICATE_KEY = 11000;
const COLLECTION = 'campaign_sends';

interface WriteErrorLike {
  code?: number;
  index: number;
}

function duplicateIndexes(err: unknown): Set<number> | null {
  const raw = (err as { writeErrors?: WriteErrorLike | WriteErrorLike[] } | null)?.writeErrors;
  const errors = raw ? (Array.isArray(raw) ? raw : [raw]) : [];
  return errors.length > 0 && errors.every((w) => w.code === DUPLICATE_KEY)
    ? new Set(errors.map((w) => w.index))
    : null;
}

export const sendRecordId = (campaignId: string, key: string): string => `${campaignId}:${key}`;

/**
 * The per-recipient send records: the at-most-once guarantee of the send engine. Its own write
 * path by design (like lib's RateLimiter): inserts whose unique `_id` decides who sends, then one
 * status change per record by its owner only — no two writers ever update one record, so there is
 * nothing to isolate. Every query is an equality lookup (FerretDB pushes only those down).
 */
export class SendLog {
  private readonly records: Collection<SendRecord>;

  constructor(db: Connection) {
    this.records = db.collection<SendRecord>(COLLECTION);
  }

  async init(): Promise<void> {
    await this.records.createIndex({ campaignId: 1 });
    await this.records.createIndex({ userId: 1 });
  }

  /**
   * Reserves the batch's recipients in one insert (status `sending`, before any SMTP call) and
   * answers those this call reserved: a recipient with a record already (sent before a restart,
   * or twice in the audience) is left out.
   */
  async reserve(campaignId: string, recipients: Recipient[], now = new Date()): Promise<Recipient[]> {
    const unique = new Map<string, Recipient>();
    for (const r of recipients) if (!unique.has(r.key)) unique.set(r.key, r);
    const batch = [...unique.values()];
    if (!batch.length) return [];
    const docs: SendRecord[] = batch.map((r) => ({
      _id: sendRecordId(campaignId, r.key),
      campaignId,
      key: r.key,
      email: r.email.toLowerCase(),
      userId: r.userId,
      status: 'sending',
      reservedAt: now,
      doneAt: null,
      error: null,
    }));
    try {
      await this.records.insertMany(docs, { ordered: false });
      return batch;
    } catch (err) {
      const duplicates = duplicateIndexes(err);
      if (!duplicates) throw err;
      return batch.filter((_r, i) => !duplicates.has(i));
    }
  }

  /** Commits a reserved record's outcome (after the SMTP call). */
  async finish(campaignId: string, key: string, status: 'sent' | 'failed' | 'skipped', error?: string): Promise<void> {
    await this.records.updateOne(
      { _id: sendRecordId(campaignId, key) },
      { $set: { status, doneAt: new Date(), error: error ?? null } },
    );
  }

  /** Records a one-off send (automation mail to one user) unless it exists: true when this call reserved it. */
  async reserveOne(campaignId: string, recipient: Recipient): Promise<boolean> {
    return (await this.reserve(campaignId, [recipient])).length === 1;
  }

  /**
   * After a sender died: its records still `sending` may or may not have been mailed, so they
   * become `unknown` (never re-sent). Answers the campaign's progress as the records tell it.
   */
  async recover(campaignId: string): Promise<Omit<CampaignProgress, 'total'>> {
    const progress = { sent: 0, failed: 0, skipped: 0 };
    const cursor = this.records.find({ campaignId }, { projection: { status: 1, key: 1 } });
    for await (const rec of cursor) {
      if (rec.status === 'sending') {
        await this.records.updateOne({ _id: rec._id }, { $set: { status: 'unknown', doneAt: new Date() } });
        progress.skipped++;
      } else if (rec.status === 'sent') progress.sent++;
      else if (rec.status === 'failed') progress.failed++;
      else progress.skipped++;
    }
    return progress;
  }

  /** Every record of a campaign (analytics; an equality lookup on the indexed campaignId). */
  recordsOf(campaignId: string): Promise<Pick<SendRecord, 'key' | 'userId' | 'status' | 'doneAt'>[]> {
    return this.records.find({ campaignId }, { projection: { key: 1, userId: 1, status: 1, doneAt: 1 } }).toArray();
  }

  countSent(campaignId: string): Promise<number> {
    return this.records.countDocuments({ campaignId, status: 'sent' });
  }

  /** The record of one recipient of one campaign. */
  find(campaignId: string, key: string): Promise<SendRecord | null> {
    return this.records.findOne({ _id: sendRecordId(campaignId, key) });
  }

  deleteForUser(userId: string): Promise<unknown> {
    return this.records.deleteMany({ userId });
  }
}
