import { z } from 'zod';
import { MAX_NAME, ValidationMessages as M } from './messages.js';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A first or last name: trimmed; no control characters; at most 50 characters. */
export const profileNameSchema = (label: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => !CONTROL.test(value), { message: M.nameControlChars(label), abort: true })
    .refine((value) => value.length <= MAX_NAME, { message: M.nameTooLong(label) });

export const profileNamesSchema = z.object({
  firstName: profileNameSchema('First name').optional(),
  lastName: profileNameSchema('Last name').optional(),
});
