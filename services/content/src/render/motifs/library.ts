import { fill as f, type Paint } from './paint.js';
import { person, r1, scallop, starPath, waves } from './shapes.js';

/** Each motif draws into a 200×200 box; outlines come from the enclosing group. */
type Draw = (p: Paint) => string;

const sun: Draw = (p) => {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${r1(100 + 58 * Math.cos(a))}" y1="${r1(100 + 58 * Math.sin(a))}" x2="${r1(100 + 88 * Math.cos(a))}" y2="${r1(100 + 88 * Math.sin(a))}"/>`;
  }).join('');
  return `${rays}<circle cx="100" cy="100" r="45" fill="${f(p, 1)}"/><circle cx="85" cy="92" r="4" fill="${p.ink}" stroke="none"/><circle cx="115" cy="92" r="4" fill="${p.ink}" stroke="none"/><path d="M80 108 Q100 126 120 108" fill="none"/>`;
};

const cloud: Draw = (p) => `<path d="${scallop(100, 110, 75, 40, 9)}" fill="${f(p, 3)}"/>`;

const tree: Draw = (p) =>
  `<path d="M86 192 L92 118 L108 118 L114 192 Z" fill="${f(p, 2)}"/><path d="${scallop(100, 82, 72, 58, 10)}" fill="${f(p, 0)}"/>` +
  [
    [70, 80],
    [120, 60],
    [130, 105],
    [90, 110],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${f(p, 1)}"/>`)
    .join('');

const temple: Draw = (p) =>
  `<rect x="18" y="172" width="164" height="16" rx="3" fill="${f(p, 3)}"/>` +
  `<rect x="34" y="98" width="132" height="74" fill="${f(p, 3)}"/>` +
  `<rect x="28" y="90" width="144" height="10" fill="${f(p, 3)}"/>` +
  `<rect x="74" y="54" width="52" height="36" fill="${f(p, 3)}"/>` +
  `<rect x="84" y="32" width="32" height="22" fill="${f(p, 3)}"/>` +
  `<path d="M91 32 L100 8 L109 32 Z" fill="${f(p, 1)}"/><circle cx="100" cy="7" r="4" fill="${f(p, 1)}"/>` +
  `<rect x="36" y="68" width="22" height="22" fill="${f(p, 3)}"/><path d="M34 68 L47 52 L60 68 Z" fill="${f(p, 1)}"/>` +
  `<rect x="142" y="68" width="22" height="22" fill="${f(p, 3)}"/><path d="M140 68 L153 52 L166 68 Z" fill="${f(p, 1)}"/>` +
  `<path d="M88 172 V144 a12 12 0 0 1 24 0 V172 Z" fill="${f(p, 0)}"/>` +
  `<path d="M48 158 V132 a9 9 0 0 1 18 0 V158 Z" fill="${f(p, 0)}"/><path d="M134 158 V132 a9 9 0 0 1 18 0 V158 Z" fill="${f(p, 0)}"/>` +
  `<path d="M92 86 V70 a8 8 0 0 1 16 0 V86 Z" fill="${f(p, 0)}"/>`;

const family: Draw = (p) =>
  `<path d="M52 150 Q70 165 88 150 M112 160 Q122 170 132 165 M148 168 Q156 176 166 170" fill="none"/>` +
  person(40, 192, 150, f(p, 0), f(p, 3), p.ink) +
  person(92, 192, 138, f(p, 1), f(p, 3), p.ink) +
  person(138, 192, 96, f(p, 2), f(p, 3), p.ink) +
  person(172, 192, 80, f(p, 0), f(p, 3), p.ink);

const child: Draw = (p) =>
  `<path d="M70 110 L38 58 M130 110 L162 58" fill="none"/><circle cx="36" cy="54" r="9" fill="${f(p, 3)}"/><circle cx="164" cy="54" r="9" fill="${f(p, 3)}"/>` +
  `<path d="M86 160 L80 194 M114 160 L120 194" fill="none"/>` +
  person(100, 170, 150, f(p, 0), f(p, 3), p.ink, false);

const ship: Draw = (p) =>
  `<line x1="100" y1="132" x2="100" y2="18"/><path d="M100 18 L126 26 L100 34 Z" fill="${f(p, 0)}"/>` +
  `<path d="M106 36 L106 122 L168 122 Z" fill="${f(p, 3)}"/><path d="M94 44 L94 122 L40 122 Z" fill="${f(p, 3)}"/>` +
  `<path d="M16 130 L184 130 L160 170 L40 170 Z" fill="${f(p, 2)}"/><path d="M30 146 H170" fill="none"/>` +
  waves(184, 5, 195, 10, 30);

const ark: Draw = (p) =>
  `<path d="M44 80 L100 44 L156 80 Z" fill="${f(p, 0)}"/><rect x="56" y="80" width="88" height="42" fill="${f(p, 3)}"/>` +
  `<rect x="68" y="90" width="18" height="16" fill="${f(p, 1)}"/><rect x="114" y="90" width="18" height="16" fill="${f(p, 1)}"/>` +
  `<path d="M12 122 L188 122 Q178 166 150 172 L50 172 Q22 166 12 122 Z" fill="${f(p, 2)}"/><path d="M24 140 H176" fill="none"/>` +
  waves(186, 5, 195, 10, 30);

const sheep: Draw = (p) =>
  `<path d="M68 138 V180 M88 142 V184 M112 142 V184 M132 138 V180" fill="none"/>` +
  `<path d="${scallop(98, 112, 62, 40, 12)}" fill="${f(p, 3)}"/>` +
  `<ellipse cx="160" cy="96" rx="22" ry="27" fill="${f(p, 2)}"/><path d="M142 84 Q126 80 128 96 Q138 96 146 92 Z" fill="${f(p, 2)}"/>` +
  `<circle cx="166" cy="90" r="4" fill="${p.ink}" stroke="none"/><path d="M158 110 Q164 114 170 110" fill="none"/>`;

const dove: Draw = (p) =>
  `<path d="M40 112 Q70 84 118 92 L148 72 Q166 64 174 78 L162 90 Q166 122 120 132 Q78 140 40 112 Z" fill="${f(p, 3)}"/>` +
  `<path d="M44 110 L14 92 L20 124 Z" fill="${f(p, 3)}"/>` +
  `<path d="M84 102 Q92 40 144 26 Q128 70 116 104 Z" fill="${f(p, 3)}"/>` +
  `<path d="M174 78 L190 82 L172 88 Z" fill="${f(p, 1)}"/><circle cx="160" cy="78" r="4" fill="${p.ink}" stroke="none"/>` +
  `<path d="M184 86 Q178 110 160 124" fill="none"/><ellipse cx="176" cy="108" rx="6" ry="11" transform="rotate(35 176 108)" fill="${f(p, 0)}"/><ellipse cx="164" cy="120" rx="6" ry="11" transform="rotate(-40 164 120)" fill="${f(p, 0)}"/>`;

const star: Draw = (p) => `<path d="${starPath(100, 106, 88, 38)}" fill="${f(p, 1)}"/>`;

const heart: Draw = (p) =>
  `<path d="M100 176 C40 134 10 96 28 62 C46 30 86 34 100 66 C114 34 154 30 172 62 C190 96 160 134 100 176 Z" fill="${f(p, 0)}"/>` +
  `<path d="M50 70 Q56 56 70 54" fill="none"/>`;

const book: Draw = (p) =>
  `<path d="M12 58 L12 172 Q60 160 100 182 Q140 160 188 172 L188 58 Z" fill="${f(p, 2)}"/>` +
  `<path d="M100 62 Q62 40 22 48 L22 160 Q62 152 100 172 Z" fill="${f(p, 3)}"/><path d="M100 62 Q138 40 178 48 L178 160 Q138 152 100 172 Z" fill="${f(p, 3)}"/>` +
  [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M36 ${72 + i * 17} Q62 ${68 + i * 17} 88 ${78 + i * 17} M112 ${78 + i * 17} Q138 ${68 + i * 17} 164 ${72 + i * 17}" fill="none"/>`,
    )
    .join('');

const mountains: Draw = (p) =>
  `<path d="M6 180 L78 48 L150 180 Z" fill="${f(p, 2)}"/><path d="M60 180 L136 70 L196 180 Z" fill="${f(p, 2)}"/>` +
  `<path d="M78 48 L62 78 L72 74 L80 84 L88 72 L96 80 Z" fill="${f(p, 3)}"/><path d="M136 70 L121 92 L131 88 L139 98 L146 86 L152 92 Z" fill="${f(p, 3)}"/>`;

const tablets: Draw = (p) =>
  [26, 104]
    .map(
      (x) =>
        `<path d="M${x} 180 V76 a35 35 0 0 1 70 0 V180 Z" fill="${f(p, 3)}"/>` +
        [0, 1, 2, 3, 4].map((i) => `<path d="M${x + 14} ${86 + i * 19} H${x + 56}" fill="none"/>`).join(''),
    )
    .join('');

const water: Draw = (p) =>
  `<path d="M100 16 C100 16 52 82 52 116 a48 48 0 0 0 96 0 C148 82 100 16 100 16 Z" fill="${f(p, 0)}"/>` +
  `<path d="M74 118 Q76 140 94 148" fill="none"/>` +
  waves(182, 5, 195, 10, 30);

const church: Draw = (p) =>
  `<rect x="40" y="96" width="120" height="80" fill="${f(p, 3)}"/><path d="M28 100 L100 62 L172 100 Z" fill="${f(p, 0)}"/>` +
  `<rect x="88" y="34" width="24" height="46" fill="${f(p, 3)}"/><path d="M84 36 L100 4 L116 36 Z" fill="${f(p, 1)}"/>` +
  `<path d="M88 176 V146 a12 12 0 0 1 24 0 V176 Z" fill="${f(p, 2)}"/>` +
  `<path d="M52 140 V120 a8 8 0 0 1 16 0 V140 Z" fill="${f(p, 1)}"/><path d="M132 140 V120 a8 8 0 0 1 16 0 V140 Z" fill="${f(p, 1)}"/>` +
  `<rect x="14" y="176" width="172" height="10" rx="3" fill="${f(p, 2)}"/>`;

const RAINBOW_ROLES = [0, 1, 3, 2] as const;
const rainbow: Draw = (p) =>
  RAINBOW_ROLES.map((role, i) => {
    const ro = 88 - i * 16;
    const ri = ro - 16;
    return `<path d="M${100 - ro} 150 A${ro} ${ro} 0 0 1 ${100 + ro} 150 L${100 + ri} 150 A${ri} ${ri} 0 0 0 ${100 - ri} 150 Z" fill="${f(p, role)}"/>`;
  }).join('') +
  `<path d="${scallop(28, 156, 26, 16, 7)}" fill="${f(p, 3)}"/><path d="${scallop(172, 156, 26, 16, 7)}" fill="${f(p, 3)}"/>`;

const flower: Draw = (p) =>
  `<path d="M100 192 Q94 150 100 112" fill="none"/><path d="M98 164 Q66 140 54 154 Q72 176 98 164 Z" fill="${f(p, 2)}"/><path d="M101 150 Q132 126 146 140 Q128 162 101 150 Z" fill="${f(p, 2)}"/>` +
  Array.from(
    { length: 6 },
    (_, i) => `<ellipse cx="100" cy="52" rx="17" ry="28" transform="rotate(${i * 60} 100 80)" fill="${f(p, 0)}"/>`,
  ).join('') +
  `<circle cx="100" cy="80" r="18" fill="${f(p, 1)}"/>`;

const music: Draw = (p) =>
  `<path d="M72 62 L156 42 L156 60 L72 80 Z" fill="${f(p, 2)}"/><path d="M72 80 V150 M156 60 V132" fill="none"/>` +
  `<ellipse cx="56" cy="152" rx="20" ry="14" transform="rotate(-20 56 152)" fill="${f(p, 0)}"/><ellipse cx="140" cy="134" rx="20" ry="14" transform="rotate(-20 140 134)" fill="${f(p, 0)}"/>`;

const home: Draw = (p) =>
  `<rect x="134" y="40" width="18" height="40" fill="${f(p, 2)}"/><rect x="40" y="96" width="120" height="84" fill="${f(p, 3)}"/>` +
  `<path d="M24 102 L100 36 L176 102 Z" fill="${f(p, 0)}"/><rect x="86" y="132" width="28" height="48" fill="${f(p, 2)}"/>` +
  `<rect x="52" y="112" width="24" height="24" fill="${f(p, 1)}"/><rect x="124" y="112" width="24" height="24" fill="${f(p, 1)}"/>` +
  `<path d="M64 112 V136 M52 124 H76 M136 112 V136 M124 124 H148" fill="none"/>`;

const gift: Draw = (p) =>
  `<rect x="40" y="92" width="120" height="88" fill="${f(p, 0)}"/><rect x="32" y="70" width="136" height="26" fill="${f(p, 0)}"/>` +
  `<rect x="91" y="70" width="18" height="110" fill="${f(p, 1)}"/>` +
  `<path d="M100 70 C70 30 46 60 100 70 Z" fill="${f(p, 1)}"/><path d="M100 70 C130 30 154 60 100 70 Z" fill="${f(p, 1)}"/>`;

const candle: Draw = (p) =>
  `<path d="M100 78 V84" fill="none"/><rect x="80" y="86" width="40" height="88" rx="4" fill="${f(p, 3)}"/>` +
  `<path d="M40 174 H160 L150 190 H50 Z" fill="${f(p, 1)}"/>` +
  `<path d="M100 18 C122 44 118 74 100 78 C82 74 78 44 100 18 Z" fill="${f(p, 1)}"/><path d="M100 48 C108 58 106 70 100 72 C94 70 92 58 100 48 Z" fill="${f(p, 0)}"/>` +
  `<path d="M56 40 L68 50 M144 40 L132 50 M48 78 H62 M152 78 H138" fill="none"/>`;

const tomb: Draw = (p) =>
  `<path d="M10 182 Q22 70 100 58 Q178 70 190 182 Z" fill="${f(p, 2)}"/><path d="M66 182 V134 a26 26 0 0 1 52 0 V182 Z" fill="${f(p, 3)}"/>` +
  `<circle cx="152" cy="152" r="30" fill="${f(p, 2)}"/><path d="M140 140 Q150 150 146 164" fill="none"/>` +
  `<path d="M20 40 L36 52 M100 8 V28 M180 40 L164 52" fill="none"/>`;

const fish: Draw = (p) =>
  `<path d="M28 100 Q92 36 152 100 Q92 164 28 100 Z" fill="${f(p, 0)}"/><path d="M150 100 L188 68 L180 100 L188 132 Z" fill="${f(p, 0)}"/>` +
  `<circle cx="58" cy="94" r="5" fill="${p.ink}" stroke="none"/><path d="M88 76 Q100 100 88 124 M112 78 Q124 100 112 122" fill="none"/>`;

const globe: Draw = (p) =>
  `<circle cx="100" cy="100" r="80" fill="${f(p, 0)}"/><ellipse cx="100" cy="100" rx="34" ry="80" fill="none"/>` +
  `<path d="M20 100 H180 M30 60 H170 M30 140 H170 M100 20 V180" fill="none"/>`;

export const MOTIFS = {
  sun,
  cloud,
  tree,
  temple,
  family,
  child,
  ship,
  ark,
  sheep,
  dove,
  star,
  heart,
  book,
  mountains,
  tablets,
  water,
  church,
  rainbow,
  flower,
  music,
  home,
  gift,
  candle,
  tomb,
  fish,
  globe,
} satisfies Record<string, Draw>;

export type MotifId = keyof typeof MOTIFS;
