import { CONTACT_SUBJECTS, type ContactSubject } from '@faithcraft/lib';
import { isValidEmail, normalizeEmail, singleLine } from './addresses.js';

// The subjects are a cross-service vocabulary (SDL enum ContactSubject, REST wire texts): one list, in the lib.
export { CONTACT_SUBJECTS, type ContactSubject };

export const MAX_NAME_LENGTH = 50;
export const MAX_MESSAGE_LENGTH = 5000;

export const ContactTexts = {
  sent: "Thanks! Your message has been sent. We'll reply within 24 hours on business days.",
  invalidEmail: 'Please enter a valid email address',
  invalidSubject: `Please choose a subject: ${CONTACT_SUBJECTS.join(', ')}`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Your message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  firstNameTooLong: `First name must be at most ${MAX_NAME_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${MAX_NAME_LENGTH} characters`,
  rateLimited:
    "You've sent several messages in a short time. Please wait a little before sending another; we'll reply to the ones we have.",
  relayUnavailable: "We couldn't send your message right now. Please try again in a few minutes.",
} as const;

export interface ContactFieldError {
  field: 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
  message: string;
}

export interface ContactInput {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  /** Null when none was chosen (refused with the list of subjects). */
  subject?: string | null;
  message: string;
}

/** A message that passed every rule: names and subject are single lines, the address is normalised. */
export interface ContactDraft {
  firstName: string | null;
  lastName: string | null;
  email: string;
  subject: ContactSubject;
  message: string;
}

function cleanName(value: string | null | undefined): string | null {
  const cleaned = singleLine(value ?? '');
  return cleaned === '' ? null : cleaned;
}

function isSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

export function validateContact(
  input: ContactInput,
): { ok: true; draft: ContactDraft } | { ok: false; fieldErrors: ContactFieldError[] } {
  const fieldErrors: ContactFieldError[] = [];
  const firstName = cleanName(input.firstName);
  const lastName = cleanName(input.lastName);
  const email = normalizeEmail(input.email);
  const subject = singleLine(input.subject ?? '');
  // Line endings are normalised; the body is not a header, so newlines stay.
  const message = input.message.replace(/\r\n?/g, '\n').trim();

  if (firstName && firstName.length > MAX_NAME_LENGTH)
    fieldErrors.push({ field: 'firstName', message: ContactTexts.firstNameTooLong });
  if (lastName && lastName.length > MAX_NAME_LENGTH)
    fieldErrors.push({ field: 'lastName', message: ContactTexts.lastNameTooLong });
  if (!isValidEmail(email)) fieldErrors.push({ field: 'email', message: ContactTexts.invalidEmail });
  if (!isSubject(subject)) fieldErrors.push({ field: 'subject', message: ContactTexts.invalidSubject });
  if (message.length === 0) fieldErrors.push({ field: 'message', message: ContactTexts.messageRequired });
  else if (message.length > MAX_MESSAGE_LENGTH)
    fieldErrors.push({ field: 'message', message: ContactTexts.messageTooLong });

  if (fieldErrors.length || !isSubject(subject)) return { ok: false, fieldErrors };
  return { ok: true, draft: { firstName, lastName, email, subject, message } };
}
