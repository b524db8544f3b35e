import { VersionedIndex, searchClient, type Logger, type WriteOutcome } from '@faithcraft/lib';
import type { UserView } from '../accounts/user-view.js';
import type { UserDoc } from '../data/user-model.js';
import {
  DIRECTORY_MAPPING,
  DIRECTORY_MAPPING_VERSION,
  toDirectoryDocument,
  type DirectoryDocument,
} from './directory-document.js';
import { directorySearch } from './directory-query.js';

export type { WriteOutcome };

export interface DirectoryPage {
  total: number;
  users: UserView[];
}

/**
 * The admin user directory in OpenSearch, owned by users (decision 0010): lib's versioned index
 * (external versions = the store's `_version`, alias over `<alias>-v<mapping version>`), stored in
 * the table's order so a newest-first page stops after its rows (deep pages too).
 */
export class UserDirectoryIndex extends VersionedIndex<DirectoryDocument> {
  static connect(url: string, alias: string, log: Logger): UserDirectoryIndex {
    return new UserDirectoryIndex(
      searchClient(url),
      {
        alias,
        mappingVersion: DIRECTORY_MAPPING_VERSION,
        mappings: DIRECTORY_MAPPING,
        settings: { 'index.sort.field': ['createdAt', 'id'], 'index.sort.order': ['desc', 'desc'] },
        label: 'user directory',
      },
      log,
    );
  }

  /** Indexes a user at its version; 'stale' when the index holds this version or a newer one. */
  put(user: UserDoc, version: number, visible = false): Promise<WriteOutcome> {
    return this.writeAt(user._id, toDirectoryDocument(user), version, visible);
  }

  /** Removes a deleted account. */
  remove(id: string, visible = false): Promise<WriteOutcome> {
    return this.removeAt(id, null, visible);
  }

  /** Bulk put (rebuilds). */
  putMany(items: { user: UserDoc; version: number }[]): Promise<{ written: number; stale: number }> {
    return this.writeManyAt(
      items.map(({ user, version }) => ({ id: user._id, doc: toDirectoryDocument(user), version })),
    );
  }

  /** One page, newest first, with the exact number of matches (one round trip, no database read). */
  async page(search: string, limit: number, offset: number): Promise<DirectoryPage> {
    const { total, sources } = await this.searchSources<{ user: UserView }>(directorySearch(search, limit, offset));
    return { total, users: sources.map((s) => s.user) };
  }
}
