import { CATEGORIES, CONTENT_TYPES, choiceMessage, type Category } from '@faithcraft/lib';
import { isContentType, type ContentType } from '../render/index.js';

export const MISSING_DESCRIPTION = "Please describe what you'd like to create";
export const MAX_PROMPT_LENGTH = 1000;
export { CATEGORIES };
export const DEFAULT_CATEGORY: Category = 'general';
export const DEFAULT_STYLE = 'cartoon-gospel';

export interface GenerationInput {
  prompt: string;
  contentType: ContentType;
  category: Category;
  style: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field: string };

/** Validates and normalises a generate request; the messages are what the user sees. */
export function checkGenerationInput(raw: {
  prompt: string;
  contentType?: string | null;
  category?: string | null;
  style?: string | null;
}): Checked<GenerationInput> {
  const prompt = raw.prompt.trim().replace(/\s+/g, ' ');
  if (!prompt) return { ok: false, field: 'prompt', message: MISSING_DESCRIPTION };
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return {
      ok: false,
      field: 'prompt',
      message: `Please keep the description under ${MAX_PROMPT_LENGTH} characters`,
    };
  }
  if (!raw.contentType || !isContentType(raw.contentType)) {
    return {
      ok: false,
      field: 'contentType',
      message: choiceMessage('content type', CONTENT_TYPES),
    };
  }
  const category = (raw.category ?? '').trim().toLowerCase() || DEFAULT_CATEGORY;
  if (!isCategory(category)) {
    return { ok: false, field: 'category', message: choiceMessage('category', CATEGORIES) };
  }
  return { ok: true, value: { prompt, contentType: raw.contentType, category, style: sanitiseStyle(raw.style) } };
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Styles are free labels (e.g. cartoon-gospel); keep them to a short slug. */
export function sanitiseStyle(style: string | null | undefined): string {
  const slug = (style ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || DEFAULT_STYLE;
}
