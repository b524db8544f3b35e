/** Change lists: which read-model documents each flush wrote (read by `DocCache`). */
/** How many flushes back the change list reaches (older readers start over). */
export const CHANGES_KEPT = 64;
export const CHANGES = 'changes';
export const docKey = (coll: string, id: string): string => `${coll}\u0000${id}`;

/** The documents one flush wrote (`_id` the flush number): what a reader's cache must drop. */
export interface ChangesDoc {
  _id: number;
  keys: string[];
}
