import type opentype from 'opentype.js';
import { fontFor, type FontName } from './fonts.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextStyle {
  font: FontName;
  /** Largest size to try, in px. */
  maxSize: number;
  /** Smallest acceptable size; below this the text is cut with an ellipsis. */
  minSize?: number;
  lineHeight?: number;
  maxLines?: number;
  /** Even out line lengths (no lone last word) keeping the same number of lines. */
  balance?: boolean;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
}

export function measure(text: string, fontName: FontName, size: number): number {
  return fontFor(fontName, text).getAdvanceWidth(text, size, { kerning: true });
}

function capHeight(f: opentype.Font, size: number): number {
  const os2 = f.tables.os2 as { sCapHeight?: number } | undefined;
  const cap = os2?.sCapHeight && os2.sCapHeight > 0 ? os2.sCapHeight : f.unitsPerEm * 0.7;
  return (cap / f.unitsPerEm) * size;
}

/** Greedy word wrap; a single word wider than the line is split between characters. */
export function wrapText(text: string, fontName: FontName, size: number, maxWidth: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, fontName, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (measure(word, fontName, size) <= maxWidth) {
      current = word;
      continue;
    }
    let piece = '';
    for (const ch of word) {
      if (piece && measure(piece + ch, fontName, size) > maxWidth) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  }
  if (current) lines.push(current);
  return lines;
}

/** True when wrapping only broke lines between words (never inside one). */
function wordsIntact(text: string, lines: string[]): boolean {
  return lines.join(' ') === text.trim().split(/\s+/).join(' ');
}

/** Narrows the wrap width while the line count holds, so lines come out of similar length. */
function balanced(text: string, fontName: FontName, size: number, width: number, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let best = lines;
  for (let w = width * 0.95; w > width * 0.4; w *= 0.95) {
    const next = wrapText(text, fontName, size, w);
    if (next.length !== lines.length || !wordsIntact(text, next)) break;
    best = next;
  }
  return best;
}

/**
 * The largest size (stepping down from maxSize) at which `text` wraps inside the box without
 * breaking a word. At the minimum size it still wraps; lines beyond the box end in an ellipsis.
 */
export function fitText(text: string, box: Pick<Box, 'w' | 'h'>, style: TextStyle): FittedText {
  const lineHeight = style.lineHeight ?? 1.15;
  const minSize = style.minSize ?? Math.max(12, style.maxSize * 0.25);
  for (let size = style.maxSize; size >= minSize; size = Math.floor(size * 0.95)) {
    const lines = wrapText(text, style.font, size, box.w);
    const fitsLines = style.maxLines === undefined || lines.length <= style.maxLines;
    const height = lines.length * size * lineHeight;
    if (fitsLines && height <= box.h && wordsIntact(text, lines))
      return { lines: style.balance ? balanced(text, style.font, size, box.w, lines) : lines, size, lineHeight };
    if (size === minSize) break;
    if (Math.floor(size * 0.95) < minSize) size = Math.ceil(minSize / 0.95);
  }
  const size = minSize;
  const all = wrapText(text, style.font, size, box.w);
  const room = Math.max(1, Math.min(style.maxLines ?? Infinity, Math.floor(box.h / (size * lineHeight))));
  if (all.length <= room) return { lines: all, size, lineHeight };
  const lines = all.slice(0, room);
  let last = `${lines[room - 1] ?? ''}…`;
  while (last.length > 1 && measure(last, style.font, size) > box.w) last = `${last.slice(0, -2).trimEnd()}…`;
  lines[room - 1] = last;
  return { lines, size, lineHeight };
}

export interface DrawOptions {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
}

/** One line of text as an SVG path whose baseline is at y. */
export function linePath(
  text: string,
  fontName: FontName,
  size: number,
  x: number,
  y: number,
  align: DrawOptions['align'] = 'left',
): string {
  const f = fontFor(fontName, text);
  const width = f.getAdvanceWidth(text, size, { kerning: true });
  const startX = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  return f.getPath(text, startX, y, size, { kerning: true }).toPathData(1);
}

function paint(d: string, o: DrawOptions): string {
  const fill = o.fill ?? '#222';
  const stroke = o.stroke
    ? ` stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 4}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return `<path d="${d}" fill="${fill}"${stroke}/>`;
}

/** Text fitted into a box and drawn as vector paths. */
export function textBox(text: string, box: Box, style: TextStyle, o: DrawOptions = {}): string {
  const fitted = fitText(text, box, style);
  return drawFitted(fitted, box, style.font, o);
}

export function drawFitted(fitted: FittedText, box: Box, fontName: FontName, o: DrawOptions = {}): string {
  const { lines, size, lineHeight } = fitted;
  if (lines.length === 0) return '';
  const f = fontFor(fontName, lines.join(' '));
  const cap = capHeight(f, size);
  const step = size * lineHeight;
  const blockHeight = (lines.length - 1) * step + cap;
  const valign = o.valign ?? 'middle';
  const top =
    valign === 'top' ? box.y : valign === 'bottom' ? box.y + box.h - blockHeight : box.y + (box.h - blockHeight) / 2;
  const align = o.align ?? 'center';
  const x = align === 'center' ? box.x + box.w / 2 : align === 'right' ? box.x + box.w : box.x;
  const d = lines.map((line, i) => linePath(line, fontName, size, x, top + cap + i * step, align)).join(' ');
  return paint(d, o);
}
