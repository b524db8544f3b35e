import { Link } from 'react-router-dom';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fc-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9733b" />
          <stop offset="1" stopColor="#a8441a" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#fc-logo)" />
      <path d="M11 28.5V14a2 2 0 0 1 2-2h7.5v16.5H13a2 2 0 0 0-2 0Z" fill="#fff4dc" opacity=".75" />
      <path d="M29 28.5V14a2 2 0 0 0-2-2h-7.5v16.5H27a2 2 0 0 1 2 0Z" fill="#fff4dc" />
      <path d="M20 6.5l1.3 2.7 3 .4-2.2 2 .6 2.9-2.7-1.5-2.7 1.5.6-2.9-2.2-2 3-.4Z" fill="#ffd27a" />
    </svg>
  );
}

/** The FaithCraft logo; links home. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="FaithCraft home">
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Faith<span>Craft</span>
      </span>
    </Link>
  );
}
