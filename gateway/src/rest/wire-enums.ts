import {
  CATEGORIES,
  CONTACT_SUBJECTS,
  CONTENT_TYPES,
  SUBSCRIPTION_STATUSES,
  choiceMessage,
  graphqlEnumName,
  wireValue,
} from '@faithcraft/lib';

/**
 * The spec's REST payloads carry lowercase values ('active', 'past_due', 'board-game'); the GraphQL
 * API carries the enums' names ('ACTIVE', 'PAST_DUE', 'BOARD_GAME'). The vocabularies come from the
 * lib (the SDL enums are checked against them), so the facade translates without knowing any value.
 */
export const Vocabularies = {
  subscriptionStatus: SUBSCRIPTION_STATUSES,
  contactSubject: CONTACT_SUBJECTS,
  contentType: CONTENT_TYPES,
  category: CATEGORIES,
};

/** Answer fields holding an enum, by field name (the same name means the same vocabulary). */
const OUTPUT_FIELDS: Record<string, readonly string[]> = Vocabularies;

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

/** Thrown while mapping a request: the facade answers 400 with this message and runs nothing. */
export class WireValueRefused extends Error {}

/**
 * An optional wire value (where the service applies a default when it is not given): missing →
 * null, a listed value (any case) → the enum's name, anything else is refused rather than
 * silently replaced by the default.
 */
export function optionalWireToEnum(
  values: readonly string[],
  raw: string | null | undefined,
  label: string,
): string | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  const listed = values.find((v) => v.toLowerCase() === value);
  if (listed) return graphqlEnumName(listed);
  throw new WireValueRefused(choiceMessage(label, values));
}
