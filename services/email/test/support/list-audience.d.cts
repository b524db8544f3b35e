import type { Connection } from 'mongoose';
import type { Audiences, Recipient, Suppressions } from '../../src/audience/contract';
import type { AnalyticsFacts } from '../../src/campaigns/analytics';

export class ListAudience implements Audiences, Suppressions {
  constructor(db: Connection, secret?: string);
  defaultList: string;
  addMembers(listId: string, people: Recipient[]): Promise<void>;
  defaultListId(): Promise<string>;
  recipients(audience: import('../../src/audience/contract').Audience, batchSize: number): AsyncIterable<Recipient[]>;
  count(audience: import('../../src/audience/contract').Audience): Promise<number>;
  member(userId: string): Promise<Recipient | null>;
  label(audience: import('../../src/audience/contract').Audience): Promise<string>;
  isSuppressed(email: string): Promise<boolean>;
  unsubscribeToken(email: string, listId: string | null): string;
  unsubscribeWithToken(token: string): Promise<boolean>;
}
export const noFacts: AnalyticsFacts;
