import type { Connection } from 'mongoose';
import { userModel, type UserDoc, type UserModel } from './user-model.js';

/** A user with the store's write version (every write through the store raises it by one). */
export interface VersionedUser {
  user: UserDoc;
  version: number;
}

const HIDDEN = { passwordHash: 0, _outbox: 0, _outboxPending: 0, _outboxSeq: 0 } as const;

const split = (doc: UserDoc & { _version?: number }): VersionedUser => {
  const { _version, ...user } = doc;
  return { user, version: _version ?? 0 };
};

/**
 * Reads users together with the store's `_version`, which the AggregateStore keeps for itself and
 * its reads hide: the directory index uses it as the external version of each document. Reads
 * only; every write still goes through the store.
 */
export class UserVersions {
  private readonly model: UserModel;

  constructor(db: Connection) {
    this.model = userModel(db);
  }

  async byId(id: string): Promise<VersionedUser | null> {
    const doc = await this.model.findById(id, HIDDEN).lean<UserDoc & { _version?: number }>();
    return doc ? split(doc) : null;
  }

  count(): Promise<number> {
    return this.model.estimatedDocumentCount().exec();
  }

  /** Every user, streamed in batches (a rebuild reads them all once). */
  async *all(batchSize = 1000): AsyncGenerator<VersionedUser[]> {
    const cursor = this.model
      .find({}, HIDDEN)
      .lean<(UserDoc & { _version?: number })[]>()
      .batchSize(batchSize)
      .cursor();
    let batch: VersionedUser[] = [];
    for await (const doc of cursor) {
      batch.push(split(doc));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}
