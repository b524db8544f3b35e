import type { Connection } from 'mongoose';
import { DocumentLocks } from '../locks.js';
import type { Logger } from '../logger.js';

/**
 * How an aggregate store keeps concurrent writes of one document from losing each other.
 * - `document-locks`: FerretDB 1.x applies updates without isolation (an update's filter is no
 *   compare-and-set), so writers take the document's lock (docs/decisions/0002).
 * - `compare-and-set`: MongoDB applies one document's update atomically, so a write filtered on the
 *   version it read either lands or matches nothing and is retried: no lock round trips.
 */
export type IsolationMode = 'document-locks' | 'compare-and-set';

/** Chosen by capability, not by configuration: FerretDB announces itself in `buildInfo`. */
export async function detectIsolation(db: Connection): Promise<IsolationMode> {
  const admin = db.db?.admin();
  if (!admin) throw new Error('the database connection is not open');
  const info = await admin.command({ buildInfo: 1 });
  return 'ferretdbVersion' in info || 'ferretdbFeatures' in info ? 'document-locks' : 'compare-and-set';
}

/** The isolation a service's stores share: the mode, and under locks one lock collection per kind. */
export class Isolation {
  private readonly locks = new Map<string, DocumentLocks>();

  private constructor(
    private readonly db: Connection,
    readonly mode: IsolationMode,
    private readonly log: Logger,
    private readonly lockWaitMs: number,
  ) {}

  /**
   * `lockWaitMs` bounds how long a write waits for a busy document before it fails: long enough
   * that a burst of writers to one document (50 at once, on a loaded machine) all get their turn.
   */
  static async detect(
    db: Connection,
    log: Logger,
    opts: { mode?: IsolationMode; lockWaitMs?: number } = {},
  ): Promise<Isolation> {
    const chosen = opts.mode ?? (await detectIsolation(db));
    log.info({ isolation: chosen }, 'aggregate store isolation chosen');
    return new Isolation(db, chosen, log, opts.lockWaitMs ?? 30_000);
  }

  /** The locks of one kind of document (`<kind>_locks`); created on first use, only in lock mode. */
  async locksFor(kind: string): Promise<DocumentLocks | undefined> {
    if (this.mode !== 'document-locks') return undefined;
    let locks = this.locks.get(kind);
    if (!locks) {
      locks = new DocumentLocks(this.db, { collection: `${kind}_locks`, log: this.log, maxWaitMs: this.lockWaitMs });
      this.locks.set(kind, locks);
      await locks.init();
    }
    return locks;
  }
}
