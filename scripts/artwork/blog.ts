/**
 * Blog covers (1200x675): one topic motif per article on its own colour
 * variation, with a varied background texture. No text: the page shows the
 * title.
 */
import {
  C,
  Defs,
  Rng,
  arcPath,
  circle,
  cubicAt,
  el,
  ellipse,
  g,
  gearPath,
  line,
  mix,
  n,
  path,
  polar,
  polygon,
  rect,
  sparkle,
  starPoints,
  stroke,
  svgDoc,
  tick,
  translate,
  type Pt,
} from "./core";
import { circuitTraces, scatterNetwork } from "./hero";

export const BLOG_SLUGS = [
  "cloud-computing-2024",
  "cybersecurity-best-practices",
  "ai-it-support",
  "ai-threats-cybersecurity",
  "network-monitoring-benefits",
  "remote-it-support-evolution",
  "disaster-recovery-strategies",
  "iso-27001-benefits",
  "itil-framework-advantages",
  "azure-cloud-solutions",
  "enterprise-grade-security-2025",
  "seamless-cloud-migration-2025",
  "cloud-transformation-modernization-2025",
  "enterprise-security-2025",
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

const W = 1200;
const H = 675;
const CX = 600;
const CY = 338;

type Texture = "dots" | "grid" | "diag" | "rings" | "circuit" | "hex" | "network";

interface Palette {
  /** background gradient, dark to light */
  from: string;
  to: string;
  /** main accent */
  acc: string;
  /** secondary accent */
  acc2: string;
  /** dark ink used inside white shapes */
  ink: string;
}

interface Cover {
  palette: Palette;
  texture: Texture;
  angle: number;
  motif: (p: Palette, d: Defs) => string;
}

// ---------------------------------------------------------------------------
// Motif building blocks (local coordinates, centred on 0,0)
// ---------------------------------------------------------------------------

/** Solid cloud made of overlapping shapes; (0,0) is its centre, ~w wide. */
function cloud(
  x: number,
  y: number,
  s: number,
  fill: string,
  attrs: Record<string, string | number> = {},
): string {
  return g(
    { transform: translate(x, y, s), fill, ...attrs },
    circle(-92, 22, 66),
    circle(-8, -28, 96),
    circle(96, 16, 72),
    rect(-158, 20, 320, 68, { rx: 34 }),
  );
}

function shieldPath(s: number): string {
  const k = (v: number): string => n(v * s);
  return (
    `M0 ${k(-150)}C${k(40)} ${k(-118)} ${k(88)} ${k(-106)} ${k(124)} ${k(-104)}` +
    `C${k(128)} ${k(10)} ${k(100)} ${k(104)} 0 ${k(158)}` +
    `C${k(-100)} ${k(104)} ${k(-128)} ${k(10)} ${k(-124)} ${k(-104)}` +
    `C${k(-88)} ${k(-106)} ${k(-40)} ${k(-118)} 0 ${k(-150)}Z`
  );
}

function chip(x: number, y: number, size: number, body: string, edge: string, pin: string): string {
  const h = size / 2;
  const pins: string[] = [];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const o = -h + (size / (count + 1)) * (i + 1);
    pins.push(
      `M${n(o)} ${n(-h - 26)}V${n(-h)}M${n(o)} ${n(h)}V${n(h + 26)}M${n(-h - 26)} ${n(o)}H${n(-h)}M${n(h)} ${n(o)}H${n(h + 26)}`,
    );
  }
  return g(
    { transform: translate(x, y) },
    path(pins.join(""), stroke(pin, 10)),
    rect(-h, -h, size, size, { rx: size * 0.14, fill: body, stroke: edge, "stroke-width": 8 }),
    rect(-h + size * 0.2, -h + size * 0.2, size * 0.6, size * 0.6, {
      rx: size * 0.08,
      fill: "none",
      stroke: edge,
      "stroke-width": 4,
      "stroke-opacity": 0.6,
    }),
  );
}

function padlock(
  x: number,
  y: number,
  s: number,
  body: string,
  shackle: string,
  hole: string,
): string {
  return g(
    { transform: translate(x, y, s) },
    path("M-62 -10V-62A62 62 0 0 1 62 -62V-10", stroke(shackle, 28, { "stroke-linecap": "butt" })),
    rect(-100, -20, 200, 170, { rx: 30, fill: body }),
    circle(0, 48, 22, { fill: hole }),
    path("M-10 56L-16 104H16L10 56Z", { fill: hole }),
  );
}

function speech(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  dot: string,
  flip = false,
): string {
  const tail = flip
    ? `M${n(x + w - 40)} ${n(y + h - 4)}L${n(x + w - 10)} ${n(y + h + 30)}L${n(x + w - 70)} ${n(y + h - 4)}Z`
    : `M${n(x + 40)} ${n(y + h - 4)}L${n(x + 10)} ${n(y + h + 30)}L${n(x + 70)} ${n(y + h - 4)}Z`;
  return g(
    {},
    rect(x, y, w, h, { rx: h / 2.4, fill }),
    path(tail, { fill }),
    circle(x + w / 2 - 30, y + h / 2, 9, { fill: dot }),
    circle(x + w / 2, y + h / 2, 9, { fill: dot }),
    circle(x + w / 2 + 30, y + h / 2, 9, { fill: dot }),
  );
}

