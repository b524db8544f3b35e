import { describe, expect, it } from '@jest/globals';
import { validateForgotPassword, validateResetPassword } from './validation';

describe('password reset rules (spec 000 §5)', () => {
  it('needs a valid e-mail to send a reset link', () => {
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateForgotPassword({ email: ' sister.jones@example.com ' })).toEqual({});
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(validateResetPassword({ password: '1234567', confirmPassword: '1234568' })).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: "Passwords don't match",
    });
    expect(validateResetPassword({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });
});
