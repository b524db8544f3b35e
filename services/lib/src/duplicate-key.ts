/** MongoDB's (and FerretDB's) duplicate key error: a unique `_id` or index refused an insert. */
export const DUPLICATE_KEY = 11000;

/** Whether a write failed only because its key was already taken. */
export const isDuplicateKey = (err: unknown): boolean => (err as { code?: number } | null)?.code === DUPLICATE_KEY;

interface WriteErrorLike {
  code?: number;
  index: number;
}

/**
 * The positions of an unordered bulk insert's refused documents when every refusal is a duplicate
 * key (those already stored), else null (a real failure).
 */
export function duplicateKeyIndexes(err: unknown): number[] | null {
  const raw = (err as { writeErrors?: WriteErrorLike | WriteErrorLike[] } | null)?.writeErrors;
  const errors: WriteErrorLike[] = raw ? (Array.isArray(raw) ? raw : [raw]) : [];
  return errors.length > 0 && errors.every((w) => w.code === DUPLICATE_KEY) ? errors.map((w) => w.index) : null;
}
