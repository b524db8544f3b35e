import { z } from 'zod';
import { MAX_EMAIL, MAX_PASSWORD, MIN_NEW_PASSWORD, MIN_SIGNUP_PASSWORD, ValidationMessages as M } from './messages.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email);
}

/** An e-mail address, trimmed and lower-cased; parsing yields the normalised form. */
export const emailSchema = z.string().transform(normalizeEmail).refine(isValidEmail, { message: M.invalidEmail });

const passwordTooLong = { message: M.passwordTooLong };

export const signUpSchema = z.object({
  email: emailSchema,
  password: z.string().min(MIN_SIGNUP_PASSWORD, M.passwordTooShort).max(MAX_PASSWORD, passwordTooLong),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, M.passwordRequired).max(MAX_PASSWORD, passwordTooLong),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A new password (reset or change); the two flows differ only in the spec's short-password text. */
export const newPasswordSchema = (tooShort: string) =>
  z.string().min(MIN_NEW_PASSWORD, tooShort).max(MAX_PASSWORD, passwordTooLong);

export const resetPasswordSchema = z.object({ password: newPasswordSchema(M.resetPasswordTooShort) });
export const changePasswordSchema = z.object({ newPassword: newPasswordSchema(M.changePasswordTooShort) });

/** Forms ask for the password twice; the second must match (client only: it never reaches the server). */
const confirmation = {
  check: (values: { password: string; confirmPassword: string }) => values.confirmPassword === values.password,
  params: { path: ['confirmPassword'], message: M.passwordsDontMatch },
};

export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string() })
  .refine(confirmation.check, confirmation.params);

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine(confirmation.check, confirmation.params);
