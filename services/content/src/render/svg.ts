import type { Page } from './types.js';

export function svgDocument(page: Page, background: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">` +
    `<rect width="${page.width}" height="${page.height}" fill="${background}"/>${body}</svg>`
  );
}

export interface RectStyle {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  radius?: number;
  dash?: string;
}

export function rect(x: number, y: number, w: number, h: number, s: RectStyle = {}): string {
  const stroke = s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 4}"` : '';
  const dash = s.dash ? ` stroke-dasharray="${s.dash}"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${s.radius ?? 0}" fill="${s.fill ?? 'none'}"${stroke}${dash}/>`;
}

export function circle(cx: number, cy: number, r: number, s: RectStyle = {}): string {
  const stroke = s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 4}"` : '';
  const dash = s.dash ? ` stroke-dasharray="${s.dash}"` : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.fill ?? 'none'}"${stroke}${dash}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  dash?: string,
): string {
  const d = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${d}/>`;
}
