import { GraphQLError } from 'graphql';

export type ErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED';

/** A refusal the user can act on: the REST facade answers its code's status and `{ message }`. */
export const refuse = (code: ErrorCode, message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });
