/** Small geometry helpers for motifs drawn in a 200×200 box. */
export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A fluffy outline (cloud, sheep's wool): arcs bulging out around an ellipse. */
export function scallop(cx: number, cy: number, rx: number, ry: number, bumps: number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < bumps; i++) {
    const a = (i / bumps) * Math.PI * 2;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  const first = pts[0] as [number, number];
  let d = `M${r1(first[0])} ${r1(first[1])}`;
  for (let i = 1; i <= bumps; i++) {
    const [x, y] = pts[i % bumps] as [number, number];
    const [px, py] = pts[i - 1] as [number, number];
    const r = Math.hypot(x - px, y - py) * 0.62;
    d += ` A${r1(r)} ${r1(r)} 0 0 1 ${r1(x)} ${r1(y)}`;
  }
  return `${d} Z`;
}

/** A regular star polygon. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push(`${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

/** A simple person: round head and a rounded robe, optional arms. */
export function person(
  cx: number,
  bottom: number,
  height: number,
  fillBody: string,
  fillHead: string,
  ink: string,
  arms = true,
): string {
  const head = height * 0.16;
  const headY = bottom - height + head;
  const shoulder = headY + head + height * 0.05;
  const bw = height * 0.22;
  const body = `M${r1(cx - bw)} ${r1(bottom)} L${r1(cx - bw * 0.62)} ${r1(shoulder + 6)} Q${r1(cx)} ${r1(shoulder - 10)} ${r1(cx + bw * 0.62)} ${r1(shoulder + 6)} L${r1(cx + bw)} ${r1(bottom)} Z`;
  const eye = Math.max(2, head * 0.12);
  const armY = shoulder + height * 0.06;
  const armPaths = arms
    ? `<path d="M${r1(cx - bw * 0.6)} ${r1(armY)} Q${r1(cx - bw * 1.15)} ${r1(armY + height * 0.18)} ${r1(cx - bw * 1.0)} ${r1(armY + height * 0.34)} M${r1(cx + bw * 0.6)} ${r1(armY)} Q${r1(cx + bw * 1.15)} ${r1(armY + height * 0.18)} ${r1(cx + bw * 1.0)} ${r1(armY + height * 0.34)}" fill="none"/>`
    : '';
  return [
    armPaths,
    `<path d="${body}" fill="${fillBody}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(head)}" fill="${fillHead}"/>`,
    `<circle cx="${r1(cx - head * 0.35)}" cy="${r1(headY - head * 0.1)}" r="${r1(eye)}" fill="${ink}" stroke="none"/>`,
    `<circle cx="${r1(cx + head * 0.35)}" cy="${r1(headY - head * 0.1)}" r="${r1(eye)}" fill="${ink}" stroke="none"/>`,
    `<path d="M${r1(cx - head * 0.4)} ${r1(headY + head * 0.3)} Q${r1(cx)} ${r1(headY + head * 0.65)} ${r1(cx + head * 0.4)} ${r1(headY + head * 0.3)}" fill="none"/>`,
  ].join('');
}

export function waves(y: number, from = 5, to = 195, amp = 10, step = 30): string {
  let d = `M${from} ${y}`;
  for (let x = from; x < to; x += step) d += ` q${step / 2} ${-amp} ${step} 0`;
  return `<path d="${d}" fill="none"/>`;
}
