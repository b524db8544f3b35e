/** Sign-up and sign-in rules (spec 000 §5), enforced on the server with the spec's texts. */
import {
  isValidEmail,
  MAX_PASSWORD,
  MIN_NEW_PASSWORD,
  MIN_SIGNUP_PASSWORD,
  normalizeEmail,
  signInSchema,
  signUpSchema,
  validate,
  ValidationMessages,
  type FieldError,
} from '@faithcraft/validation';

// The input rules and their texts come from the one schema module the web client applies too.
export { isValidEmail, MAX_PASSWORD, MIN_SIGNUP_PASSWORD, normalizeEmail, type FieldError };
/** Reset and change-password use a longer minimum (spec 000 §9). */
export const MIN_RESET_PASSWORD = MIN_NEW_PASSWORD;

export const Messages = {
  invalidEmail: ValidationMessages.invalidEmail,
  passwordTooShort: ValidationMessages.passwordTooShort,
  passwordRequired: ValidationMessages.passwordRequired,
  passwordTooLong: ValidationMessages.passwordTooLong,
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
} as const;

export const validateSignUp = (input: { email: string; password: string }): FieldError[] =>
  validate(signUpSchema, input);

export const validateSignIn = (input: { email: string; password: string }): FieldError[] =>
  validate(signInSchema, input);

/** Optional names: trimmed, empty becomes null, bounded. */
export function cleanName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim().slice(0, 80);
  return trimmed || null;
}
