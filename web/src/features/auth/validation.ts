import { NEW_PASSWORD_MIN_LENGTH, SIGNUP_MIN_PASSWORD_LENGTH } from '../../lib/constants';

// Client-side rules from the specification (section 5). The server validates again; these only
// save a round trip and put the message next to the field.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${SIGNUP_MIN_PASSWORD_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  passwordRequired: 'Password is required',
  newPasswordTooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long`,
} as const;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignUpField = keyof SignUpValues;

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.invalidEmail;
  if (values.password.length < SIGNUP_MIN_PASSWORD_LENGTH) errors.password = MESSAGES.passwordTooShort;
  if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDontMatch;
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInField = keyof SignInValues;

export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.invalidEmail;
  if (values.password.length < 1) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export interface ForgotPasswordValues {
  email: string;
}
export type ForgotPasswordField = keyof ForgotPasswordValues;

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordField> {
  return isValidEmail(values.email) ? {} : { email: MESSAGES.invalidEmail };
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  const errors: FieldErrors<ResetPasswordField> = {};
  if (values.password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = MESSAGES.newPasswordTooShort;
  if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.passwordsDontMatch;
  return errors;
}

/** Picks the server's field errors that belong to fields this form shows. */
export function serverFieldErrors<F extends string>(
  fields: readonly F[],
  fieldErrors: ReadonlyArray<{ field: string; message: string }>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { field, message } of fieldErrors) {
    const known = fields.find((f) => f === field);
    if (known && !errors[known]) errors[known] = message;
  }
  return errors;
}

export function firstInvalidField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field]);
}
