/** E-mail address rules shared by the contact form and transactional mail (@faithcraft/validation). */
export { isValidMailbox as isValidEmail, normalizeEmail, singleLine } from '@faithcraft/validation';
