// The seam between the audience side (lists, subscribers, suppressions, the user read model and its
// segments) and the sending side (templates, campaigns, automations) of the email service.
import type { EmailSegmentKey, EmailTemplateTypeName } from '@faithcraft/validation';
export type TemplateType = EmailTemplateTypeName;
export type SegmentKey = EmailSegmentKey;

/** One person a marketing mail goes to, with what its template variables need. */
export interface Recipient {
  /** Stable per person: the user id for members, `sub:<subscriberId>` for list-only subscribers. */
  key: string;
  email: string;
  firstName: string | null;
  userId: string | null;
  /** For {{remainingGenerations}}; null for list-only subscribers. */
  remainingGenerations: number | null;
}

export type Audience = { kind: 'list'; listId: string } | { kind: 'segment'; segment: SegmentKey };

/** EA implements; EB's sender reads recipients through it. */
export interface Audiences {
  /** The default list's id (created at start if missing). */
  defaultListId(): Promise<string>;
  /** The audience's current members, in batches of up to `batchSize`, never suppressed ones, each once. */
  recipients(audience: Audience, batchSize: number): AsyncIterable<Recipient[]>;
  /** Number of recipients (for progress totals). */
  count(audience: Audience): Promise<number>;
  /** A member's variables now (automation mails to one user); null when unknown or deleted. */
  member(userId: string): Promise<Recipient | null>;
  /** Describes the audience for the UI: the list's name or the segment's name. */
  label(audience: Audience): Promise<string>;
}

/** EA implements; used by EB before every send and by the one-click route. */
export interface Suppressions {
  /** True when the address unsubscribed from all marketing mail or is blocklisted (never mailed again). */
  isSuppressed(email: string): Promise<boolean>;
  /** The signed token the unsubscribe link and List-Unsubscribe carry (listId null = all marketing mail). */
  unsubscribeToken(email: string, listId: string | null): string;
  /** Applies an unsubscribe token (idempotent); false when the token is not valid. */
  unsubscribeWithToken(token: string): Promise<boolean>;
}
