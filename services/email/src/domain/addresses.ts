/** E-mail address rules shared by the contact form and transactional mail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Characters that have a meaning in address headers; a real address the form accepts never needs them. */
const ADDRESS_SPECIALS = /[<>,;:"()[\]\\]/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email) && !ADDRESS_SPECIALS.test(email);
}

/**
 * One header-safe line: CR, LF and every other control character become a space, so user input
 * placed in a display name or subject can never start a header of its own.
 */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
