export * from './messages.js';
export * from './auth.js';
export * from './profile.js';
export * from './field-errors.js';
export * from './contact.js';
export * from './vocabulary.js';
export * from './web-events.js';
export * from './email-segments.js';
