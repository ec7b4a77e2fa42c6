/**
 * Small, dependency-free helpers for building SVG documents in code:
 * brand palette, a seeded PRNG, an element builder and a <defs> collector.
 */

export const C = {
  navy: "#0b1b36",
  navyDeep: "#071226",
  navyMid: "#12284f",
  navyLight: "#1e3a6e",
  blue: "#2563eb",
  blueDark: "#1d4ed8",
  blueLight: "#3b82f6",
  blueSoft: "#60a5fa",
  bluePale: "#bfdbfe",
  blueMist: "#dbeafe",
  cyan: "#22d3ee",
  cyanLight: "#67e8f9",
  cyanPale: "#cffafe",
  white: "#ffffff",
  slate: "#475569",
  slateLight: "#94a3b8",
  slatePale: "#e2e8f0",
  ink: "#0f172a",
} as const;

export const FONT = "DejaVu Sans, Arial, sans-serif";

/** Rounds to two decimals and drops trailing zeros, to keep the SVG small. */
export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

/** Builds one SVG element. Children are already-serialised markup. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let a = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    a += ` ${k}="${typeof v === "number" ? n(v) : escapeXml(v)}"`;
  }
  const inner = children.join("");
  return inner.length > 0 ? `<${tag}${a}>${inner}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el("g", attrs, ...children);
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...attrs });
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  attrs: Attrs = {},
): string => el("rect", { x, y, width, height, ...attrs });
export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string =>
  el("line", { x1, y1, x2, y2, ...attrs });
export const path = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attrs: Attrs = {},
): string => el("ellipse", { cx, cy, rx, ry, ...attrs });

export type Pt = readonly [number, number];

export const pts = (list: readonly Pt[]): string =>
  list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
export const polygon = (list: readonly Pt[], attrs: Attrs = {}): string =>
  el("polygon", { points: pts(list), ...attrs });
export const polyline = (list: readonly Pt[], attrs: Attrs = {}): string =>
  el("polyline", { points: pts(list), fill: "none", ...attrs });

export const translate = (x: number, y: number, s = 1, rot = 0): string =>
  `translate(${n(x)} ${n(y)})${rot !== 0 ? ` rotate(${n(rot)})` : ""}${s !== 1 ? ` scale(${n(s)})` : ""}`;

/** Stroke attributes with round caps and joins. */
export const stroke = (color: string, width: number, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string, used to derive seeds from names. */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for artwork. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === "string" ? hashSeed(seed) : seed) >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.range(min, maxInclusive + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ---------------------------------------------------------------------------
// <defs> collector: gradients, patterns, clip paths with stable ids
// ---------------------------------------------------------------------------

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Defs {
  private readonly items = new Map<string, { id: string; markup: string }>();
  private counter = 0;

  constructor(private readonly prefix = "d") {}

  private register(key: string, build: (id: string) => string): string {
    const existing = this.items.get(key);
    if (existing) return `url(#${existing.id})`;
    const id = `${this.prefix}${this.counter++}`;
    this.items.set(key, { id, markup: build(id) });
    return `url(#${id})`;
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el("stop", {
          offset: o,
          "stop-color": c,
          "stop-opacity": op === undefined || op === 1 ? undefined : op,
        }),
      )
      .join("");
  }

  /** Linear gradient in objectBoundingBox units (0..1). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    const key = `L${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.register(key, (id) =>
      el("linearGradient", { id, x1, y1, x2, y2 }, Defs.stops(stops)),
    );
  }

  /** Linear gradient in user space (absolute coordinates). */
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `LU${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.register(key, (id) =>
      el(
        "linearGradient",
        { id, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 },
        Defs.stops(stops),
      ),
    );
  }

  /** Radial gradient in objectBoundingBox units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `R${cx},${cy},${r}:${JSON.stringify(stops)}`;
    return this.register(key, (id) => el("radialGradient", { id, cx, cy, r }, Defs.stops(stops)));
  }

  /** A soft round glow: colour fading to transparent. */
  glow(color: string, opacity: number): string {
    return this.radial([
      [0, color, opacity],
      [0.45, color, opacity * 0.35],
      [1, color, 0],
    ]);
  }

  pattern(key: string, width: number, height: number, content: string, transform?: string): string {
    return this.register(`P${key}`, (id) =>
      el(
        "pattern",
        { id, width, height, patternUnits: "userSpaceOnUse", patternTransform: transform },
        content,
      ),
    );
  }

  clip(key: string, content: string): string {
    return this.register(`C${key}`, (id) => el("clipPath", { id }, content));
  }

  filter(key: string, content: string, extra: Attrs = {}): string {
    return this.register(`F${key}`, (id) =>
      el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%", ...extra }, content),
    );
  }

  /** Gaussian blur filter (used sparingly: shadows and glows). */
  blur(sd: number): string {
    return this.filter(`blur${sd}`, el("feGaussianBlur", { stdDeviation: sd }));
  }

  toString(): string {
    if (this.items.size === 0) return "";
    return el("defs", {}, ...[...this.items.values()].map((v) => v.markup));
  }
}

/** Wraps content in an <svg> root. */
export function svgDoc(
  width: number,
  height: number,
  defs: Defs | null,
  body: string,
  viewBox = `0 0 ${width} ${height}`,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">` +
    (defs ? defs.toString() : "") +
    body +
    "</svg>"
  );
}