function arrowHead(tip: Pt, angleDeg: number, size: number, fill: string): string {
  const back1 = polar(tip[0], tip[1], size, angleDeg + 150);
  const back2 = polar(tip[0], tip[1], size, angleDeg - 150);
  return polygon([tip, back1, back2], {
    fill,
    stroke: fill,
    "stroke-width": 4,
    "stroke-linejoin": "round",
  });
}

function isoCube(
  x: number,
  y: number,
  s: number,
  top: string,
  left: string,
  right: string,
): string {
  const h = s * 0.5;
  return g(
    {},
    polygon(
      [
        [x, y - h],
        [x + s, y],
        [x, y + h],
        [x - s, y],
      ],
      { fill: top },
    ),
    polygon(
      [
        [x - s, y],
        [x, y + h],
        [x, y + h + s],
        [x - s, y + s],
      ],
      { fill: left },
    ),
    polygon(
      [
        [x + s, y],
        [x, y + h],
        [x, y + h + s],
        [x + s, y + s],
      ],
      { fill: right },
    ),
  );
}

function isoSlab(x: number, y: number, s: number, t: number, top: string, side: string): string {
  const h = s * 0.5;
  return g(
    {},
    polygon(
      [
        [x - s, y],
        [x, y + h],
        [x + s, y],
        [x + s, y + t],
        [x, y + h + t],
        [x - s, y + t],
      ],
      { fill: side },
    ),
    polygon(
      [
        [x, y - h],
        [x + s, y],
        [x, y + h],
        [x - s, y],
      ],
      { fill: top },
    ),
  );
}

function serverRack(x: number, y: number, w: number, units: number, p: Palette): string {
  const uh = 62;
  const out: string[] = [
    rect(x - 12, y - 12, w + 24, units * uh + 24 - 10, {
      rx: 20,
      fill: C.white,
      "fill-opacity": 0.14,
    }),
  ];
  for (let i = 0; i < units; i++) {
    const uy = y + i * uh;
    out.push(
      rect(x, uy, w, uh - 12, { rx: 12, fill: C.white }),
      rect(x + 20, uy + 18, w * 0.45, 6, { rx: 3, fill: p.ink, "fill-opacity": 0.35 }),
      rect(x + 20, uy + 30, w * 0.3, 6, { rx: 3, fill: p.ink, "fill-opacity": 0.2 }),
      circle(x + w - 44, uy + 25, 7, { fill: p.acc }),
      circle(x + w - 22, uy + 25, 7, {
        fill: i === 1 ? p.acc2 : p.ink,
        "fill-opacity": i === 1 ? 1 : 0.3,
      }),
    );
  }
  return out.join("");
}

// ---------------------------------------------------------------------------
// Motifs
// ---------------------------------------------------------------------------

