/** Sign-up and sign-in rules (spec 000 §5), enforced on the server with the spec's texts. */
export interface FieldError {
  field: string;
  message: string;
}

export const MIN_SIGNUP_PASSWORD = 6;
/** Reset and change-password use a longer minimum (spec 000 §9). */
export const MIN_RESET_PASSWORD = 8;
/** Hashing a huge input is a cheap denial of service; no real password is this long. */
export const MAX_PASSWORD = 256;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Messages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 256 characters',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function validateSignUp(input: { email: string; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidEmail(normalizeEmail(input.email))) errors.push({ field: 'email', message: Messages.invalidEmail });
  if (input.password.length < MIN_SIGNUP_PASSWORD)
    errors.push({ field: 'password', message: Messages.passwordTooShort });
  else if (input.password.length > MAX_PASSWORD) errors.push({ field: 'password', message: Messages.passwordTooLong });
  return errors;
}

export function validateSignIn(input: { email: string; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidEmail(normalizeEmail(input.email))) errors.push({ field: 'email', message: Messages.invalidEmail });
  if (input.password.length < 1) errors.push({ field: 'password', message: Messages.passwordRequired });
  else if (input.password.length > MAX_PASSWORD) errors.push({ field: 'password', message: Messages.passwordTooLong });
  return errors;
}

/** Optional names: trimmed, empty becomes null, bounded. */
export function cleanName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim().slice(0, 80);
  return trimmed || null;
}
