// The spec's texts for input rules (spec 000 §5, §9), shared by the client and the services.

export const MIN_SIGNUP_PASSWORD = 6;
/** Reset and change-password use a longer minimum (spec 000 §9). */
export const MIN_NEW_PASSWORD = 8;
/** Hashing a huge input is a cheap denial of service; no real password is this long. */
export const MAX_PASSWORD = 256;
export const MAX_EMAIL = 254;
export const MAX_NAME = 50;

export const ValidationMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${MIN_SIGNUP_PASSWORD} characters`,
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD} characters`,
  passwordsDontMatch: "Passwords don't match",
  /** Reset-password form and service. */
  resetPasswordTooShort: `Password must be at least ${MIN_NEW_PASSWORD} characters long`,
  /** Change-password dialog and service (the spec ends this one with a period). */
  changePasswordTooShort: `Password must be at least ${MIN_NEW_PASSWORD} characters long.`,
  nameTooLong: (label: string) => `${label} must be at most ${MAX_NAME} characters`,
  nameControlChars: (label: string) => `${label} cannot contain control characters`,
} as const;
