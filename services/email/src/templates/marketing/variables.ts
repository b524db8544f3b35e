import { escapeHtml } from '../layout.js';
import type { NewImage, TemplateValues, TemplateVariable } from './types.js';

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** The list the weekly digest shows; every value escaped. */
export function newImagesHtml(images: NewImage[]): string {
  if (!images.length) return '<p>No new public images this week — be the first to share one.</p>';
  const items = images.map((img) => {
    const href = escapeHtml(img.url);
    const picture = img.imageUrl
      ? `<a href="${href}"><img src="${escapeHtml(img.imageUrl)}" alt="${escapeHtml(img.title)}" width="160" style="display:block;border-radius:4px"></a>`
      : '';
    return `<li style="margin:0 0 12px">${picture}<a href="${href}">${escapeHtml(img.title)}</a></li>`;
  });
  return `<ul style="padding-left:18px">${items.join('')}</ul>`;
}

function valueHtml(name: TemplateVariable, values: TemplateValues): string {
  switch (name) {
    case 'firstName':
      return escapeHtml(values.firstName?.trim() || 'there');
    case 'remainingGenerations':
      return values.remainingGenerations === null ? 'your' : String(values.remainingGenerations);
    case 'newImages':
      return newImagesHtml(values.newImages);
    case 'unsubscribeUrl':
      return escapeHtml(values.unsubscribeUrl);
  }
}

const isVariable = (name: string): name is TemplateVariable =>
  name === 'firstName' || name === 'remainingGenerations' || name === 'newImages' || name === 'unsubscribeUrl';

/**
 * Fills `{{variable}}` in compiled HTML (or a subject). Values are HTML-escaped; unknown names are
 * left as written so an author sees the typo in the preview. `only` restricts which are filled.
 */
export function fillVariables(html: string, values: TemplateValues, only?: readonly TemplateVariable[]): string {
  return html.replace(VARIABLE, (whole, name: string) =>
    isVariable(name) && (!only || only.includes(name)) ? valueHtml(name, values) : whole,
  );
}

/** The subject line is plain text in a header: no escaping, no lists. */
export function fillSubject(subject: string, values: TemplateValues): string {
  return subject.replace(VARIABLE, (whole, name: string) => {
    if (name === 'firstName') return values.firstName?.trim() || 'there';
    if (name === 'remainingGenerations')
      return values.remainingGenerations === null ? '' : String(values.remainingGenerations);
    return whole;
  });
}

export const usesVariable = (html: string, name: TemplateVariable): boolean =>
  new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(html);
