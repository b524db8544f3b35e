import type { UserDoc } from '../data/user-model.js';
import { toUserView, type UserView } from '../accounts/user-view.js';

/**
 * The admin user directory's mapping. `words` (every word of the e-mail address and the names,
 * lower-cased) answers "prefix of any word" with prefix queries served by `index_prefixes` (the
 * minimal OpenSearch distribution has no edge-n-gram analysis); `email` answers a prefix of the
 * whole address. `user` is the row as the API shows it, stored but not indexed, so a page is answered
 * from the index alone. `dynamic: strict`: a field that is not here is a bug.
 */
export const DIRECTORY_MAPPING = {
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    email: { type: 'keyword' },
    // Word prefixes of 1-12 characters are indexed too, so a prefix search is a term lookup.
    words: { type: 'text', analyzer: 'standard', index_prefixes: { min_chars: 1, max_chars: 12 } },
    role: { type: 'keyword' },
    subscriptionStatus: { type: 'keyword' },
    createdAt: { type: 'date' },
    user: { type: 'object', enabled: false },
  },
} as const;

/** Bumped whenever the mapping or the document shape changes: a new index is built beside the old. */
export const DIRECTORY_MAPPING_VERSION = 1;

export interface DirectoryDocument {
  id: string;
  email: string;
  words: string[];
  role: string;
  subscriptionStatus: string;
  createdAt: string;
  user: UserView;
}

/** Lower-cased words of a text: runs of letters and digits (so "ann.lee@x.org" → ann, lee, x, org). */
export function wordsOf(text: string | null | undefined): string[] {
  return (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function toDirectoryDocument(user: UserDoc): DirectoryDocument {
  const view = toUserView(user);
  const words = new Set([...wordsOf(user.email), ...wordsOf(user.firstName), ...wordsOf(user.lastName)]);
  return {
    id: view.id,
    email: view.email.toLowerCase(),
    words: [...words],
    role: view.role,
    subscriptionStatus: view.subscriptionStatus,
    createdAt: view.createdAt,
    user: view,
  };
}
