import { EMAIL_TEMPLATE_TYPES } from '@faithcraft/validation';
import type { TemplateType } from '../../audience/contract.js';

/** The six template types in the spec's order: a template's id is its position, '1'..'6' (spec 001 §9). */
export const TEMPLATE_TYPES: readonly TemplateType[] = EMAIL_TEMPLATE_TYPES;

export const templateIdOf = (type: TemplateType): string => String(TEMPLATE_TYPES.indexOf(type) + 1);

/** The variables every template may use; `{{name}}` in the MJML. */
export const TEMPLATE_VARIABLES = ['firstName', 'remainingGenerations', 'newImages', 'unsubscribeUrl'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** One of this week's new public images, for `{{newImages}}`. */
export interface NewImage {
  title: string;
  url: string;
  imageUrl: string | null;
}

/** What a mail's variables are filled with for one recipient. */
export interface TemplateValues {
  firstName: string | null;
  remainingGenerations: number | null;
  newImages: NewImage[];
  unsubscribeUrl: string;
}
