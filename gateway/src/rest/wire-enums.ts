import { CONTACT_SUBJECTS, SUBSCRIPTION_STATUSES, graphqlEnumName, wireValue } from '@faithcraft/lib';

/**
 * The spec's REST payloads carry lowercase values ('active', 'past_due'); the GraphQL API carries
 * the enums' names ('ACTIVE', 'PAST_DUE'). The vocabularies come from the lib (the SDL enums are
 * checked against them), so the facade translates without knowing any value itself.
 */
const OUTPUT_FIELDS: Record<string, readonly string[]> = {
  subscriptionStatus: SUBSCRIPTION_STATUSES,
};

/** Rewrites enum names to their wire values wherever a known enum field appears in the answer. */
export function enumsToWire<T>(value: T): T {
  if (Array.isArray(value)) return value.map(enumsToWire) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const values = OUTPUT_FIELDS[key];
      if (values && typeof v === 'string') return [key, wireValue(values, v) ?? v];
      return [key, enumsToWire(v)];
    }),
  ) as T;
}

/**
 * A wire value as the enum's name; anything else (missing, unknown) becomes null, which the owning
 * service refuses with the spec's text listing the choices.
 */
export function wireToEnum(values: readonly string[], raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value && values.includes(value) ? graphqlEnumName(value) : null;
}

export const Vocabularies = { subscriptionStatus: SUBSCRIPTION_STATUSES, contactSubject: CONTACT_SUBJECTS };
