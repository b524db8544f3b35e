import { z } from 'zod';
import { CONTENT_TYPES } from './enum-values.js';

/**
 * Closed vocabularies that cross service boundaries: events carry these values, the REST facade
 * has them on the wire, and the owning subgraph's SDL has one GraphQL enum value per entry, named
 * by graphqlEnumName (a unit test keeps the SDL and these lists equal). One list each.
 */
// The lists the web needs without zod live in enum-values.ts.
export {
  CATEGORIES,
  CONTENT_TYPES,
  choiceMessage,
  enumValueMap,
  graphqlEnumName,
  wireValue,
  type Category,
} from './enum-values.js';

export { CONTACT_SUBJECTS, type ContactSubject } from './contact.js';

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// The contact form's subjects (email owns them) live with the form's schema in contact.ts.

export const DOWNLOAD_FORMATS = ['png', 'jpg', 'pdf'] as const;

/** ISO-8601 UTC (an offset is accepted on input). */
export const isoUtcTime = () => z.iso.datetime({ offset: true });
export const nonEmptyId = () => z.string().min(1);
