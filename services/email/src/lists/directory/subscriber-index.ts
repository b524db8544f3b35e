import { VersionedIndex, searchClient, type Logger, type WriteOutcome } from '@faithcraft/lib';
import { SUBSCRIBER_ROW_MAPPING, SUBSCRIBER_ROW_MAPPING_VERSION, type SubscriberRow } from './subscriber-row.js';
import { subscriberSearch, type SubscriberQuery } from './subscriber-query.js';

export interface SubscriberPage {
  total: number;
  rows: SubscriberRow[];
}

/**
 * The admin Subscribers table in OpenSearch, owned by the email service: lib's versioned index
 * (alias over `<alias>-v<mapping version>`), stored in the table's order. A row's version is its
 * membership's plus its subscriber's store version: both only grow, so the newest state wins.
 * `gc_deletes: 0s`: a membership deleted with its account and created again later starts at
 * version 0, and must not be refused by the removed row's tombstone; syncs of one subscriber never
 * overlap, so no older write can follow the removal.
 */
export class SubscriberDirectoryIndex extends VersionedIndex<SubscriberRow> {
  static connect(url: string, alias: string, log: Logger): SubscriberDirectoryIndex {
    return new SubscriberDirectoryIndex(
      searchClient(url),
      {
        alias,
        mappingVersion: SUBSCRIBER_ROW_MAPPING_VERSION,
        mappings: SUBSCRIBER_ROW_MAPPING,
        settings: {
          'index.sort.field': ['updatedAt', 'id'],
          'index.sort.order': ['desc', 'desc'],
          'index.gc_deletes': '0s',
        },
        label: 'subscriber directory',
      },
      log,
    );
  }

  put(row: SubscriberRow, version: number, visible = false): Promise<WriteOutcome> {
    return this.writeAt(row.id, row, version, visible);
  }

  /** The ids of one subscriber's rows (one per list it is on). */
  async rowIdsOf(subscriberId: string): Promise<string[]> {
    const ids: string[] = [];
    for await (const page of this.ids({ term: { subscriberId } })) ids.push(...page);
    return ids;
  }

  /** One page, with the exact number of matches (one round trip, no database read). */
  page(query: SubscriberQuery): Promise<SubscriberPage> {
    return this.searchSources<SubscriberRow>(subscriberSearch(query)).then(({ total, sources }) => ({
      total,
      rows: sources,
    }));
  }
}
