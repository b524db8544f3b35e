import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';

export interface ExternalSignInRequest {
  provider: 'google' | 'test';
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

/** The users service refused the sign-in (e.g. unverified e-mail); `message` is safe to log. */
export class ExternalSignInRefused extends Error {
  override name = 'ExternalSignInRefused';
}

/** Asks the users service to find, link or create the account and start a session. */
export async function externalSignIn(
  usersInternalUrl: string,
  internalSecret: string,
  request: ExternalSignInRequest,
): Promise<{ sessionToken: string; userId: string }> {
  const res = await fetch(`${usersInternalUrl}/internal/external-sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SERVICE_TOKEN_HEADER]: signServiceToken('gateway', internalSecret),
    },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as {
    sessionToken?: string;
    user?: { id?: string };
    message?: string;
  };
  if (!res.ok || !body.sessionToken || !body.user?.id) {
    throw new ExternalSignInRefused(`users service answered ${res.status}: ${body.message ?? 'no message'}`);
  }
  return { sessionToken: body.sessionToken, userId: body.user.id };
}
