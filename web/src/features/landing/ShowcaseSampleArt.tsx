// Built-in art for the landing page's sample cards: drawn inline (no external URLs) so the page
// looks complete before anyone has published an image. Decorative; the card text describes it.

import type { ContentType } from '../../__generated__/graphql';

const INK = '#3b3328';

function FlashcardArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#fff1cc" />
      <g transform="rotate(-6 90 95)">
        <rect x="30" y="40" width="120" height="90" rx="10" fill="#fff" stroke="#f2b440" strokeWidth="4" />
        <text x="90" y="88" textAnchor="middle" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={INK}>
          Faith
        </text>
        <text x="90" y="110" textAnchor="middle" fontFamily="sans-serif" fontSize="11" fill="#675a4c">
          Alma 32:21
        </text>
      </g>
      <g transform="rotate(5 160 95)">
        <rect x="100" y="48" width="120" height="90" rx="10" fill="#fff" stroke="#b4511f" strokeWidth="4" />
        <text x="160" y="96" textAnchor="middle" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={INK}>
          Prayer
        </text>
        <text x="160" y="118" textAnchor="middle" fontFamily="sans-serif" fontSize="11" fill="#675a4c">
          James 1:5
        </text>
      </g>
    </svg>
  );
}

function ColoringArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#fff" />
      <g fill="none" stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10 150c40-20 80-22 120-10s70 8 100-8" />
        <path d="M40 140c10-40 40-60 80-60s60 20 70 60" />
        <path d="M70 140c6-26 24-40 50-40s40 14 46 40" />
        <circle cx="190" cy="40" r="16" />
        <path d="M190 12v8M190 60v8M162 40h8M210 40h8" />
        <path d="M30 60c10-10 25-10 35 0M100 40c10-10 25-10 35 0" />
      </g>
    </svg>
  );
}

function BoardGameArt() {
  const path = [
    [30, 140],
    [60, 140],
    [90, 140],
    [120, 130],
    [140, 105],
    [120, 80],
    [90, 70],
    [100, 45],
    [130, 35],
    [160, 40],
    [190, 50],
  ];
  const colors = ['#f2b440', '#4f8a63', '#b4511f', '#3b82c4'];
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#e9f5ec" />
      {path.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="12" fill={colors[index % colors.length]} stroke="#fff" strokeWidth="3" />
      ))}
      <path d="M200 30l14 10v22h-28V40Z" fill="#fff" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M200 18v12" stroke={INK} strokeWidth="2.5" />
      <text x="30" y="168" fontFamily="sans-serif" fontSize="11" fontWeight="700" fill={INK}>
        START
      </text>
    </svg>
  );
}

function PosterArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#1f2846" />
      <path d="M120 28l40 15v30c0 28-18 48-40 56-22-8-40-28-40-56V43Z" fill="#4f8a63" />
      <path d="M120 40l29 11v22c0 20-13 35-29 41-16-6-29-21-29-41V51Z" fill="#fff" />
      <text
        x="120"
        y="86"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="22"
        fill="#4f8a63"
      >
        CTR
      </text>
      <text x="120" y="158" textAnchor="middle" fontFamily="Georgia, serif" fontSize="16" fill="#fff1cc">
        Choose the Right
      </text>
    </svg>
  );
}

function WorksheetArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#eef5fc" />
      <rect x="50" y="16" width="140" height="156" rx="8" fill="#fff" stroke="#c7d8ea" strokeWidth="2" />
      <text x="120" y="40" textAnchor="middle" fontFamily="sans-serif" fontSize="12" fontWeight="700" fill={INK}>
        Fruits of the Spirit
      </text>
      {[60, 84, 108, 132].map((y) => (
        <g key={y}>
          <rect x="64" y={y - 10} width="12" height="12" rx="2" fill="none" stroke="#3b82c4" strokeWidth="2" />
          <path d={`M86 ${y} h86`} stroke="#c7d8ea" strokeWidth="2" />
        </g>
      ))}
      <path d="M66 56l4 4 6-8" fill="none" stroke="#4f8a63" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function StickersArt() {
  const stickers = [
    { x: 60, y: 55, fill: '#f2b440', label: '★' },
    { x: 120, y: 55, fill: '#4f8a63', label: '✓' },
    { x: 180, y: 55, fill: '#b4511f', label: '♥' },
    { x: 60, y: 125, fill: '#3b82c4', label: '☀' },
    { x: 120, y: 125, fill: '#8b5cf6', label: '✚' },
    { x: 180, y: 125, fill: '#e11d74', label: '☺' },
  ];
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#f4efff" />
      {stickers.map(({ x, y, fill, label }) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="26" fill="#fff" />
          <circle cx={x} cy={y} r="21" fill={fill} />
          <text x={x} y={y + 8} textAnchor="middle" fontSize="22" fill="#fff">
            {label}
          </text>
        </g>
      ))}
    </svg>
  );
}

function SongArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#fdf3e6" />
      <circle cx="120" cy="70" r="40" fill="#fff1cc" />
      <g fill={INK}>
        <ellipse cx="90" cy="130" rx="10" ry="7" />
        <ellipse cx="150" cy="120" rx="10" ry="7" />
      </g>
      <path d="M99 130V70l60-10v60" fill="none" stroke={INK} strokeWidth="4" />
      <text x="120" y="168" textAnchor="middle" fontFamily="Georgia, serif" fontSize="14" fill={INK}>
        I Am a Child of God
      </text>
    </svg>
  );
}

function TalkArt() {
  return (
    <svg viewBox="0 0 240 180" className="sample-art__svg">
      <rect width="240" height="180" fill="#e9f5ec" />
      <path
        d="M40 30h160a10 10 0 0 1 10 10v70a10 10 0 0 1-10 10h-90l-30 26v-26H40a10 10 0 0 1-10-10V40a10 10 0 0 1 10-10Z"
        fill="#fff"
        stroke="#4f8a63"
        strokeWidth="3"
      />
      <text x="120" y="72" textAnchor="middle" fontFamily="Georgia, serif" fontSize="18" fontWeight="700" fill={INK}>
        Gratitude
      </text>
      <text x="120" y="96" textAnchor="middle" fontFamily="sans-serif" fontSize="11" fill="#675a4c">
        Psalm 100:4
      </text>
    </svg>
  );
}

const ART: Record<ContentType, () => React.JSX.Element> = {
  FLASHCARDS: FlashcardArt,
  COLORING: ColoringArt,
  BOARD_GAME: BoardGameArt,
  POSTER: PosterArt,
  WORKSHEET: WorksheetArt,
  STICKERS: StickersArt,
  SONG_VISUAL: SongArt,
  TALK_VISUAL: TalkArt,
};

export function ShowcaseSampleArt({ contentType }: { contentType: ContentType }) {
  const Art = ART[contentType] ?? PosterArt;
  return (
    <div className="sample-art" aria-hidden="true">
      <Art />
    </div>
  );
}
