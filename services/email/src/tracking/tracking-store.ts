import { isDuplicateKey } from '@faithcraft/lib';
import { randomUUID } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';

interface TrackedEvent {
  _id: string;
  mailId: string;
  key: string;
  at: Date;
  url?: string;
}

export interface MailStats {
  opens: number;
  uniqueOpens: number;
  clicks: number;
}

/**
 * Opens and clicks, written insert-only (so concurrent pixels never lose counts on FerretDB, whose
 * updates are not isolated): every open and click is one record; the first open of a recipient
 * also inserts `<mail>:<key>` into `mail_unique_opens`, whose unique `_id` makes it count once.
 */
export class TrackingStore {
  private readonly opens: Collection<TrackedEvent>;
  private readonly uniqueOpens: Collection<TrackedEvent>;
  private readonly clicks: Collection<TrackedEvent>;

  constructor(db: Connection) {
    this.opens = db.collection<TrackedEvent>('mail_opens');
    this.uniqueOpens = db.collection<TrackedEvent>('mail_unique_opens');
    this.clicks = db.collection<TrackedEvent>('mail_clicks');
  }

  async init(): Promise<void> {
    await Promise.all([this.opens, this.uniqueOpens, this.clicks].map((c) => c.createIndex({ mailId: 1 })));
  }

  async recordOpen(mailId: string, key: string): Promise<void> {
    const at = new Date();
    await this.opens.insertOne({ _id: randomUUID(), mailId, key, at });
    try {
      await this.uniqueOpens.insertOne({ _id: `${mailId}:${key}`, mailId, key, at });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async recordClick(mailId: string, key: string, url: string): Promise<void> {
    await this.clicks.insertOne({ _id: randomUUID(), mailId, key, url, at: new Date() });
  }

  async stats(mailId: string): Promise<MailStats> {
    const [opens, uniqueOpens, clicks] = await Promise.all([
      this.opens.countDocuments({ mailId }),
      this.uniqueOpens.countDocuments({ mailId }),
      this.clicks.countDocuments({ mailId }),
    ]);
    return { opens, uniqueOpens, clicks };
  }
}
