import type { z } from 'zod';

/** One rule broken by one field, in the wire format of the GraphQL `fieldErrors`. */
export interface FieldError {
  field: string;
  message: string;
}

/** The first message per field, in the order the schema reported them. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** Runs a schema and answers with field errors (empty when the input is valid). */
export function validate(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}