const motifs: Record<BlogSlug, (p: Palette, d: Defs) => string> = {
  "cloud-computing-2024": (p) => {
    const out: string[] = [];
    // links to devices
    const devices: Pt[] = [
      [-190, 190],
      [0, 215],
      [190, 190],
    ];
    for (const [x, y] of devices)
      out.push(
        path(
          `M${x * 0.45} 60C${x * 0.45} 120 ${x} 110 ${x} ${y - 50}`,
          stroke(C.white, 5, { "stroke-opacity": 0.55, "stroke-dasharray": "2 12" }),
        ),
      );
    out.push(cloud(8, -18, 1.05, p.ink, { "fill-opacity": 0.35 }), cloud(0, -30, 1.05, C.white));
    // up / down arrows inside the cloud
    out.push(
      path("M-36 40V-48", stroke(p.acc, 16)),
      arrowHead([-36, -72], -90, 34, p.acc),
      path("M36 -52V36", stroke(p.ink, 16)),
      arrowHead([36, 60], 90, 34, p.ink),
    );
    // devices: laptop, phone, server
    const [l, ph, sv] = devices;
    out.push(
      g(
        { transform: translate(l[0], l[1]) },
        rect(-58, -46, 116, 74, { rx: 10, fill: C.white }),
        rect(-48, -36, 96, 54, { rx: 5, fill: p.acc }),
        rect(-74, 28, 148, 14, { rx: 7, fill: C.white }),
      ),
      g(
        { transform: translate(ph[0], ph[1]) },
        rect(-32, -52, 64, 104, { rx: 14, fill: C.white }),
        rect(-24, -40, 48, 72, { rx: 5, fill: p.acc2 }),
        circle(0, 42, 4, { fill: p.ink }),
      ),
      g(
        { transform: translate(sv[0], sv[1]) },
        rect(-52, -50, 104, 44, { rx: 10, fill: C.white }),
        rect(-52, 2, 104, 44, { rx: 10, fill: C.white }),
        circle(28, -28, 6, { fill: p.acc }),
        circle(28, 24, 6, { fill: p.acc2 }),
        rect(-36, -31, 40, 6, { rx: 3, fill: p.ink, "fill-opacity": 0.35 }),
        rect(-36, 21, 40, 6, { rx: 3, fill: p.ink, "fill-opacity": 0.35 }),
      ),
    );
    return out.join("");
  },

  "cybersecurity-best-practices": (p) => {
    const out: string[] = [];
    out.push(
      g(
        { transform: translate(10, 12) },
        path(shieldPath(1.25), { fill: p.ink, "fill-opacity": 0.35 }),
      ),
      path(shieldPath(1.25), { fill: C.white }),
      path(shieldPath(0.98), { fill: p.acc }),
      path("M-62 6L-16 52L70 -38", stroke(C.white, 30)),
    );
    // checklist card
    out.push(
      g(
        { transform: translate(230, 80, 1, 6) },
        rect(-80, -90, 160, 190, { rx: 18, fill: C.white }),
        ...[0, 1, 2].map((i) =>
          g(
            {},
            circle(-46, -46 + i * 52, 15, {
              fill: i < 2 ? p.acc : p.ink,
              "fill-opacity": i < 2 ? 1 : 0.15,
            }),
            i < 2 ? tick(-46, -46 + i * 52, 15, C.white, 4.5) : "",
            rect(-20, -52 + i * 52, 76, 12, { rx: 6, fill: p.ink, "fill-opacity": 0.25 }),
          ),
        ),
      ),
    );
    out.push(padlock(-235, -110, 0.5, C.white, C.white, p.ink));
    return out.join("");
  },

  "ai-it-support": (p) => {
    const out: string[] = [];
    // circuit lines out of the chip
    const lines: string[] = [];
    const ends: Pt[] = [];
    for (const [sx, sy, ex, ey] of [
      [-150, -40, -250, -120],
      [-150, 40, -260, 90],
      [150, 40, 250, 130],
      [40, 150, 110, 240],
      [-40, 150, -120, 230],
    ] as const) {
      const mx = (sx + ex) / 2;
      lines.push(`M${sx} ${sy}H${mx}L${ex} ${ey}`);
      ends.push([ex, ey]);
    }
    out.push(path(lines.join(""), stroke(C.white, 4, { "stroke-opacity": 0.45 })));
    for (const [x, y] of ends) out.push(circle(x, y, 9, { fill: p.acc2 }));
    out.push(chip(0, 0, 220, p.ink, C.white, C.white));
    out.push(
      sparkle(0, 0, 66, { fill: p.acc2 }),
      sparkle(44, -46, 20, { fill: C.white }),
      sparkle(-46, 42, 14, { fill: p.acc }),
    );
    out.push(
      speech(120, -230, 190, 84, C.white, p.ink),
      speech(-300, -200, 150, 70, p.acc, C.white, true),
    );
    return out.join("");
  },

  "ai-threats-cybersecurity": (p) => {
    const out: string[] = [];
    out.push(
      path(shieldPath(1.45), {
        fill: "none",
        stroke: C.white,
        "stroke-opacity": 0.25,
        "stroke-width": 10,
      }),
    );
    out.push(
      path(shieldPath(1.72), {
        fill: "none",
        stroke: C.white,
        "stroke-opacity": 0.12,
        "stroke-width": 4,
        "stroke-dasharray": "6 14",
      }),
    );
    out.push(chip(-10, -10, 170, p.ink, p.acc2, C.white));
    out.push(sparkle(-10, -10, 48, { fill: p.acc2 }));
    // warning triangle badge
    out.push(
      g(
        { transform: translate(120, 110) },
        path("M0 -92L90 62H-90Z", {
          fill: p.acc,
          stroke: p.acc,
          "stroke-width": 24,
          "stroke-linejoin": "round",
        }),
        rect(-9, -44, 18, 64, { rx: 9, fill: C.white }),
        circle(0, 42, 11, { fill: C.white }),
      ),
    );
    // glitchy bars
    out.push(
      rect(-300, -150, 90, 14, { rx: 7, fill: p.acc, "fill-opacity": 0.8 }),
      rect(-330, -122, 60, 14, { rx: 7, fill: C.white, "fill-opacity": 0.5 }),
      rect(220, -170, 110, 14, { rx: 7, fill: p.acc2, "fill-opacity": 0.8 }),
      rect(250, -142, 70, 14, { rx: 7, fill: C.white, "fill-opacity": 0.5 }),
    );
    return out.join("");
  },

  "network-monitoring-benefits": (p) => {
    const out: string[] = [];
    const ring: Pt[] = [];
    for (let i = 0; i < 7; i++)
      ring.push(polar(0, -10, i % 2 === 0 ? 250 : 215, -90 + (i * 360) / 7 + 12));
    const links: string[] = [];
    ring.forEach(([x, y], i) => {
      const [a, b] = ring[(i + 1) % ring.length];
      links.push(`M${n(x)} ${n(y)}L${n(a)} ${n(b)}`);
      links.push(`M${n(x)} ${n(y)}L0 -10`);
    });
    out.push(path(links.join(""), stroke(C.white, 3, { "stroke-opacity": 0.35 })));
    ring.forEach(([x, y], i) => {
      out.push(
        circle(x, y, 20, { fill: i % 3 === 0 ? p.acc : C.white }),
        circle(x, y, 34, {
          fill: "none",
          stroke: C.white,
          "stroke-opacity": 0.25,
          "stroke-width": 2,
        }),
      );
    });
    // monitor
    out.push(
      rect(-30, 100, 60, 44, { fill: C.white, "fill-opacity": 0.85 }),
      rect(-90, 138, 180, 18, { rx: 9, fill: C.white }),
      rect(-170, -130, 340, 232, { rx: 20, fill: C.white }),
      rect(-152, -112, 304, 196, { rx: 10, fill: p.ink }),
      el("polyline", {
        points: "-136,10 -90,10 -70,-30 -44,50 -20,-60 6,30 26,10 60,10 80,-20 100,10 136,10",
        ...stroke(p.acc, 7),
      }),
      rect(-136, 48, 60, 10, { rx: 5, fill: p.acc2, "fill-opacity": 0.8 }),
      rect(-66, 48, 90, 10, { rx: 5, fill: C.white, "fill-opacity": 0.3 }),
      circle(126, -90, 8, { fill: p.acc }),
    );
    return out.join("");
  },

  "remote-it-support-evolution": (p) => {
    const out: string[] = [];
    // laptop
    out.push(
      rect(-200, 40, 400, 230, { rx: 18, fill: C.white, "fill-opacity": 0.9 }),
      rect(-182, 58, 364, 196, { rx: 8, fill: p.ink }),
      rect(-250, 262, 500, 26, { rx: 13, fill: C.white }),
      rect(-40, 262, 80, 10, { rx: 5, fill: p.ink, "fill-opacity": 0.25 }),
      // remote cursor + window on the screen
      rect(-150, 80, 170, 110, { rx: 10, fill: C.white, "fill-opacity": 0.12 }),
      rect(-136, 96, 90, 10, { rx: 5, fill: p.acc }),
      rect(-136, 116, 130, 8, { rx: 4, fill: C.white, "fill-opacity": 0.4 }),
      rect(-136, 132, 110, 8, { rx: 4, fill: C.white, "fill-opacity": 0.4 }),
      path("M70 110L70 190L90 170L104 200L116 194L102 164L130 164Z", {
        fill: p.acc2,
        stroke: C.white,
        "stroke-width": 4,
        "stroke-linejoin": "round",
      }),
    );
    // headset above
    out.push(
      g(
        { transform: translate(0, -120) },
        path("M-120 40V0A120 120 0 0 1 120 0V40", stroke(C.white, 24)),
        rect(-154, 0, 62, 104, { rx: 24, fill: p.acc }),
        rect(92, 0, 62, 104, { rx: 24, fill: p.acc }),
        path("M-122 96C-122 150 -80 170 -20 170", stroke(C.white, 10)),
        rect(-36, 156, 44, 28, { rx: 14, fill: C.white }),
      ),
    );
    // signal waves
    out.push(
      circle(150, -180, 9, { fill: p.acc2 }),
      path(arcPath(150, -180, 36, -75, -15), stroke(p.acc2, 10)),
      path(arcPath(150, -180, 66, -75, -15), stroke(p.acc2, 10, { "stroke-opacity": 0.7 })),
      path(arcPath(150, -180, 96, -75, -15), stroke(p.acc2, 10, { "stroke-opacity": 0.4 })),
    );
    return out.join("");
  },

  "disaster-recovery-strategies": (p) => {
    const out: string[] = [];
    const R = 170;
    const circ = 2 * Math.PI * R;
    out.push(
      circle(8, 12, R, { fill: "none", stroke: p.ink, "stroke-opacity": 0.35, "stroke-width": 76 }),
      circle(0, 0, R, { fill: "none", stroke: C.white, "stroke-width": 76 }),
      circle(0, 0, R, {
        fill: "none",
        stroke: p.acc,
        "stroke-width": 76,
        "stroke-dasharray": `${n(circ / 8)} ${n(circ / 8)}`,
        transform: "rotate(-22.5)",
      }),
      circle(0, 0, R + 38, {
        fill: "none",
        stroke: p.ink,
        "stroke-opacity": 0.25,
        "stroke-width": 3,
      }),
      circle(0, 0, R - 38, {
        fill: "none",
        stroke: p.ink,
        "stroke-opacity": 0.25,
        "stroke-width": 3,
      }),
    );
    // rope
    out.push(
      path(
        arcPath(0, 0, R + 52, 200, 340),
        stroke(C.white, 6, { "stroke-dasharray": "16 10", "stroke-opacity": 0.7 }),
      ),
    );
    // database inside the ring
    const db = (y: number, top: boolean): string =>
      g(
        {},
        path(`M-62 ${y}V${y + 34}A62 18 0 0 0 62 ${y + 34}V${y}`, {
          fill: top ? C.white : "#e2e8f0",
        }),
        ellipse(0, y, 62, 18, {
          fill: top ? C.white : "#f1f5f9",
          stroke: p.ink,
          "stroke-opacity": 0.15,
          "stroke-width": 3,
        }),
      );
    out.push(db(36, false), db(-4, false), db(-44, true));
    out.push(circle(40, 56, 5, { fill: p.acc }), circle(40, 16, 5, { fill: p.acc }));
    // backup arrow badge
    out.push(
      g(
        { transform: translate(215, -170) },
        circle(0, 0, 56, { fill: p.acc2 }),
        path(arcPath(0, 0, 28, -60, 220), stroke(C.white, 9)),
        arrowHead(polar(0, 0, 28, -54), 30, 22, C.white),
      ),
    );
    return out.join("");
  },

  "iso-27001-benefits": (p) => {
    const out: string[] = [];
    out.push(
      g(
        { transform: translate(-40, -10, 1, -4) },
        rect(-190, -150, 380, 290, {
          rx: 16,
          fill: p.ink,
          "fill-opacity": 0.35,
          transform: "translate(12 14)",
        }),
        rect(-190, -150, 380, 290, { rx: 16, fill: C.white }),
        rect(-170, -130, 340, 250, { rx: 8, fill: "none", stroke: p.acc, "stroke-width": 4 }),
        rect(-90, -96, 180, 20, { rx: 10, fill: p.ink, "fill-opacity": 0.7 }),
        rect(-130, -50, 260, 10, { rx: 5, fill: p.ink, "fill-opacity": 0.25 }),
        rect(-130, -26, 230, 10, { rx: 5, fill: p.ink, "fill-opacity": 0.25 }),
        rect(-130, -2, 250, 10, { rx: 5, fill: p.ink, "fill-opacity": 0.25 }),
        rect(-130, 60, 110, 8, { rx: 4, fill: p.ink, "fill-opacity": 0.4 }),
        path("M-130 48c20-20 30 10 50-6s24 6 40-2", stroke(p.ink, 4, { "stroke-opacity": 0.6 })),
      ),
    );
    // rosette
    out.push(
      g(
        { transform: translate(170, 100) },
        path("M-40 30L-66 140L-30 118L-10 150L10 40Z", { fill: p.acc2 }),
        path("M40 30L66 140L30 118L10 150L-10 40Z", { fill: p.acc2, "fill-opacity": 0.85 }),
        polygon(starPoints(0, 0, 92, 78, 18), { fill: p.acc }),
        circle(0, 0, 64, { fill: C.white }),
        circle(0, 0, 52, { fill: p.acc }),
        tick(0, 0, 44, C.white, 12),
      ),
    );
    return out.join("");
  },

  "itil-framework-advantages": (p) => {
    const out: string[] = [];
    const R = 190;
    const count = 5;
    for (let i = 0; i < count; i++) {
      const a0 = -90 + (i * 360) / count + 17;
      const a1 = -90 + ((i + 1) * 360) / count - 17;
      out.push(path(arcPath(0, 0, R, a0, a1), stroke(C.white, 10, { "stroke-opacity": 0.85 })));
      const tip = polar(0, 0, R, a1 + 3);
      out.push(arrowHead(tip, a1 + 90 + 3, 26, C.white));
    }
    const glyphs = [
      (x: number, y: number): string => tick(x, y, 24, p.ink, 7),
      (x: number, y: number): string => rect(x - 14, y - 14, 28, 28, { rx: 5, fill: p.ink }),
      (x: number, y: number): string =>
        polygon(
          [
            [x, y - 17],
            [x + 17, y + 13],
            [x - 17, y + 13],
          ],
          { fill: p.ink },
        ),
      (x: number, y: number): string =>
        circle(x, y, 14, { fill: "none", stroke: p.ink, "stroke-width": 7 }),
      (x: number, y: number): string =>
        path(`M${x - 16} ${y}H${x + 16}M${x} ${y - 16}V${y + 16}`, stroke(p.ink, 7)),
    ];
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(0, 0, R, -90 + (i * 360) / count);
      out.push(circle(x, y, 50, { fill: i % 2 === 0 ? p.acc : C.white }), glyphs[i](x, y));
    }
    out.push(
      path(gearPath(0, 0, 92, 74, 10, 4), { fill: C.white }),
      circle(0, 0, 46, { fill: p.acc2 }),
      circle(0, 0, 20, { fill: C.white }),
    );
    return out.join("");
  },

  "azure-cloud-solutions": (p) => {
    const out: string[] = [];
    out.push(
      path("M0 -40V120", stroke(C.white, 5, { "stroke-dasharray": "2 12", "stroke-opacity": 0.7 })),
    );
    out.push(
      isoSlab(0, 190, 190, 30, p.acc, p.ink),
      isoSlab(0, 130, 170, 28, C.white, "#cbd5e1"),
      isoSlab(0, 74, 150, 26, p.acc2, p.ink),
    );
    out.push(
      cloud(10, -138, 0.92, p.ink, { "fill-opacity": 0.3 }),
      cloud(0, -150, 0.92, C.white),
      circle(-70, -150, 14, { fill: p.acc }),
      circle(-20, -150, 14, { fill: p.acc2 }),
      circle(30, -150, 14, { fill: p.acc }),
      path("M-70 -150H30", stroke(p.ink, 4, { "stroke-opacity": 0.3 })),
    );
    return out.join("");
  },

  "enterprise-grade-security-2025": (p) => {
    const out: string[] = [];
    const traces: string[] = [];
    const pads: Pt[] = [];
    for (const side of [-1, 1]) {
      for (const [dy, len, bend] of [
        [-60, 120, -50],
        [0, 200, 0],
        [60, 150, 60],
        [120, 110, 90],
      ] as const) {
        const x0 = side * 100;
        const x1 = side * (100 + len);
        const x2 = x1 + side * 50;
        traces.push(`M${x0} ${dy + 40}H${x1}L${x2} ${dy + 40 + bend}`);
        pads.push([x2, dy + 40 + bend]);
      }
    }
    out.push(path(traces.join(""), stroke(p.acc, 5, { "stroke-opacity": 0.7 })));
    for (const [x, y] of pads)
      out.push(circle(x, y, 10, { fill: p.ink, stroke: p.acc, "stroke-width": 5 }));
    out.push(
      g({ transform: "translate(10 14)" }, padlock(0, 0, 1.25, p.ink, p.ink, p.ink)),
      padlock(0, 0, 1.25, C.white, C.white, p.ink),
    );
    // fingerprint arcs on the body
    out.push(
      path(arcPath(0, 90, 70, 200, 340), stroke(p.acc, 6, { "stroke-opacity": 0.8 })),
      path(arcPath(0, 90, 100, 210, 330), stroke(p.acc, 6, { "stroke-opacity": 0.5 })),
    );
    return out.join("");
  },

  "seamless-cloud-migration-2025": (p) => {
    const out: string[] = [];
    out.push(serverRack(-330, -70, 170, 4, p));
    out.push(cloud(218, -40, 0.9, p.ink, { "fill-opacity": 0.3 }), cloud(210, -52, 0.9, C.white));
    out.push(
      circle(160, -60, 16, { fill: p.acc2 }),
      circle(210, -60, 16, { fill: p.acc }),
      circle(260, -60, 16, { fill: p.acc2 }),
    );
    const a: Pt = [-130, 40];
    const b: Pt = [100, 60];
    const arc = `M${a[0]} ${a[1]}C-60 200 40 200 ${b[0]} ${b[1]}`;
    out.push(path(arc, stroke(p.acc, 12)), arrowHead([b[0] + 6, b[1] - 16], -70, 40, p.acc));
    // data packets riding the curve
    for (const [t, size] of [
      [0.28, 26],
      [0.5, 32],
      [0.72, 26],
    ] as const) {
      const [x, y] = cubicAt(a, [-60, 200], [40, 200], b, t);
      out.push(
        rect(x - size / 2, y - size / 2 - 34, size, size, {
          rx: 6,
          fill: C.white,
          transform: `rotate(12 ${n(x)} ${n(y - 34)})`,
        }),
      );
    }
    return out.join("");
  },

  "cloud-transformation-modernization-2025": (p) => {
    const out: string[] = [];
    // back to front so the stair overlaps correctly
    out.push(
      isoCube(110, -90, 86, C.white, "#cbd5e1", "#94a3b8"),
      isoCube(-40, 10, 76, p.acc, mix(p.acc, "#000000", 0.22), p.ink),
      isoCube(-180, 104, 66, C.white, "#cbd5e1", "#94a3b8"),
    );
    out.push(
      path("M-150 250C60 250 230 160 262 -100", stroke(p.acc2, 12)),
      arrowHead([266, -128], -84, 44, p.acc2),
    );
    out.push(
      cloud(262, -210, 0.55, C.white),
      sparkle(-230, -170, 30, { fill: p.acc }),
      sparkle(-150, -230, 16, { fill: C.white }),
    );
    return out.join("");
  },

  "enterprise-security-2025": (p, d) => {
    const out: string[] = [];
    for (const r of [90, 160, 230])
      out.push(
        circle(0, 0, r, { fill: "none", stroke: p.acc, "stroke-opacity": 0.45, "stroke-width": 3 }),
      );
    out.push(path("M-250 0H250M0 -250V250", stroke(p.acc, 2, { "stroke-opacity": 0.3 })));
    // sweep wedge
    const [x1, y1] = polar(0, 0, 230, -90);
    const [x2, y2] = polar(0, 0, 230, -30);
    out.push(
      path(`M0 0L${n(x1)} ${n(y1)}A230 230 0 0 1 ${n(x2)} ${n(y2)}Z`, {
        fill: d.linear(
          [
            [0, p.acc, 0],
            [1, p.acc, 0.45],
          ],
          0,
          0,
          1,
          0.6,
        ),
      }),
      line(0, 0, x2, y2, stroke(p.acc, 5)),
    );
    for (const [r, a] of [
      [150, -60],
      [200, 130],
      [110, 200],
      [220, 20],
    ] as const) {
      const [bx, by] = polar(0, 0, r, a);
      out.push(
        circle(bx, by, 20, { fill: p.acc, "fill-opacity": 0.25 }),
        circle(bx, by, 9, { fill: a === -60 ? C.white : p.acc }),
      );
    }
    out.push(
      path(shieldPath(0.52), { fill: C.white, transform: "translate(4 6)", "fill-opacity": 0.2 }),
      path(shieldPath(0.52), { fill: C.white }),
      path(shieldPath(0.36), { fill: p.ink }),
      circle(0, -6, 12, { fill: p.acc }),
      path("M-6 4L-10 30H10L6 4Z", { fill: p.acc }),
    );
    return out.join("");
  },
};

