import { CONTACT_SUBJECTS, enumValueMap, type ResolverDeps } from '@faithcraft/lib';
import type { ContactSubjectResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { ContactInbox } from '../contact/contact-inbox.js';
import type { Mailer } from '../mail/mailer.js';
import type { AudienceParts } from '../audience/setup.js';
import { audienceResolvers } from './audience.js';
import { listResolvers } from './lists.js';

export interface EmailResolverDeps extends ResolverDeps {
  contact: ContactInbox;
  mailer: Mailer;
  audience: AudienceParts;
}

/** Merges the per-area resolver maps (each area owns its own fields). */
function merge(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) out[type] = { ...(out[type] ?? {}), ...(fields as object) };
  return out as Resolvers;
}

export function resolvers({ adminPolicy, contact, mailer, audience }: EmailResolverDeps): Resolvers {
  return merge(
    baseResolvers({ adminPolicy, contact, mailer }),
    listResolvers({ adminPolicy, ...audience, subscriberDirectory: audience.subscriberDirectory.index }),
    audienceResolvers({ adminPolicy, segments: audience.segments }),
  );
}

function baseResolvers({ adminPolicy, contact, mailer }: Omit<EmailResolverDeps, 'audience'>): Resolvers {
  return {
    // GraphQL names ↔ the subjects' texts, so the domain sees 'General Inquiry'.
    ContactSubject: enumValueMap(CONTACT_SUBJECTS) as ContactSubjectResolvers,
    Query: {
      mailRelayStatus: async (_parent, _args, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        try {
          await mailer.verify();
          return `SMTP relay ${mailer.relay} is reachable`;
        } catch (err) {
          ctx.log.warn({ err }, 'mail relay check failed');
          return `SMTP relay ${mailer.relay} is not reachable: ${(err as Error).message}`;
        }
      },
    },
    Mutation: {
      // Public: the contact form works without signing in; a signed-in sender is remembered.
      sendContactMessage: (_parent, { input }, ctx) => contact.send(input, ctx.identity?.userId ?? null),
    },
  };
}
