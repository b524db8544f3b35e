/** How a motif is coloured: bright fills for print, or white fills with bold outlines for colouring. */
export interface Paint {
  ink: string;
  /** Outline width in page pixels (independent of the motif's scale). */
  strokePx: number;
  /** Fill colours by role: 0 main, 1 accent (gold), 2 earthy/dark, 3 light. */
  fills: [string, string, string, string];
}

export const fill = (p: Paint, role: 0 | 1 | 2 | 3): string => p.fills[role];

export function lineArt(strokePx = 12): Paint {
  return { ink: '#000000', strokePx, fills: ['#ffffff', '#ffffff', '#ffffff', '#ffffff'] };
}
