import { Messages, normalizeEmail, validateSignIn, validateSignUp } from '../src/domain/credentials';

describe('sign-up rules (spec 000 §5)', () => {
  it('accepts a valid e-mail and a 6-character password', () => {
    expect(validateSignUp({ email: 'jane@example.com', password: '123456' })).toEqual([]);
  });

  it('uses the spec texts for each rule', () => {
    expect(validateSignUp({ email: 'jane', password: '123456' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(validateSignUp({ email: 'jane@example.com', password: '12345' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('refuses absurdly long passwords before hashing them', () => {
    expect(validateSignUp({ email: 'a@b.co', password: 'x'.repeat(257) })[0]?.field).toBe('password');
  });
});

describe('sign-in rules', () => {
  it('requires a password', () => {
    expect(validateSignIn({ email: 'jane@example.com', password: '' })).toEqual([
      { field: 'password', message: Messages.passwordRequired },
    ]);
  });
});

describe('normalizeEmail', () => {
  it('makes addresses case- and space-insensitive', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});
