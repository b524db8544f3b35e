import type { z } from 'zod';
import type { RenderedMail } from './layout.js';
import { passwordResetData, renderPasswordReset } from './password-reset.js';

interface Template<S extends z.ZodType> {
  data: S;
  render: (data: z.infer<S>) => RenderedMail;
}

const template = <S extends z.ZodType>(t: Template<S>): Template<S> => t;

/** Transactional templates other services may ask for, by name. */
const templates = {
  'password-reset': template({ data: passwordResetData, render: renderPasswordReset }),
} as const;

export type TransactionalTemplate = keyof typeof templates;

export const TRANSACTIONAL_TEMPLATES = Object.keys(templates) as TransactionalTemplate[];

export function isTransactionalTemplate(name: string): name is TransactionalTemplate {
  return Object.hasOwn(templates, name);
}

/** Renders a template after checking its data; the error names what is missing or wrong. */
export function renderTransactional(
  name: TransactionalTemplate,
  data: unknown,
): { ok: true; mail: RenderedMail } | { ok: false; message: string } {
  const t = templates[name] as Template<z.ZodType>;
  const parsed = t.data.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`);
    return { ok: false, message: `Invalid data for template ${name}: ${problems.join('; ')}` };
  }
  return { ok: true, mail: t.render(parsed.data) };
}
