/**
 * Case-study sector artwork (1200x675): medical technology, sustainability,
 * retail logistics and shopping retail. Flat vector scenes on branded
 * gradients, each with its own accent colour.
 */
import {
  C,
  Defs,
  Rng,
  circle,
  el,
  ellipse,
  g,
  line,
  mapPin,
  n,
  path,
  polar,
  polygon,
  rect,
  sparkle,
  stroke,
  svgDoc,
  translate,
  type Pt,
} from "./core";

export const CASE_STUDIES = [
  "meditech-solutions",
  "greenomy",
  "LocalExpressCFDRetail",
  "shopsmart-retail",
] as const;
export type CaseStudy = (typeof CASE_STUDIES)[number];

const W = 1200;
const H = 675;

function scene(d: Defs, from: string, to: string, glow: string, rng: Rng): string {
  const grid = d.pattern(
    "csgrid",
    48,
    48,
    path("M48 0H0V48", {
      fill: "none",
      stroke: C.white,
      "stroke-opacity": 0.05,
      "stroke-width": 1,
    }),
  );
  const out: string[] = [
    el("rect", {
      width: W,
      height: H,
      fill: d.linear(
        [
          [0, from],
          [1, to],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    el("rect", { width: W, height: H, fill: grid }),
    circle(W * 0.55, H * 0.45, 520, { fill: d.glow(glow, 0.32) }),
  ];
  for (let i = 0; i < 26; i++) {
    out.push(
      circle(rng.range(0, W), rng.range(0, H), rng.range(1.2, 3), {
        fill: C.white,
        "fill-opacity": n(rng.range(0.15, 0.45)),
      }),
    );
  }
  return out.join("");
}

// ---------------------------------------------------------------------------

function meditech(): string {
  const d = new Defs("cm");
  const rng = new Rng("case-meditech");
  const TEAL = "#2dd4bf";
  const parts: string[] = [scene(d, C.navy, "#0b4a63", TEAL, rng)];

  // DNA helix on the right
  const hx = 1020;
  const strandA: string[] = [];
  const strandB: string[] = [];
  const rungs: string[] = [];
  for (let i = 0; i <= 60; i++) {
    const y = 70 + i * 7.4;
    const ph = (i / 60) * Math.PI * 4;
    const xa = hx + Math.sin(ph) * 56;
    const xb = hx - Math.sin(ph) * 56;
    strandA.push(`${i === 0 ? "M" : "L"}${n(xa)} ${n(y)}`);
    strandB.push(`${i === 0 ? "M" : "L"}${n(xb)} ${n(y)}`);
    if (i % 4 === 2)
      rungs.push(
        line(xa, y, xb, y, stroke(i % 8 === 2 ? TEAL : C.blueSoft, 6, { "stroke-opacity": 0.8 })),
      );
  }
  parts.push(...rungs);
  parts.push(
    path(strandA.join(""), stroke(C.cyan, 8)),
    path(strandB.join(""), stroke(C.white, 8, { "stroke-opacity": 0.85 })),
  );

  // monitor
  const mx = 330;
  const my = 130;
  const mw = 560;
  const mh = 350;
  parts.push(
    rect(mx + 240, my + mh, 80, 70, { fill: C.navyLight }),
    rect(mx + 170, my + mh + 62, 220, 22, { rx: 11, fill: C.navyMid }),
    rect(mx + 10, my + 16, mw, mh, { rx: 26, fill: C.navyDeep, "fill-opacity": 0.5 }),
    rect(mx, my, mw, mh, { rx: 26, fill: "#e6f6ff" }),
    rect(mx + 18, my + 18, mw - 36, mh - 36, { rx: 14, fill: "#06203a" }),
  );
  const grid: string[] = [];
  for (let x = mx + 48; x < mx + mw - 20; x += 30) grid.push(`M${x} ${my + 20}V${my + mh - 20}`);
  for (let y = my + 40; y < my + mh - 20; y += 30) grid.push(`M${mx + 20} ${y}H${mx + mw - 20}`);
  parts.push(path(grid.join(""), { stroke: TEAL, "stroke-opacity": 0.12, "stroke-width": 1 }));
  // ECG trace
  const ecg: Pt[] = [];
  const baseY = my + 190;
  let x = mx + 34;
  const beat: Pt[] = [
    [0, 0],
    [26, 0],
    [36, -16],
    [46, 0],
    [58, 0],
    [66, 18],
    [80, -118],
    [94, 44],
    [104, 0],
    [126, 0],
    [144, -26],
    [162, 0],
  ];
  while (x < mx + 390) {
    for (const [bx, by] of beat) ecg.push([x + bx, baseY + by]);
    x += 175;
  }
  const ecgPts = ecg
    .filter(([px]) => px < mx + 400)
    .map(([a, b]) => `${n(a)},${n(b)}`)
    .join(" ");
  parts.push(
    el("polyline", { points: ecgPts, ...stroke(TEAL, 16, { "stroke-opacity": 0.18 }) }),
    el("polyline", { points: ecgPts, ...stroke(C.cyan, 5) }),
  );
  // vitals column
  const vx = mx + 420;
  parts.push(
    rect(vx, my + 44, 110, 76, { rx: 12, fill: C.white, "fill-opacity": 0.08 }),
    rect(vx, my + 136, 110, 76, { rx: 12, fill: C.white, "fill-opacity": 0.08 }),
    rect(vx, my + 228, 110, 76, { rx: 12, fill: C.white, "fill-opacity": 0.08 }),
    rect(vx + 16, my + 62, 56, 12, { rx: 6, fill: TEAL }),
    rect(vx + 16, my + 86, 80, 10, { rx: 5, fill: C.white, "fill-opacity": 0.35 }),
    rect(vx + 16, my + 154, 70, 12, { rx: 6, fill: C.cyan }),
    rect(vx + 16, my + 178, 48, 10, { rx: 5, fill: C.white, "fill-opacity": 0.35 }),
    rect(vx + 16, my + 246, 40, 12, { rx: 6, fill: "#fb7185" }),
    rect(vx + 16, my + 270, 76, 10, { rx: 5, fill: C.white, "fill-opacity": 0.35 }),
  );

  // medical cross badge
  parts.push(
    g(
      { transform: translate(215, 215, 1, -8) },
      rect(-78, -70, 156, 156, { rx: 36, fill: C.navyDeep, "fill-opacity": 0.45 }),
      rect(-80, -80, 160, 160, { rx: 36, fill: C.white }),
      path("M-18 -52H18V-18H52V18H18V52H-18V18H-52V-18H-18Z", {
        fill: TEAL,
        "stroke-linejoin": "round",
      }),
    ),
  );
  // heart with pulse
  parts.push(
    g(
      { transform: translate(240, 500, 1, 6) },
      path(
        "M0 34C-60 -6 -62 -56 -30 -62C-14 -65 -4 -54 0 -44C4 -54 14 -65 30 -62C62 -56 60 -6 0 34Z",
        { fill: "#fb7185" },
      ),
      path("M-40 -16H-14L-6 -34L6 2L14 -16H40", stroke(C.white, 6)),
    ),
  );
  // capsule
  parts.push(
    g(
      { transform: translate(1040, 610, 0.9, -20) },
      path("M-70 -26H0V26H-70A26 26 0 0 1 -70 -26Z", { fill: C.white }),
      path("M0 -26H70A26 26 0 0 1 70 26H0Z", { fill: TEAL }),
    ),
  );
  parts.push(
    sparkle(140, 110, 16, { fill: C.cyan }),
    sparkle(1130, 420, 14, { fill: TEAL }),
    sparkle(640, 600, 12, { fill: C.white }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

// ---------------------------------------------------------------------------

function turbine(x: number, base: number, h: number, rot: number): string {
  const hubY = base - h;
  const blade = "M0 0C8 -14 10 -70 0 -118C-6 -70 -8 -14 0 0Z";
  const s = h / 260;
  return g(
    {},
    polygon(
      [
        [x - 9 * s, base],
        [x + 9 * s, base],
        [x + 3.5 * s, hubY],
        [x - 3.5 * s, hubY],
      ],
      { fill: C.white },
    ),
    g(
      { transform: translate(x, hubY, s) },
      ...[0, 120, 240].map((a) => path(blade, { fill: C.white, transform: `rotate(${a + rot})` })),
      circle(0, 0, 10, { fill: "#d1fae5", stroke: C.white, "stroke-width": 4 }),
    ),
  );
}

function greenomy(): string {
  const d = new Defs("cg");
  const rng = new Rng("case-greenomy");
  const GREEN = "#34d399";
  const DEEP = "#047857";
  const parts: string[] = [scene(d, C.navy, "#065f46", GREEN, rng)];

  // sun
  parts.push(
    circle(1010, 130, 150, { fill: d.glow("#fde68a", 0.45) }),
    circle(1010, 130, 52, { fill: "#fde68a" }),
  );

  // hills
  parts.push(
    path("M0 520C220 440 420 470 620 500S980 430 1200 470V675H0Z", {
      fill: DEEP,
      "fill-opacity": 0.8,
    }),
    path("M0 590C260 540 520 560 760 590S1060 560 1200 575V675H0Z", { fill: "#065f46" }),
  );
  // turbines on the right hill
  parts.push(turbine(760, 500, 250, 10), turbine(900, 482, 320, 45), turbine(1060, 470, 230, 80));

  // globe with orbit arrow
  const gx = 290;
  const gy = 300;
  const clip = d.clip("globe", circle(gx, gy, 130));
  parts.push(
    circle(gx, gy, 178, { fill: d.glow(GREEN, 0.35) }),
    circle(gx, gy, 130, { fill: C.blue }),
    g(
      { "clip-path": clip },
      path(
        `M${gx - 120} ${gy - 60}C${gx - 80} ${gy - 110} ${gx - 20} ${gy - 100} ${gx - 10} ${gy - 60}S${gx - 50} ${gy} ${gx - 90} ${gy + 10}S${gx - 150} ${gy - 20} ${gx - 120} ${gy - 60}Z`,
        { fill: GREEN },
      ),
      path(
        `M${gx + 20} ${gy - 20}C${gx + 70} ${gy - 60} ${gx + 140} ${gy - 30} ${gx + 120} ${gy + 30}S${gx + 60} ${gy + 120} ${gx + 20} ${gy + 110}S${gx - 10} ${gy + 20} ${gx + 20} ${gy - 20}Z`,
        { fill: GREEN },
      ),
      path(`M${gx - 60} ${gy + 70}c20 -16 50 -10 56 10s-20 40 -44 34 -30 -30 -12 -44Z`, {
        fill: GREEN,
      }),
      circle(gx + 40, gy - 40, 200, {
        fill: "none",
        stroke: C.white,
        "stroke-opacity": 0.12,
        "stroke-width": 60,
      }),
    ),
  );
  // circular arrows around the globe
  const arcR = 165;
  const arrows: string[] = [];
  for (const [a0, a1] of [
    [-160, -30],
    [20, 150],
  ] as const) {
    const [x0, y0] = polar(gx, gy, arcR, a0);
    const [x1, y1] = polar(gx, gy, arcR, a1);
    arrows.push(
      path(`M${n(x0)} ${n(y0)}A${arcR} ${arcR} 0 0 1 ${n(x1)} ${n(y1)}`, stroke(GREEN, 12)),
    );
    const tip = polar(gx, gy, arcR, a1 + 9);
    const l = polar(gx, gy, arcR - 24, a1 - 4);
    const r = polar(gx, gy, arcR + 24, a1 - 4);
    arrows.push(
      polygon([tip, l, r], {
        fill: GREEN,
        stroke: GREEN,
        "stroke-width": 6,
        "stroke-linejoin": "round",
      }),
    );
  }
  parts.push(...arrows);

  // sprout on the hill
  parts.push(
    g(
      { transform: translate(250, 590) },
      path("M0 0C0 -30 2 -60 8 -90", stroke(DEEP, 7)),
      path("M6 -70C40 -70 70 -96 78 -132C40 -130 12 -110 6 -70Z", { fill: "#a7f3d0" }),
      path("M4 -42C-26 -40 -54 -60 -62 -94C-28 -94 -2 -76 4 -42Z", { fill: GREEN }),
    ),
  );

  // solar panels
  const panel = (x: number, y: number, s: number): string => {
    const cells: string[] = [];
    const P = (u: number, v: number): Pt => [x + u * 200 * s + v * 40 * s, y + v * 90 * s];
    const quad = [P(0, 0), P(1, 0), P(1, 1), P(0, 1)];
    for (let i = 1; i < 4; i++) {
      const [a, b] = [P(i / 4, 0), P(i / 4, 1)];
      cells.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    for (let j = 1; j < 3; j++) {
      const [a, b] = [P(0, j / 3), P(1, j / 3)];
      cells.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    const [bx, by] = P(0.5, 1);
    return g(
      {},
      line(bx, by, bx, by + 60 * s, stroke(C.slateLight, 10 * s)),
      polygon(quad, {
        fill: C.blueDark,
        stroke: C.white,
        "stroke-width": 5 * s,
        "stroke-linejoin": "round",
      }),
      path(cells.join(""), { stroke: C.bluePale, "stroke-opacity": 0.7, "stroke-width": 3 * s }),
      polygon([P(0.05, 0.08), P(0.3, 0.08), P(0.22, 0.32), P(0.02, 0.32)], {
        fill: C.white,
        "fill-opacity": 0.18,
      }),
    );
  };
  parts.push(panel(420, 520, 0.9), panel(640, 540, 0.9));

  parts.push(
    sparkle(560, 120, 16, { fill: GREEN }),
    sparkle(120, 560, 12, { fill: C.white }),
    sparkle(700, 260, 10, { fill: "#fde68a" }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

// ---------------------------------------------------------------------------

function parcel(x: number, y: number, w: number, h: number, shade = 0): string {
  const fill = ["#f59e0b", "#fbbf24", "#d97706"][shade % 3];
  return g(
    {},
    rect(x, y, w, h, { rx: 6, fill }),
    rect(x + w / 2 - 9, y, 18, h, { fill: "#fde68a", "fill-opacity": 0.85 }),
    rect(x + 10, y + h - 26, 28, 14, { rx: 3, fill: C.white, "fill-opacity": 0.85 }),
  );
}

function logistics(): string {
  const d = new Defs("cl");
  const rng = new Rng("case-localexpress");
  const parts: string[] = [scene(d, C.navy, C.blueDark, C.cyan, rng)];

  // route map along the top
  const route = "M150 210C300 80 460 250 620 150S930 90 1060 190";
  parts.push(
    path(route, stroke(C.white, 6, { "stroke-dasharray": "2 16", "stroke-opacity": 0.7 })),
  );
  // warehouse
  parts.push(
    g(
      { transform: translate(150, 250) },
      path("M-80 0V-70L0 -112L80 -70V0Z", { fill: C.white }),
      rect(-50, -54, 100, 54, { fill: C.navyMid }),
      path("M-50 -40H50M-50 -26H50M-50 -12H50", { stroke: C.blueSoft, "stroke-width": 4 }),
    ),
  );
  // shop
  parts.push(
    g(
      { transform: translate(1060, 240) },
      rect(-70, -90, 140, 90, { fill: C.white }),
      path("M-80 -90H80L70 -120H-70Z", { fill: C.cyan }),
      rect(-24, -52, 48, 52, { fill: C.navyMid }),
    ),
  );
  parts.push(mapPin(620, 150, 1.2, C.cyan, C.navy), mapPin(384, 150, 0.9, C.white, C.blue));

  // road
  parts.push(
    rect(0, 560, W, 115, { fill: C.navyDeep, "fill-opacity": 0.75 }),
    path(
      "M0 618H1200",
      stroke(C.white, 6, {
        "stroke-dasharray": "46 34",
        "stroke-opacity": 0.5,
        "stroke-linecap": "butt",
      }),
    ),
  );

  // van
  const vx = 250;
  const vy = 330;
  parts.push(
    ellipse(vx + 250, vy + 240, 290, 16, { fill: C.navyDeep, "fill-opacity": 0.6 }),
    path(`M${vx} ${vy + 20}Q${vx} ${vy} ${vx + 20} ${vy}H${vx + 330}V${vy + 220}H${vx}Z`, {
      fill: C.white,
    }),
    path(
      `M${vx + 330} ${vy + 30}H${vx + 420}Q${vx + 440} ${vy + 30} ${vx + 452} ${vy + 50}L${vx + 512} ${vy + 130}Q${vx + 520} ${vy + 142} ${vx + 520} ${vy + 158}V${vy + 200}Q${vx + 520} ${vy + 220} ${vx + 500} ${vy + 220}H${vx + 330}Z`,
      { fill: "#e6f0ff" },
    ),
    path(
      `M${vx + 350} ${vy + 50}H${vx + 420}Q${vx + 432} ${vy + 50} ${vx + 440} ${vy + 62}L${vx + 484} ${vy + 126}H${vx + 350}Z`,
      {
        fill: C.navyMid,
      },
    ),
    path(`M${vx + 360} ${vy + 60}L${vx + 392} ${vy + 60}L${vx + 366} ${vy + 110}Z`, {
      fill: C.white,
      "fill-opacity": 0.25,
    }),
    rect(vx, vy + 150, 520, 22, { fill: C.cyan }),
    rect(vx + 28, vy + 40, 150, 70, { rx: 14, fill: C.blue }),
    path(`M${vx + 60} ${vy + 76}l20 -18 20 18 20 -18`, stroke(C.white, 7)),
    rect(vx + 500, vy + 176, 26, 16, { rx: 4, fill: "#fde68a" }),
    rect(vx + 340, vy + 140, 26, 6, { rx: 3, fill: C.slateLight }),
  );
  for (const wx of [vx + 110, vx + 420]) {
    parts.push(
      circle(wx, vy + 222, 46, { fill: C.navyDeep }),
      circle(wx, vy + 222, 22, { fill: C.slateLight }),
      circle(wx, vy + 222, 8, { fill: C.navyDeep }),
    );
  }
  // speed lines
  parts.push(
    path("M90 420H200M60 470H210M120 520H210", stroke(C.cyan, 8, { "stroke-opacity": 0.7 })),
  );
  // parcels stack
  parts.push(
    parcel(880, 450, 120, 110, 0),
    parcel(1010, 470, 100, 90, 2),
    parcel(920, 350, 100, 100, 1),
    parcel(1030, 396, 70, 74, 0),
  );
  parts.push(
    sparkle(560, 60, 12, { fill: C.cyan }),
    sparkle(1140, 90, 14, { fill: C.white }),
    sparkle(780, 300, 10, { fill: C.cyan }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

// ---------------------------------------------------------------------------

function shopping(): string {
  const d = new Defs("cs");
  const rng = new Rng("case-shopsmart");
  const PINK = "#f472b6";
  const parts: string[] = [scene(d, "#1e1b4b", "#4338ca", PINK, rng)];

  // floor
  parts.push(rect(0, 560, W, 115, { fill: "#120f33", "fill-opacity": 0.55 }));

  // storefront
  const sx = 360;
  const sy = 150;
  const sw = 480;
  const sh = 410;
  parts.push(
    rect(sx, sy, sw, sh, { fill: "#eef2ff" }),
    rect(sx, sy + 80, sw, 34, { fill: "#c7d2fe", "fill-opacity": 0.7 }),
    rect(sx - 20, sy - 40, sw + 40, 60, { rx: 12, fill: C.navyMid }),
    rect(sx + 150, sy - 28, 180, 36, { rx: 8, fill: C.white, "fill-opacity": 0.14 }),
  );
  // shopping bag icon on the sign
  parts.push(
    path(`M${sx + 226} ${sy - 16}h28l-3 20h-22z`, { fill: PINK }),
    path(`M${sx + 233} ${sy - 16}v-3a7 7 0 0 1 14 0v3`, stroke(PINK, 3)),
  );
  // awning: stripes with scalloped edge
  const aw = sw + 40;
  const stripes = 10;
  const sW = aw / stripes;
  for (let i = 0; i < stripes; i++) {
    const x0 = sx - 20 + i * sW;
    const col = i % 2 === 0 ? PINK : C.white;
    parts.push(
      path(
        `M${n(x0)} ${sy + 20}H${n(x0 + sW)}V${sy + 80}A${n(sW / 2)} ${n(sW / 2)} 0 0 1 ${n(x0)} ${sy + 80}Z`,
        { fill: col },
      ),
    );
  }
  // windows and door
  parts.push(
    rect(sx + 30, sy + 150, 170, 180, { rx: 10, fill: "#c7d2fe" }),
    rect(sx + 280, sy + 150, 170, 180, { rx: 10, fill: "#c7d2fe" }),
    path(`M${sx + 40} ${sy + 300}L${sx + 150} ${sy + 160}H${sx + 190}L${sx + 80} ${sy + 300}Z`, {
      fill: C.white,
      "fill-opacity": 0.4,
    }),
    path(`M${sx + 290} ${sy + 300}L${sx + 400} ${sy + 160}H${sx + 420}L${sx + 310} ${sy + 300}Z`, {
      fill: C.white,
      "fill-opacity": 0.4,
    }),
    rect(sx + 205, sy + 200, 70, 210, { rx: 6, fill: "#4338ca" }),
    circle(sx + 260, sy + 310, 5, { fill: C.white }),
    // goods on shelves in the windows
    rect(sx + 50, sy + 240, 40, 70, { rx: 6, fill: PINK }),
    rect(sx + 100, sy + 260, 34, 50, { rx: 6, fill: C.blue }),
    rect(sx + 144, sy + 230, 36, 80, { rx: 6, fill: C.cyan }),
    circle(sx + 330, sy + 280, 30, { fill: C.blue }),
    rect(sx + 376, sy + 240, 52, 70, { rx: 8, fill: PINK }),
  );

  // shopping bags, left
  const bag = (x: number, y: number, w: number, h: number, col: string, handle: string): string =>
    g(
      {},
      path(
        `M${x + w * 0.28} ${y}V${y - 18}a${w * 0.22} ${w * 0.22} 0 0 1 ${w * 0.44} 0V${y}`,
        stroke(handle, 7),
      ),
      path(`M${x} ${y}H${x + w}L${x + w - 8} ${y + h}H${x + 8}Z`, { fill: col }),
      rect(x, y, w, 14, { fill: C.white, "fill-opacity": 0.18 }),
    );
  parts.push(
    bag(120, 400, 150, 170, PINK, C.white),
    bag(230, 440, 120, 130, C.cyan, C.navy),
    bag(60, 470, 100, 100, C.white, PINK),
  );

  // cart, right
  const cx = 870;
  const cy = 390;
  parts.push(
    parcel(cx + 70, cy + 10, 80, 70, 1),
    rect(cx + 160, cy + 20, 60, 60, { rx: 8, fill: C.cyan }),
    path(
      `M${cx - 20} ${cy - 30}H${cx + 20}L${cx + 60} ${cy + 150}H${cx + 250}`,
      stroke(C.white, 12),
    ),
    path(`M${cx + 30} ${cy + 30}H${cx + 270}L${cx + 245} ${cy + 125}H${cx + 52}Z`, {
      fill: C.white,
      "fill-opacity": 0.2,
      stroke: C.white,
      "stroke-width": 10,
      "stroke-linejoin": "round",
    }),
    path(
      `M${cx + 90} ${cy + 30}L${cx + 100} ${cy + 125}M${cx + 150} ${cy + 30}V${cy + 125}M${cx + 210} ${cy + 30}L${cx + 200} ${cy + 125}M${cx + 40} ${cy + 78}H${cx + 258}`,
      {
        stroke: C.white,
        "stroke-width": 5,
        "stroke-opacity": 0.7,
      },
    ),
    circle(cx + 90, cy + 180, 18, { fill: C.navyMid, stroke: C.white, "stroke-width": 8 }),
    circle(cx + 230, cy + 180, 18, { fill: C.navyMid, stroke: C.white, "stroke-width": 8 }),
  );

  // price tag
  parts.push(
    g(
      { transform: translate(1040, 150, 1, 20) },
      path("M-60 -40H30L70 0L30 40H-60Q-70 40 -70 30V-30Q-70 -40 -60 -40Z", { fill: "#fde68a" }),
      circle(34, 0, 9, { fill: "#4338ca" }),
      circle(-38, -14, 9, { fill: "none", stroke: "#4338ca", "stroke-width": 5 }),
      circle(-4, 14, 9, { fill: "none", stroke: "#4338ca", "stroke-width": 5 }),
      line(-6, -22, -36, 22, stroke("#4338ca", 5)),
    ),
  );
  // phone with contactless
  parts.push(
    g(
      { transform: translate(190, 190, 1, -10) },
      rect(-55, -100, 110, 200, { rx: 18, fill: C.navyMid }),
      rect(-45, -84, 90, 160, { rx: 8, fill: C.white }),
      rect(-30, -60, 60, 40, { rx: 6, fill: PINK }),
      path(
        "M-16 20a20 20 0 0 1 0 28M-6 12a32 32 0 0 1 0 44M4 4a44 44 0 0 1 0 60",
        stroke(C.blue, 5),
      ),
    ),
  );
  parts.push(
    sparkle(620, 70, 14, { fill: PINK }),
    sparkle(1150, 320, 12, { fill: C.white }),
    sparkle(70, 330, 14, { fill: C.cyan }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

export function caseStudySvg(slug: CaseStudy): string {
  switch (slug) {
    case "meditech-solutions":
      return meditech();
    case "greenomy":
      return greenomy();
    case "LocalExpressCFDRetail":
      return logistics();
    case "shopsmart-retail":
      return shopping();
  }
}