const pal = (
  from: string,
  to: string,
  acc: string,
  acc2: string,
  ink: string = C.navy,
): Palette => ({ from, to, acc, acc2, ink });

const COVERS: Record<BlogSlug, Omit<Cover, "motif">> = {
  "cloud-computing-2024": {
    palette: pal(C.navy, C.blueDark, C.cyan, C.blueSoft),
    texture: "dots",
    angle: 0,
  },
  "cybersecurity-best-practices": {
    palette: pal("#07211f", "#0f766e", "#14b8a6", "#5eead4", "#073b36"),
    texture: "hex",
    angle: 30,
  },
  "ai-it-support": {
    palette: pal("#1e1b4b", "#4f46e5", "#a5b4fc", C.cyan, "#1e1b4b"),
    texture: "circuit",
    angle: 60,
  },
  "ai-threats-cybersecurity": {
    palette: pal("#1a0b2e", "#7c3aed", "#fb7185", "#c4b5fd", "#2e1065"),
    texture: "diag",
    angle: 90,
  },
  "network-monitoring-benefits": {
    palette: pal("#042f3a", "#0891b2", "#67e8f9", "#fde047", "#083344"),
    texture: "network",
    angle: 120,
  },
  "remote-it-support-evolution": {
    palette: pal(C.navy, "#0369a1", "#38bdf8", "#fbbf24", "#0c2340"),
    texture: "rings",
    angle: 150,
  },
  "disaster-recovery-strategies": {
    palette: pal("#1c1917", "#c2410c", "#f97316", "#0ea5e9", "#431407"),
    texture: "grid",
    angle: 20,
  },
  "iso-27001-benefits": {
    palette: pal(C.navy, "#1e40af", "#f59e0b", "#2563eb", C.navy),
    texture: "dots",
    angle: 45,
  },
  "itil-framework-advantages": {
    palette: pal("#022c22", "#047857", "#6ee7b7", "#10b981", "#064e3b"),
    texture: "rings",
    angle: 70,
  },
  "azure-cloud-solutions": {
    palette: pal("#082f49", "#0284c7", "#38bdf8", "#a5f3fc", "#0c4a6e"),
    texture: "grid",
    angle: 100,
  },
  "enterprise-grade-security-2025": {
    palette: pal("#0b1120", "#334155", C.cyan, "#94a3b8", "#0f172a"),
    texture: "circuit",
    angle: 130,
  },
  "seamless-cloud-migration-2025": {
    palette: pal("#1e1147", "#6d28d9", C.cyan, "#c4b5fd", "#2e1065"),
    texture: "network",
    angle: 160,
  },
  "cloud-transformation-modernization-2025": {
    palette: pal("#1f0a2e", "#be185d", "#f9a8d4", C.cyan, "#500724"),
    texture: "hex",
    angle: 10,
  },
  "enterprise-security-2025": {
    palette: pal("#020617", "#1e3a8a", "#a3e635", "#facc15", "#0b1b36"),
    texture: "diag",
    angle: 140,
  },
};

