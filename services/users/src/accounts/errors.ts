import { GraphQLError } from 'graphql';

/** A limit was hit; the REST facade answers 429. */
export function tooManyRequests(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } });
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Result of an account action (AccountActionResult in the SDL). */
export interface ActionResult {
  ok: boolean;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
}

export const succeeded = (message: string): ActionResult => ({ ok: true, message, fieldErrors: [] });

export const failed = (fieldErrors: ActionResult['fieldErrors'], message = fieldErrors[0]?.message ?? null) => ({
  ok: false,
  message,
  fieldErrors,
});
