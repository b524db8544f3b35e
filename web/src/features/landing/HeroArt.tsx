import { ClockIcon, PrinterIcon } from 'lucide-react';

/** Decorative collage of sample cards beside the hero copy (hidden from assistive technology). */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__glow" />
      <div className="sample-card sample-card--flash">
        <span className="sample-card__tag">Flash Card</span>
        <div className="sample-card__flash">
          <span className="sample-card__word">Faith</span>
          <span className="sample-card__ref">Alma 32:21</span>
        </div>
      </div>
      <div className="sample-card sample-card--poster">
        <span className="sample-card__tag">Poster</span>
        <div className="sample-card__poster">
          <svg viewBox="0 0 60 70" width="64" height="74">
            <path d="M30 4l24 9v19c0 17-11 29-24 34C17 61 6 49 6 32V13Z" fill="#4f8a63" />
            <path d="M30 11l17 6.5V32c0 12.5-7.6 21.6-17 25.6-9.4-4-17-13.1-17-25.6V17.5Z" fill="#fff" />
            <text
              x="30"
              y="40"
              textAnchor="middle"
              fontFamily="Georgia, serif"
              fontWeight="700"
              fontSize="15"
              fill="#4f8a63"
            >
              CTR
            </text>
          </svg>
          <span className="sample-card__poster-title">Choose the Right</span>
        </div>
      </div>
      <div className="sample-card sample-card--coloring">
        <span className="sample-card__tag">Coloring Page</span>
        <svg className="sample-card__drawing" viewBox="0 0 200 150" role="presentation">
          <g fill="none" stroke="#3b3328" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="160" cy="32" r="14" />
            <path d="M160 8v6M160 50v6M136 32h6M178 32h6M143 15l4 4M173 45l4 4M143 49l4-4M173 19l4-4" />
            <path d="M6 128c30-22 58-26 92-12s68 10 96-6" />
            <path d="M40 121V78l26-20 26 20v36" />
            <path d="M34 82l32-26 32 26" />
            <rect x="58" y="94" width="16" height="22" rx="2" />
            <path d="M66 70c-2.5-3-7-1.6-7 2 0 3.4 7 7.4 7 7.4s7-4 7-7.4c0-3.6-4.5-5-7-2Z" />
            <path d="M128 124V100" />
            <path d="M128 110l-7-7M128 104l6-6" />
            <path d="M114 92a10 10 0 0 1 4-17 12 12 0 0 1 21-2 10 10 0 0 1 5 17 9 9 0 0 1-12 6 9 9 0 0 1-18-4Z" />
          </g>
        </svg>
      </div>
      <div className="hero-chip hero-chip--time">
        <ClockIcon size={18} />
        Ready in about 30 seconds
      </div>
      <div className="hero-chip hero-chip--print">
        <PrinterIcon size={18} />
        PNG · JPG · PDF
      </div>
    </div>
  );
}