// ---------------------------------------------------------------------------

function texture(kind: Texture, d: Defs, rng: Rng, p: Palette): string {
  const full = (fill: string): string => el("rect", { width: W, height: H, fill });
  switch (kind) {
    case "dots":
      return full(
        d.pattern("tdots", 28, 28, circle(14, 14, 1.8, { fill: C.white, "fill-opacity": 0.12 })),
      );
    case "grid":
      return full(
        d.pattern(
          "tgrid",
          56,
          56,
          path("M56 0H0V56", { fill: "none", stroke: C.white, "stroke-opacity": 0.07 }),
        ),
      );
    case "diag":
      return full(
        d.pattern(
          "tdiag",
          26,
          26,
          path("M0 0V26", { stroke: C.white, "stroke-opacity": 0.05, "stroke-width": 8 }),
          "rotate(45)",
        ),
      );
    case "hex": {
      const s = 34;
      const hw = Math.sqrt(3) * s;
      const hex = (cx: number, cy: number): string => {
        const list: Pt[] = [];
        for (let i = 0; i < 6; i++) list.push(polar(cx, cy, s, 30 + i * 60));
        return `M${list.map(([a, b]) => `${n(a)} ${n(b)}`).join("L")}Z`;
      };
      const tile = path(hex(hw / 2, s) + hex(0, s * 2.5) + hex(hw, s * 2.5), {
        fill: "none",
        stroke: C.white,
        "stroke-opacity": 0.07,
        "stroke-width": 1.5,
      });
      return full(d.pattern("thex", hw, s * 3, tile));
    }
    case "rings": {
      const out: string[] = [];
      for (let r = 120; r < 900; r += 70) {
        out.push(
          circle(CX, CY, r, {
            fill: "none",
            stroke: C.white,
            "stroke-opacity": n(Math.max(0.03, 0.12 - r / 9000)),
            "stroke-width": 1.5,
          }),
        );
      }
      return out.join("");
    }
    case "circuit":
      return g(
        { opacity: 0.7 },
        circuitTraces(rng, {
          count: 30,
          x0: -20,
          x1: W + 20,
          y0: -20,
          y1: H + 20,
          grid: 24,
          color: C.white,
          accent: p.acc,
        }),
      );
    case "network": {
      const { nodes, edges } = scatterNetwork(rng, {
        count: 46,
        minDist: 90,
        x0: 10,
        x1: W - 10,
        y0: 10,
        y1: H - 10,
        k: 2,
        maxEdge: 220,
        hubChance: 0.1,
        weight: (x, y) => (Math.hypot(x - CX, (y - CY) * 1.4) > 300 ? 1 : 0.1),
      });
      return (
        path(
          edges
            .map(([a, b]) => `M${n(nodes[a].x)} ${n(nodes[a].y)}L${n(nodes[b].x)} ${n(nodes[b].y)}`)
            .join(""),
          { stroke: C.white, "stroke-opacity": 0.14, "stroke-width": 1.5 },
        ) +
        nodes
          .map((q) =>
            circle(q.x, q.y, q.hub ? 6 : 3.5, {
              fill: q.hub ? p.acc : C.white,
              "fill-opacity": q.hub ? 0.8 : 0.3,
            }),
          )
          .join("")
      );
    }
  }
}

