import { describe, expect, it } from '@jest/globals';
import {
  forgotPasswordSchema,
  profileNamesSchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpFormSchema,
  validate,
} from '../src/index';

describe('the rules client and server share (spec 000 §5)', () => {
  it('needs a valid e-mail to send a reset link, and normalises it', () => {
    expect(validate(forgotPasswordSchema, { email: 'nope' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(forgotPasswordSchema.parse({ email: ' Sister.Jones@example.com ' })).toEqual({
      email: 'sister.jones@example.com',
    });
  });

  it('needs 8 characters and a matching confirmation to reset', () => {
    expect(validate(resetPasswordFormSchema, { password: '1234567', confirmPassword: '1234568' })).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters long' },
      { field: 'confirmPassword', message: "Passwords don't match" },
    ]);
    expect(validate(resetPasswordFormSchema, { password: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });

  it('signs up with 6 characters and signs in with any password up to 256', () => {
    expect(validate(signUpFormSchema, { email: 'a@b.co', password: '12345', confirmPassword: '12345' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expect(validate(signInSchema, { email: 'a@b.co', password: '' })).toEqual([
      { field: 'password', message: 'Password is required' },
    ]);
    expect(validate(signInSchema, { email: 'a@b.co', password: 'x'.repeat(257) })).toEqual([
      { field: 'password', message: 'Password must be at most 256 characters' },
    ]);
  });

  it('reports a control character before the length of a name', () => {
    expect(validate(profileNamesSchema, { firstName: `a\u0007${'b'.repeat(60)}`, lastName: 'c'.repeat(51) })).toEqual([
      { field: 'firstName', message: 'First name cannot contain control characters' },
      { field: 'lastName', message: 'Last name must be at most 50 characters' },
    ]);
  });
});
