/**
 * Small helpers for writing SVG in code: the brand palette, attribute and
 * element snippets (the drawings are SVG markup with these filled in), a
 * seeded PRNG and a <defs> collector.
 */

export const C = {
  navy: "#0b1b36",
  navyDeep: "#071226",
  navyLight: "#1e3a6e",
  blue: "#2563eb",
  blueDark: "#1d4ed8",
  blueLight: "#3b82f6",
  blueSoft: "#60a5fa",
  bluePale: "#bfdbfe",
  blueMist: "#dbeafe",
  cyan: "#22d3ee",
  cyanPale: "#cffafe",
  white: "#ffffff",
  slate: "#475569",
  slateLight: "#94a3b8",
  slatePale: "#e2e8f0",
  amber: "#fbbf24",
  rose: "#fb7185",
} as const;

export const FONT = "DejaVu Sans, Arial, sans-serif";

/** Rounds to two decimals and drops trailing zeros, to keep the SVG small. */
export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Fill attributes. */
export const f = (color: string, op = 1): string =>
  `fill="${color}"${op < 1 ? ` fill-opacity="${n(op)}"` : ""}`;
/** Round-capped stroke attributes, with no fill unless given. */
export const s = (color: string, width: number, op = 1, paint = "none"): string =>
  `fill="${paint}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" ` +
  `stroke-linejoin="round"${op < 1 ? ` stroke-opacity="${n(op)}"` : ""}`;

export const circle = (cx: number, cy: number, r: number, attrs = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, attrs = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" ${attrs}/>`;
export const path = (d: string, attrs = ""): string => `<path d="${d}" ${attrs}/>`;
/** A rectangle filling the picture from the top left (or from y). */
export const fill = (w: number, h: number, paint: string, y = 0): string =>
  `<rect${y ? ` y="${y}"` : ""} width="${w}" height="${h}" fill="${paint}"/>`;
export const segment = (x1: number, y1: number, x2: number, y2: number, attrs = ""): string =>
  path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, attrs);
/** A group, under a transform when given: at("translate(10 20) scale(.5)", body). */
export const at = (transform: string, body: string, attrs = ""): string =>
  `<g${transform && ` transform="${transform}"`} ${attrs}>${body}</g>`;
/** Text in the brand font (bold unless `attrs` says otherwise); `body` is escaped. */
export const text = (x: number, y: number, size: number, body: string, attrs = ""): string =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" ` +
  `${attrs.includes("font-weight") ? "" : 'font-weight="700" '}${attrs}>${escapeXml(body)}</text>`;

export type Pt = readonly [number, number];
/** Draws each item and joins the markup. */
export const each = <T>(list: readonly T[], draw: (item: T, i: number) => string): string =>
  list.map(draw).join("");