function floaters(rng: Rng, p: Palette): string {
  const out: string[] = [];
  let placed = 0;
  for (let tries = 0; tries < 400 && placed < 9; tries++) {
    const x = rng.range(60, W - 60);
    const y = rng.range(50, H - 50);
    if (Math.abs(x - CX) < 380 && Math.abs(y - CY) < 290) continue;
    const kind = rng.int(0, 4);
    const col = rng.pick([C.white, p.acc, p.acc2]);
    const s = rng.range(10, 22);
    switch (kind) {
      case 0:
        out.push(circle(x, y, s * 0.5, { fill: col, "fill-opacity": 0.6 }));
        break;
      case 1:
        out.push(
          circle(x, y, s, { fill: "none", stroke: col, "stroke-width": 4, "stroke-opacity": 0.5 }),
        );
        break;
      case 2:
        out.push(
          rect(x - s, y - s, s * 2, s * 2, {
            rx: s * 0.4,
            fill: "none",
            stroke: col,
            "stroke-width": 4,
            "stroke-opacity": 0.45,
            transform: `rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})`,
          }),
        );
        break;
      case 3:
        out.push(
          path(
            `M${n(x - s)} ${n(y)}H${n(x + s)}M${n(x)} ${n(y - s)}V${n(y + s)}`,
            stroke(col, 5, { "stroke-opacity": 0.6 }),
          ),
        );
        break;
      default:
        out.push(sparkle(x, y, s, { fill: col, "fill-opacity": 0.85 }));
    }
    placed++;
  }
  return out.join("");
}

