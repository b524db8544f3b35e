import { z } from 'zod';
import { InvalidEventError, type CloudEvent } from './envelope.js';
import {
  generationRequestedV1,
  imageDownloadedV1,
  imageGeneratedV1,
  imageGenerationFailedV1,
  imageRatedV1,
  imageVisibilityChangedV1,
  marketplaceSearchedV1,
} from './content-events.js';
import { purchaseCompletedV1, subscriptionChangedV1, subscriptionPaidV1 } from './commerce-events.js';
import { Topics, type Topic } from './topics.js';
import { generationAllowanceChangedV1, userDeletedV1, userRoleChangedV1, userSignedUpV1 } from './users-events.js';
import { visitorEventV1 } from './web-analytics-events.js';

interface EventContract {
  topic: Topic;
  /** Becomes the JSON schema's description: what the fact means to the services that consume it. */
  description: string;
  data: z.ZodType;
}

/**
 * The one registry of event contracts. The TypeScript types are inferred from these schemas,
 * `schema/events/*.json` is generated from them (`npm run events:schemas`), and every
 * EventConsumer validates incoming events against them.
 */
export const eventRegistry = {
  'UserSignedUp.v1': {
    topic: Topics.users,
    description: 'An account was created (sign-up, Google sign-in or admin bootstrap).',
    data: userSignedUpV1,
  },
  'UserDeleted.v1': {
    topic: Topics.users,
    description: "An account was deleted by an admin. Every service removes or anonymises the user's data.",
    data: userDeletedV1,
  },
  'UserRoleChanged.v1': {
    topic: Topics.users,
    description: "An admin changed the account's role (previousRole is the role before).",
    data: userRoleChangedV1,
  },
  'GenerationAllowanceChanged.v1': {
    topic: Topics.users,
    description:
      'The free-generation allowance changed: a generation was charged, or an admin set, reset or added to it. The figures are those after the change.',
    data: generationAllowanceChangedV1,
  },
  'ImageGenerated.v1': {
    topic: Topics.content,
    description:
      'The image was made and stored permanently; the owner is charged one free generation (at most once per image).',
    data: imageGeneratedV1,
  },
  'ImageGenerationFailed.v1': {
    topic: Topics.content,
    description: 'The generation ended without an image; any generation held for it is released (never charged).',
    data: imageGenerationFailedV1,
  },
  'ImageVisibilityChanged.v1': {
    topic: Topics.content,
    description: 'The owner published or unpublished an image. priceCents is integer cents.',
    data: imageVisibilityChangedV1,
  },
  'ImageDownloaded.v1': {
    topic: Topics.content,
    description: 'A user downloaded an image file.',
    data: imageDownloadedV1,
  },
  'ImageRated.v1': {
    topic: Topics.content,
    description:
      "A buyer rated an image (1–5 stars, once per buyer). ratingCount and ratingAverage are the image's after this rating.",
    data: imageRatedV1,
  },
  'MarketplaceSearched.v1': {
    topic: Topics.content,
    description:
      'A marketplace search or filtered browse was answered with resultCount images (term is trimmed, may be empty; userId null when signed out).',
    data: marketplaceSearchedV1,
  },
  'GenerationRequested.v1': {
    topic: Topics.generationJobs,
    description: `Work item on ${Topics.generationJobs} (not a fact): the content worker makes this image.`,
    data: generationRequestedV1,
  },
  'PurchaseCompleted.v1': {
    topic: Topics.commerce,
    description: 'A buyer paid for an image. Amounts are integer cents.',
    data: purchaseCompletedV1,
  },
  'SubscriptionChanged.v1': {
    topic: Topics.commerce,
    description: "A user's plan changed. endsAt is set when a cancelled plan keeps access until the end of the period.",
    data: subscriptionChangedV1,
  },
  'SubscriptionPaid.v1': {
    topic: Topics.commerce,
    description:
      'A Family Plan period was paid: the first payment or a renewal (subscription revenue). A trial start pays nothing and is not one. Amounts are integer cents.',
    data: subscriptionPaidV1,
  },
  'VisitorEvent.v1': {
    topic: Topics.webAnalytics,
    description:
      'A page view or product event reported by the web app (keyed by the anonymous first-party visitor id; userId null when signed out).',
    data: visitorEventV1,
  },
} as const satisfies Record<string, EventContract>;

export type EventType = keyof typeof eventRegistry;
export type EventData<T extends EventType> = z.infer<(typeof eventRegistry)[T]['data']>;
/** Any registered event, discriminated by `type`. */
export type RegisteredEvent = { [T in EventType]: CloudEvent<T, EventData<T>> }[EventType];

export const isRegisteredType = (type: string): type is EventType => Object.hasOwn(eventRegistry, type);

/**
 * Checks a parsed envelope's payload against its contract. A registered type with a payload that
 * does not match throws InvalidEventError (the consumer dead-letters it without retrying); types
 * the registry does not know pass through unchanged, for the handler to ignore.
 */
export function validateEvent(event: CloudEvent): CloudEvent {
  if (!isRegisteredType(event.type)) return event;
  const result = eventRegistry[event.type].data.safeParse(event.data);
  if (!result.success) {
    throw new InvalidEventError(`invalid ${event.type} payload: ${z.prettifyError(result.error)}`);
  }
  return { ...event, data: result.data };
}

const SCHEMA_BASE = 'https://faithcraft.app/schema/events';

/** The JSON schema documents for schema/events/, keyed by file name (generated, never hand-edited). */
export function eventJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    (Object.entries(eventRegistry) as [EventType, EventContract][]).map(([type, contract]) => {
      const { $schema, ...body } = z.toJSONSchema(contract.data, { target: 'draft-2020-12' });
      const doc = {
        $schema,
        $id: `${SCHEMA_BASE}/${type}.json`,
        title: type,
        description: `${contract.description} data of the CloudEvent.`,
        ...body,
      };
      return [`${type}.json`, doc];
    }),
  );
}
