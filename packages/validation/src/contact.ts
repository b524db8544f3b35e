import { z } from 'zod';
import { normalizeEmail } from './auth.js';
import { choiceMessage } from './enum-values.js';
import { MAX_EMAIL } from './messages.js';

/** The /contact form's subjects (spec 000 §2), exactly as the form offers them. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Technical Support',
  'Billing Question',
  'Feature Request',
  'Bug Report',
  'Partnership Opportunity',
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MAX_CONTACT_NAME = 50;
export const MAX_CONTACT_MESSAGE = 5000;

export const ContactMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidSubject: choiceMessage('subject', CONTACT_SUBJECTS),
  messageRequired: 'Please enter a message',
  messageTooLong: `Your message must be at most ${MAX_CONTACT_MESSAGE} characters`,
  firstNameTooLong: `First name must be at most ${MAX_CONTACT_NAME} characters`,
  lastNameTooLong: `Last name must be at most ${MAX_CONTACT_NAME} characters`,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Characters that have a meaning in address headers; a real address the form accepts never needs them. */
const ADDRESS_SPECIALS = /[<>,;:"()[\]\\]/;

/** An address that is safe to put in a mail header (contact form and transactional mail). */
export function isValidMailbox(email: string): boolean {
  return email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email) && !ADDRESS_SPECIALS.test(email);
}

/**
 * One header-safe line: CR, LF and every other control character become a space, so user input
 * placed in a display name or subject can never start a header of its own.
 */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

const optionalName = (tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((value) => singleLine(value ?? '') || null)
    .refine((value) => value === null || value.length <= MAX_CONTACT_NAME, { message: tooLong });

/** A contact message: names and subject become single lines, the address is normalised. */
export const contactSchema = z.object({
  firstName: optionalName(ContactMessages.firstNameTooLong),
  lastName: optionalName(ContactMessages.lastNameTooLong),
  email: z.string().transform(normalizeEmail).refine(isValidMailbox, { message: ContactMessages.invalidEmail }),
  // Null when the caller sent no subject or one outside the list (the GraphQL enum): refused with the list.
  subject: z
    .string()
    .nullish()
    .transform((value) => singleLine(value ?? ''))
    .pipe(z.enum(CONTACT_SUBJECTS, { message: ContactMessages.invalidSubject })),
  // Line endings are normalised; the body is not a header, so newlines stay.
  message: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, ContactMessages.messageRequired).max(MAX_CONTACT_MESSAGE, ContactMessages.messageTooLong)),
});

export type ContactDraft = z.output<typeof contactSchema>;
