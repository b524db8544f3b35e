import { CONTENT_TYPES, type ContentType } from '@faithcraft/lib';

// The vocabulary is a cross-service contract (events, SDL enum): one list, in the lib.
export { CONTENT_TYPES, type ContentType };

export function isContentType(v: string): v is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(v);
}

export interface RenderRequest {
  contentType: ContentType;
  prompt: string;
  title: string;
  category: string;
  style: string;
  seed: string;
}

export interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
}

export type SafetyVerdict = { allowed: true } | { allowed: false; message: string };

/** Page geometry in pixels at 300 DPI (US Letter). */
export interface Page {
  width: number;
  height: number;
}

export const PORTRAIT: Page = { width: 2550, height: 3300 };
export const LANDSCAPE: Page = { width: 3300, height: 2550 };
