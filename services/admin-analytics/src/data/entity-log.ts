import { duplicateKeyIndexes } from '@faithcraft/lib';
import type { mongo } from 'mongoose';
import type { StateDoc } from '../domain/fold.js';

/** Bytes of JSON per log document (well under the 16 MB document limit). */
const CHUNK_CHARS = 2_000_000;
const PREFIX = 'entity_log_';

interface LogChunk {
  _id: string;
  flush: number;
  /** `[ref, state][]` as JSON: one string field is what FerretDB stores and reads fastest. */
  blob: string;
}

export const entityLogName = (gen: number): string => `${PREFIX}${gen}`;

/**
 * The projection's entity states, persisted insert-only (FerretDB updates cost far more than
 * inserts): each flush appends the states it changed to the current generation's collection; loading
 * replays a generation's chunks in flush order. When the log has grown well past the live states,
 * `compact` writes every state once into the next generation, which the checkpoint then points to.
 */
export class EntityLog {
  constructor(private readonly db: mongo.Db) {}

  private chunks(gen: number) {
    return this.db.collection<LogChunk>(entityLogName(gen));
  }

  /** Appends states as flush `flush`'s chunks; a chunk already there (a finished redo) is left alone. */
  async append(gen: number, flush: number, states: [string, StateDoc][]): Promise<number> {
    const docs = toChunks(flush, states);
    if (!docs.length) return 0;
    try {
      await this.chunks(gen).insertMany(docs, { ordered: false });
    } catch (err) {
      if (!duplicateKeyIndexes(err)) throw err;
    }
    return states.length;
  }

  /** Every state of generation `gen` up to flush `upTo` (later chunks belong to an unfinished flush). */
  async load(gen: number, upTo: number): Promise<{ states: Map<string, StateDoc>; logged: number; orphans: string[] }> {
    const all = await this.chunks(gen).find({}).toArray();
    const kept = all.filter((c) => c.flush <= upTo).sort((a, b) => a.flush - b.flush || order(a._id) - order(b._id));
    const states = new Map<string, StateDoc>();
    let logged = 0;
    for (const chunk of kept)
      for (const [ref, doc] of JSON.parse(chunk.blob) as [string, StateDoc][]) {
        states.set(ref, doc);
        logged++;
      }
    return { states, logged, orphans: all.filter((c) => c.flush > upTo).map((c) => c._id) };
  }

  async remove(gen: number, ids: string[]): Promise<void> {
    for (const _id of ids) await this.chunks(gen).deleteOne({ _id });
  }

  /** Writes all states into generation `gen` (dropped first: a compaction that died left it half written). */
  async compact(gen: number, flush: number, states: Map<string, StateDoc>): Promise<void> {
    await this.drop(gen);
    await this.append(gen, flush, [...states]);
  }

  async drop(gen: number): Promise<void> {
    await this.chunks(gen)
      .drop()
      .catch(() => undefined); // absent
  }

  /** Log collections of generations other than `keep` (left by a compaction that died before dropping them). */
  async strayGenerations(keep: number): Promise<number[]> {
    const names = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return names
      .map((c) => c.name)
      .filter((n) => n.startsWith(PREFIX))
      .map((n) => Number(n.slice(PREFIX.length)))
      .filter((g) => Number.isInteger(g) && g !== keep);
  }
}

const order = (id: string): number => Number(id.split(':')[1]);

function toChunks(flush: number, states: [string, StateDoc][]): LogChunk[] {
  const out: LogChunk[] = [];
  let part: string[] = [];
  let chars = 0;
  const close = () => {
    if (!part.length) return;
    out.push({ _id: `${flush}:${out.length}`, flush, blob: `[${part.join(',')}]` });
    part = [];
    chars = 0;
  };
  for (const entry of states) {
    const json = JSON.stringify(entry);
    part.push(json);
    chars += json.length + 1;
    if (chars >= CHUNK_CHARS) close();
  }
  close();
  return out;
}
