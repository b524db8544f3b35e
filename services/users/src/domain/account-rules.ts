import type { FieldError } from './credentials.js';
import { MAX_PASSWORD, MIN_RESET_PASSWORD } from './credentials.js';

/** Password reset, password change and profile rules (spec 000 §5, §8, §9), with the spec's texts. */
export const AccountMessages = {
  resetRequested: "If an account exists for that email, we've sent a link to reset your password.",
  resetPasswordTooShort: 'Password must be at least 8 characters long',
  resetLinkInvalid: 'The reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  changePasswordTooShort: 'Password must be at least 8 characters long.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed.',
  passwordTooLong: 'Password must be at most 256 characters',
  nameTooLong: (label: string) => `${label} must be at most ${MAX_NAME} characters`,
  nameControlChars: (label: string) => `${label} cannot contain control characters`,
} as const;

export const MAX_NAME = 50;

function newPasswordErrors(password: string, field: string, tooShort: string): FieldError[] {
  if (password.length < MIN_RESET_PASSWORD) return [{ field, message: tooShort }];
  if (password.length > MAX_PASSWORD) return [{ field, message: AccountMessages.passwordTooLong }];
  return [];
}

export const validateResetPassword = (password: string): FieldError[] =>
  newPasswordErrors(password, 'password', AccountMessages.resetPasswordTooShort);

export const validateNewPassword = (password: string): FieldError[] =>
  newPasswordErrors(password, 'newPassword', AccountMessages.changePasswordTooShort);

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  isProfilePublic?: boolean | null;
}

/** Validates and normalises a profile edit: names trimmed, empty becomes null, absent fields stay unchanged. */
export function validateProfile(input: ProfileChanges): { errors: FieldError[]; set: Record<string, unknown> } {
  const errors: FieldError[] = [];
  const set: Record<string, unknown> = {};
  for (const [field, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = (value ?? '').trim();
    if (CONTROL.test(trimmed)) errors.push({ field, message: AccountMessages.nameControlChars(label) });
    else if (trimmed.length > MAX_NAME) errors.push({ field, message: AccountMessages.nameTooLong(label) });
    else set[field] = trimmed || null;
  }
  if (typeof input.isProfilePublic === 'boolean') set['isProfilePublic'] = input.isProfilePublic;
  return { errors, set };
}

export const ANONYMOUS_CREATOR = 'Anonymous Creator';

/** The name on a public creator page. Never the e-mail address: that would leak it to everyone. */
export function displayName(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || ANONYMOUS_CREATOR;
}
