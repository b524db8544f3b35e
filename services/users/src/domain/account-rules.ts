import {
  changePasswordSchema,
  MAX_NAME,
  profileNameSchema,
  resetPasswordSchema,
  validate,
  ValidationMessages,
  type FieldError,
} from '@faithcraft/validation';

/** Password reset, password change and profile rules (spec 000 §5, §8, §9), with the spec's texts. */
export const AccountMessages = {
  resetRequested: "If an account exists for that email, we've sent a link to reset your password.",
  resetPasswordTooShort: ValidationMessages.resetPasswordTooShort,
  resetLinkInvalid: 'The reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  changePasswordTooShort: ValidationMessages.changePasswordTooShort,
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed.',
  passwordTooLong: ValidationMessages.passwordTooLong,
  nameTooLong: ValidationMessages.nameTooLong,
  nameControlChars: ValidationMessages.nameControlChars,
} as const;

export { MAX_NAME };

// The rules come from the schema module the web client applies too (@faithcraft/validation).
export const validateResetPassword = (password: string): FieldError[] => validate(resetPasswordSchema, { password });

export const validateNewPassword = (newPassword: string): FieldError[] =>
  validate(changePasswordSchema, { newPassword });

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
    const parsed = profileNameSchema(label).safeParse(value ?? '');
    if (parsed.success) set[field] = parsed.data || null;
    else errors.push({ field, message: parsed.error.issues[0]?.message ?? AccountMessages.nameTooLong(label) });
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
