import type { Paint } from './motifs/index.js';

/** Colours for a page: chosen by category, softened for quieter styles. */
export interface Palette {
  paper: string;
  background: string;
  band: string;
  bandText: string;
  ink: string;
  accents: [string, string, string, string];
  soft: string;
}

const BY_CATEGORY: Record<string, Palette> = {
  primary: {
    paper: '#ffffff',
    background: '#fff8e7',
    band: '#2b7bb9',
    bandText: '#ffffff',
    ink: '#1f2a44',
    accents: ['#f26b5b', '#f9c23c', '#4caf6d', '#5bc0eb'],
    soft: '#e9f5fc',
  },
  fhe: {
    paper: '#ffffff',
    background: '#fff4ea',
    band: '#c8553d',
    bandText: '#ffffff',
    ink: '#3a2618',
    accents: ['#e07a5f', '#f2cc8f', '#81b29a', '#3d5a80'],
    soft: '#fdebd9',
  },
  youth: {
    paper: '#ffffff',
    background: '#eef7f6',
    band: '#1d5c63',
    bandText: '#ffffff',
    ink: '#12343b',
    accents: ['#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
    soft: '#dff1ee',
  },
  seminary: {
    paper: '#ffffff',
    background: '#f3f1ea',
    band: '#24386b',
    bandText: '#ffffff',
    ink: '#1b2440',
    accents: ['#3f5aa8', '#d9a441', '#7a9e7e', '#b5524b'],
    soft: '#e7e9f3',
  },
  holidays: {
    paper: '#ffffff',
    background: '#fdf3f0',
    band: '#a4161a',
    bandText: '#ffffff',
    ink: '#2b1b17',
    accents: ['#d62828', '#f6bd60', '#2a7f62', '#84a59d'],
    soft: '#fbe3df',
  },
  general: {
    paper: '#ffffff',
    background: '#f4f8ff',
    band: '#3d5a98',
    bandText: '#ffffff',
    ink: '#1c2541',
    accents: ['#5b8def', '#f7b538', '#5aa469', '#ef767a'],
    soft: '#e3ecfb',
  },
};

export function paletteFor(category: string): Palette {
  return BY_CATEGORY[category.toLowerCase()] ?? (BY_CATEGORY.general as Palette);
}

/** Motif paint for a coloured page. Light fill stays near-white so faces and pages read clearly. */
export function colourPaint(p: Palette, strokePx = 8): Paint {
  return { ink: p.ink, strokePx, fills: [p.accents[0], p.accents[1], p.accents[2], '#fffdf8'] };
}