export const pts = (list: readonly Pt[]): string =>
  list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const svgDoc = (w: number, h: number, defs: Defs | null, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `${defs ?? ""}${body}</svg>`;

/** FNV-1a 32-bit hash of a string, used to derive seeds from names. */
export function hashSeed(str: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast, deterministic; good enough for artwork. */
export class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashSeed(seed);
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range = (min: number, max: number): number => min + (max - min) * this.next();
  int = (min: number, max: number): number => Math.floor(this.range(min, max + 1));
  pick = <T>(list: readonly T[]): T => list[Math.floor(this.next() * list.length)];
  chance = (p: number): boolean => this.next() < p;
}

/** Gradient stops written "offset colour [opacity], ...", e.g. "0 #071226, 1 #1d4ed8 .5". */
const stops = (spec: string): string =>
  spec
    .split(",")
    .map((stop) => stop.trim().split(/\s+/))
    .map(
      ([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("");

/** Collects gradients, patterns and clip paths, each once, under stable ids. */
export class Defs {
  private readonly items: string[] = [];
  constructor(private readonly prefix: string) {}
  /** Adds `markup` (with "{id}" where its id goes) unless it is there; returns its url(). */
  private add(markup: string): string {
    const i = this.items.includes(markup)
      ? this.items.indexOf(markup)
      : this.items.push(markup) - 1;
    return `url(#${this.prefix}${i})`;
  }
  /** Linear gradient in bounding-box units, or in user space when `user` is set. */
  linear(spec: string, [x1, y1, x2, y2]: readonly number[] = [0, 0, 1, 1], user = false): string {
    const at = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    return this.add(`<linearGradient id="{id}"${units} ${at}>${stops(spec)}</linearGradient>`);
  }
  radial(spec: string, cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      `<radialGradient id="{id}" cx="${cx}" cy="${cy}" r="${r}">${stops(spec)}</radialGradient>`,
    );
  }
  /** A soft round glow: colour fading to transparent. */
  glow(color: string, op: number): string {
    return this.radial(`0 ${color} ${n(op)}, .45 ${color} ${n(op * 0.35)}, 1 ${color} 0`);
  }
  /**
   * The same glow on a bell curve in eleven stops: no corner where two straight fades meet,
   * which showed as a ring on a large dark backdrop.
   */
  smoothGlow(color: string, op: number): string {
    const spec = Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      const alpha = i === 10 ? 0 : op * Math.exp(-(t * t) / 0.193);
      return `${n(t)} ${color} ${alpha.toFixed(3)}`;
    });
    return this.radial(spec.join(", "));
  }
  pattern(w: number, h: number, body: string, transform = ""): string {
    const tf = transform && ` patternTransform="${transform}"`;
    const size = `width="${w}" height="${h}" patternUnits="userSpaceOnUse"`;
    return this.add(`<pattern id="{id}" ${size}${tf}>${body}</pattern>`);
  }
  clip(body: string): string {
    return this.add(`<clipPath id="{id}">${body}</clipPath>`);
  }
  toString(): string {
    const all = this.items.map((markup, i) => markup.replace("{id}", `${this.prefix}${i}`));
    return all.length === 0 ? "" : `<defs>${all.join("")}</defs>`;
  }
}

export const polar = (cx: number, cy: number, r: number, deg: number): Pt => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];

/** SVG arc path (stroke) from angle a0 to a1 in degrees, clockwise. */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const [[x0, y0], [x1, y1]] = [polar(cx, cy, r, a0), polar(cx, cy, r, a1)];
  const large = Math.abs(a1 - a0) % 360 > 180 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x1)} ${n(y1)}`;
}

/** Gear outline with trapezoid teeth. */
export function gearPath(cx: number, cy: number, rOut: number, teeth: number, rot = 0): string {
  const shape = [0, 0.1, 0.2, 0.45, 0.55, 0.78].map((f, i) => [f, i === 2 || i === 3 ? 1 : 0.8]);
  const list: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    for (const [f, k] of shape) list.push(polar(cx, cy, rOut * k, rot + ((i + f) * 360) / teeth));
  }
  return `M${pts(list).replace(/ /g, "L").replace(/,/g, " ")}Z`;
}

/** Four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, attrs: string): string {
  const k = r * 0.22;
  const q = (x1: number, y1: number, x: number, y: number): string =>
    `Q${n(cx + x1)} ${n(cy + y1)} ${n(cx + x)} ${n(cy + y)}`;
  return path(
    `M${n(cx)} ${n(cy - r)}${q(k, -k, r, 0)}${q(k, k, 0, r)}${q(-k, k, -r, 0)}${q(-k, -k, 0, -r)}Z`,
    attrs,
  );
}

/** Tick mark inside a circle of radius r at (x, y). */
export const tick = (x: number, y: number, r: number, color: string, width: number): string =>
  path(
    `M${n(x - r * 0.45)} ${n(y)}L${n(x - r * 0.12)} ${n(y + r * 0.35)}` +
      `L${n(x + r * 0.48)} ${n(y - r * 0.32)}`,
    s(color, width),
  );
