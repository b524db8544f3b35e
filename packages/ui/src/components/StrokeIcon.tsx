import type { ReactNode } from 'react';

/**
 * A hand-drawn icon in lucide's style (24-unit grid, 1.8 stroke, round caps), for the few marks
 * lucide does not ship: brand logos and some content-type pictograms. Decorative: hidden from
 * assistive technology, the control it sits in carries the name.
 */
export function StrokeIcon({ size = 24, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
