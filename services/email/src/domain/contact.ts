import {
  CONTACT_SUBJECTS,
  ContactMessages,
  contactSchema,
  fieldErrorsOf,
  MAX_CONTACT_MESSAGE,
  MAX_CONTACT_NAME,
  type ContactDraft,
  type ContactSubject,
} from '@faithcraft/validation';

// The form's rules, subjects and texts come from the schema module the web form uses too.
export { CONTACT_SUBJECTS, type ContactDraft, type ContactSubject };
export const MAX_NAME_LENGTH = MAX_CONTACT_NAME;
export const MAX_MESSAGE_LENGTH = MAX_CONTACT_MESSAGE;

export const ContactTexts = {
  sent: "Thanks! Your message has been sent. We'll reply within 24 hours on business days.",
  ...ContactMessages,
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

export function validateContact(
  input: ContactInput,
): { ok: true; draft: ContactDraft } | { ok: false; fieldErrors: ContactFieldError[] } {
  const parsed = contactSchema.safeParse(input);
  if (parsed.success) return { ok: true, draft: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) as ContactFieldError[] };
}
