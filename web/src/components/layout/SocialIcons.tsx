// Brand marks for the footer's social links. lucide ships no brand logos (trademark policy), so
// these four stay hand-drawn; every other icon comes from lucide-react.
import { StrokeIcon } from '@faithcraft/ui';

export const FacebookIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H6.5v3.5H9V21h3.5v-8.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15Z" />
  </StrokeIcon>
);

export const InstagramIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </StrokeIcon>
);

export const PinterestIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.5 20.5l2-8.5" />
    <path d="M9.3 14.2C7.9 13.4 7.6 11.8 8 10.6c.6-1.9 2.4-2.9 4.4-2.7 2.2.2 3.6 1.9 3.3 4-.3 2.3-1.8 3.6-3.3 3.3-1-.2-1.4-1-1.2-2" />
  </StrokeIcon>
);

export const YouTubeIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.2v5.6l4.8-2.8Z" fill="currentColor" />
  </StrokeIcon>
);
