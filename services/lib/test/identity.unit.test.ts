import {
  signClientAddress,
  signIdentity,
  signServiceToken,
  signSession,
  verifyClientAddress,
  verifyIdentity,
  verifyServiceToken,
  verifySession,
} from '../src/identity';

const SECRET = 'a-test-secret-that-is-long-enough';

describe('identity forwarded by the gateway', () => {
  it('verifies what it signed', () => {
    const token = signIdentity({ userId: 'u1', role: 'admin', sessionId: 's1' }, SECRET);
    expect(verifyIdentity(token, SECRET)).toEqual({ userId: 'u1', role: 'admin', sessionId: 's1' });
  });

  it('refuses a token signed with another secret, a tampered token, or none', () => {
    const token = signIdentity({ userId: 'u1', role: 'user', sessionId: 's1' }, 'another-secret-also-long-enough');
    expect(verifyIdentity(token, SECRET)).toBeNull();
    const [h, , s] = signIdentity({ userId: 'u1', role: 'user', sessionId: 's1' }, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', role: 'admin', sid: 's1' })).toString('base64url');
    expect(verifyIdentity(`${h}.${forged}.${s}`, SECRET)).toBeNull();
    expect(verifyIdentity(undefined, SECRET)).toBeNull();
  });

  it('does not accept a session cookie as a forwarded identity, or the reverse', () => {
    const session = signSession({ userId: 'u1', sessionId: 's1' }, SECRET, 60);
    expect(verifyIdentity(session, SECRET)).toBeNull();
    const identity = signIdentity({ userId: 'u1', role: 'user', sessionId: 's1' }, SECRET);
    expect(verifySession(identity, SECRET)).toBeNull();
    expect(verifySession(session, SECRET)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('refuses an expired session', () => {
    const expired = signSession({ userId: 'u1', sessionId: 's1' }, SECRET, -10);
    expect(verifySession(expired, SECRET)).toBeNull();
  });

  it('authenticates services to each other', () => {
    expect(verifyServiceToken(signServiceToken('gateway', SECRET), SECRET)).toBe('gateway');
    expect(verifyServiceToken(signSession({ userId: 'u', sessionId: 's' }, SECRET, 60), SECRET)).toBeNull();
  });

  it("forwards the client's IP address signed: another secret, another token kind or plain text is refused", () => {
    expect(verifyClientAddress(signClientAddress('203.0.113.9', SECRET), SECRET)).toBe('203.0.113.9');
    expect(verifyClientAddress(signClientAddress('203.0.113.9', 'another-secret-also-long-enough'), SECRET)).toBeNull();
    expect(verifyClientAddress(signServiceToken('gateway', SECRET), SECRET)).toBeNull();
    expect(
      verifyClientAddress(signIdentity({ userId: 'u1', role: 'user', sessionId: 's1' }, SECRET), SECRET),
    ).toBeNull();
    expect(verifyClientAddress('203.0.113.9', SECRET)).toBeNull();
    expect(verifyClientAddress(undefined, SECRET)).toBeNull();
  });
});
