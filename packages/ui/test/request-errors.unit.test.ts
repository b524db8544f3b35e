import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { ApiError } from '../src/data/api';
import { isUnauthorizedError, messageFromError } from '../src/data/errors';

const graphQLError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('request failures', () => {
  it('recognises a lost session in REST text and GraphQL codes', () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(graphQLError('Unauthorized', 'UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '{"message":"Forbidden"}', 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('4010: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(graphQLError('Forbidden', 'FORBIDDEN'))).toBe(false);
  });

  it("uses the server's message for people and the fallback for outages", () => {
    expect(messageFromError(graphQLError('Current password is incorrect'), 'fallback')).toBe(
      'Current password is incorrect',
    );
    expect(messageFromError(new ApiError(400, '{"message":"No active subscription"}', 'Bad Request'), 'fb')).toBe(
      'No active subscription',
    );
    expect(messageFromError(new ApiError(503, '<html>proxy error</html>', 'Service Unavailable'), 'fb')).toBe('fb');
    expect(messageFromError(new TypeError('Failed to fetch'), 'fb')).toBe('fb');
  });

  it('turns a non-success answer into "<status>: <body or status text>"', () => {
    expect(new ApiError(404, '', 'Not Found').message).toBe('404: Not Found');
    expect(new ApiError(401, 'Unauthorized', 'Unauthorized').message).toBe('401: Unauthorized');
  });
});