// ---------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------

export const TAU = Math.PI * 2;
export const rad = (deg: number): number => (deg * Math.PI) / 180;
export const polar = (cx: number, cy: number, r: number, angleDeg: number): Pt => [
  cx + r * Math.cos(rad(angleDeg)),
  cy + r * Math.sin(rad(angleDeg)),
];

/** SVG arc path (stroke) from angle a0 to a1 in degrees, clockwise. */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  const large = Math.abs(a1 - a0) % 360 > 180 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x1)} ${n(y1)}`;
}

/** Gear outline (polygon path) with trapezoid teeth. */
export function gearPath(
  cx: number,
  cy: number,
  rOuter: number,
  rRoot: number,
  teeth: number,
  rotDeg = 0,
): string {
  const step = 360 / teeth;
  const parts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = rotDeg + i * step;
    const seq: Array<[number, number]> = [
      [a, rRoot],
      [a + step * 0.1, rRoot],
      [a + step * 0.2, rOuter],
      [a + step * 0.45, rOuter],
      [a + step * 0.55, rRoot],
      [a + step * 0.78, rRoot],
    ];
    for (const [ang, r] of seq) {
      const [x, y] = polar(cx, cy, r, ang);
      parts.push(`${parts.length === 0 ? "M" : "L"}${n(x)} ${n(y)}`);
    }
  }
  return `${parts.join("")}Z`;
}

/** Regular star polygon points (e.g. rosettes, sparkles). */
export function starPoints(
  cx: number,
  cy: number,
  rOut: number,
  rIn: number,
  points: number,
  rotDeg = -90,
): Pt[] {
  const list: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    list.push(polar(cx, cy, i % 2 === 0 ? rOut : rIn, rotDeg + (i * 180) / points));
  }
  return list;
}

/** Four-pointed sparkle, as a path. */
export function sparkle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  const k = r * 0.22;
  const d =
    `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}` +
    `Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}` +
    `Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
  return path(d, attrs);
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number): number => (p >> s) & 0xff;
  const m = (s: number): number => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${((1 << 24) | (m(16) << 16) | (m(8) << 8) | m(0)).toString(16).slice(1)}`;
}

/** Smooth closed blob through points jittered around an ellipse (Catmull-Rom). */
export function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  count = 8,
  jitter = 0.12,
): string {
  const p: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * TAU + rng.range(-0.15, 0.15);
    const k = 1 + rng.range(-jitter, jitter);
    p.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = p[(i - 1 + count) % count];
    const p1 = p[i];
    const p2 = p[(i + 1) % count];
    const p3 = p[(i + 2) % count];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Point on a cubic Bezier. */
export function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

/** Map pin (tip at 0,0) scaled by s. */
export function mapPin(x: number, y: number, s: number, color: string, dot = "#ffffff"): string {
  return g(
    { transform: translate(x, y, s) },
    path("M0 0C-8 -14 -24 -26 -24 -44A24 24 0 1 1 24 -44C24 -26 8 -14 0 0Z", { fill: color }),
    circle(0, -44, 9, { fill: dot }),
  );
}

/** A white card with a flat offset shadow. */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { r?: number; fill?: string; shadow?: string; shadowOpacity?: number; dy?: number } = {},
): string {
  const r = opts.r ?? 22;
  const dy = opts.dy ?? 14;
  return (
    rect(x + dy * 0.4, y + dy, w, h, {
      rx: r,
      fill: opts.shadow ?? C.navy,
      "fill-opacity": opts.shadowOpacity ?? 0.08,
    }) + rect(x, y, w, h, { rx: r, fill: opts.fill ?? C.white })
  );
}

/** Tick mark path inside a circle of radius r at (cx, cy). */
export function tick(cx: number, cy: number, r: number, color: string, width: number): string {
  return path(
    `M${n(cx - r * 0.45)} ${n(cy + r * 0.02)}L${n(cx - r * 0.12)} ${n(cy + r * 0.35)}L${n(cx + r * 0.48)} ${n(cy - r * 0.32)}`,
    stroke(color, width),
  );
}