export function blogSvg(slug: BlogSlug): string {
  const cfg = COVERS[slug];
  const p = cfg.palette;
  const d = new Defs("b");
  const rng = new Rng(`blog:${slug}`);
  const [gx1, gy1] = polar(0.5, 0.5, 0.5, cfg.angle + 180);
  const [gx2, gy2] = polar(0.5, 0.5, 0.5, cfg.angle);
  const parts: string[] = [
    el("rect", {
      width: W,
      height: H,
      fill: d.linear(
        [
          [0, p.from],
          [1, p.to],
        ],
        gx1,
        gy1,
        gx2,
        gy2,
      ),
    }),
    texture(cfg.texture, d, rng, p),
    circle(CX, CY, 460, { fill: d.glow(p.acc, 0.3) }),
    circle(CX, CY, 262, { fill: C.white, "fill-opacity": 0.05 }),
    circle(CX, CY, 262, {
      fill: "none",
      stroke: C.white,
      "stroke-opacity": 0.1,
      "stroke-width": 2,
    }),
    circle(CX, CY, 310, {
      fill: "none",
      stroke: C.white,
      "stroke-opacity": 0.08,
      "stroke-width": 2,
      "stroke-dasharray": "3 12",
    }),
    floaters(rng, p),
    g({ transform: translate(CX, CY) }, motifs[slug](p, d)),
  ];
  return svgDoc(W, H, d, parts.join(""));
}
