// The closed vocabularies are shared with the web client, so they live in @faithcraft/validation
// (zod only, no Node APIs); the events and the subgraphs take them from there.
export {
  CATEGORIES,
  CONTACT_SUBJECTS,
  CONTENT_TYPES,
  DOWNLOAD_FORMATS,
  SUBSCRIPTION_STATUSES,
  choiceMessage,
  contentTypeSchema,
  enumValueMap,
  graphqlEnumName,
  isoUtcTime,
  nonEmptyId,
  subscriptionStatusSchema,
  wireValue,
  type Category,
  type ContactSubject,
  type ContentType,
  type SubscriptionStatus,
} from '@faithcraft/validation';
