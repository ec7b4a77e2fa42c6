/**
 * 404 artwork (1920x1080): "lost in the network". Large 404 numerals over a
 * dim node field, and an unplugged cable whose two ends spark apart.
 */
import {
  C,
  Defs,
  FONT,
  Rng,
  circle,
  el,
  g,
  line,
  n,
  path,
  polar,
  rect,
  sparkle,
  stroke,
  svgDoc,
} from "./core";
import { scatterNetwork } from "./hero";
import { measureText } from "./render";

const W = 1920;
const H = 1080;
const NUM_CX = 960;
const NUM_CY = 430;
const CABLE_Y = 770;

interface Numerals {
  size: number;
  x: number;
  baseline: number;
}

async function numerals(): Promise<Numerals> {
  const ref = await measureText("404", 100, 700, { letterSpacing: 6 });
  const size = Math.floor((860 / ref.width) * 100);
  const box = await measureText("404", size, 700, { letterSpacing: size * 0.06 });
  return {
    size,
    x: NUM_CX - (box.left + box.right) / 2,
    baseline: NUM_CY - (box.top + box.bottom) / 2,
  };
}

function numeralText(t: Numerals, attrs: Record<string, string | number>): string {
  return el(
    "text",
    {
      x: t.x,
      y: t.baseline,
      "font-family": FONT,
      "font-weight": 700,
      "font-size": t.size,
      "letter-spacing": n(t.size * 0.06),
      ...attrs,
    },
    "404",
  );
}

/** Only the numerals, on transparent: used to check they are not clipped. */
export async function notFoundTextOnlySvg(): Promise<string> {
  const t = await numerals();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${numeralText(t, { fill: "#000" })}</svg>`;
}

function plug(x: number, y: number, dir: 1 | -1, d: Defs): string {
  // body faces the gap in direction `dir` (+1: prongs point right)
  const body = d.linear(
    [
      [0, C.blueLight],
      [1, C.blueDark],
    ],
    0,
    0,
    0,
    1,
  );
  const bx = dir === 1 ? x - 150 : x;
  return g(
    {},
    rect(bx, y - 52, 150, 104, { rx: 22, fill: body }),
    rect(bx + (dir === 1 ? 112 : 0), y - 52, 38, 104, { rx: 14, fill: C.navyLight }),
    rect(dir === 1 ? bx + 20 : bx + 50, y - 30, 80, 10, {
      rx: 5,
      fill: C.white,
      "fill-opacity": 0.25,
    }),
    dir === 1
      ? rect(x, y - 34, 70, 16, { rx: 5, fill: "#cbd5e1" }) +
          rect(x, y + 18, 70, 16, { rx: 5, fill: "#cbd5e1" })
      : rect(x - 4, y - 36, 10, 20, { rx: 3, fill: C.navyDeep }) +
          rect(x - 4, y + 16, 10, 20, { rx: 3, fill: C.navyDeep }),
  );
}

export async function notFoundSvg(): Promise<string> {
  const d = new Defs("nf");
  const rng = new Rng("northbridge-404");
  const parts: string[] = [];

  parts.push(
    el("rect", {
      width: W,
      height: H,
      fill: d.radial(
        [
          [0, "#16306a"],
          [0.5, C.navy],
          [1, "#050d1c"],
        ],
        0.5,
        0.42,
        0.75,
      ),
    }),
  );
  parts.push(
    el("rect", {
      width: W,
      height: H,
      fill: d.pattern("dots", 36, 36, circle(18, 18, 1.4, { fill: C.white, "fill-opacity": 0.06 })),
    }),
  );

  // dim network: edges crossing the gap are "broken" (dashed, fading)
  const { nodes, edges } = scatterNetwork(rng, {
    count: 80,
    minDist: 120,
    x0: 20,
    x1: W - 20,
    y0: 20,
    y1: H - 20,
    k: 2,
    maxEdge: 300,
    hubChance: 0.1,
    weight: (x, y) => (Math.abs(x - NUM_CX) < 560 && Math.abs(y - NUM_CY) < 250 ? 0.05 : 1),
  });
  const solid: string[] = [];
  const broken: string[] = [];
  for (const [a, b] of edges) {
    const p = nodes[a];
    const q = nodes[b];
    const seg = `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`;
    if (rng.chance(0.22)) {
      // draw only the first 40% of the edge, ending in an open end
      const ex = p.x + (q.x - p.x) * 0.4;
      const ey = p.y + (q.y - p.y) * 0.4;
      broken.push(`M${n(p.x)} ${n(p.y)}L${n(ex)} ${n(ey)}`);
    } else {
      solid.push(seg);
    }
  }
  parts.push(
    path(solid.join(""), { stroke: C.bluePale, "stroke-opacity": 0.13, "stroke-width": 1.5 }),
  );
  parts.push(
    path(broken.join(""), {
      stroke: "#f87171",
      "stroke-opacity": 0.35,
      "stroke-width": 1.5,
      "stroke-dasharray": "6 8",
    }),
  );
  for (const p of nodes) {
    parts.push(
      circle(p.x, p.y, p.hub ? 5 : 3, {
        fill: p.hub ? C.cyan : C.bluePale,
        "fill-opacity": p.hub ? 0.7 : 0.3,
      }),
    );
    if (p.hub)
      parts.push(circle(p.x, p.y, 16, { fill: "none", stroke: C.cyan, "stroke-opacity": 0.25 }));
  }

  // glow and numerals
  parts.push(circle(NUM_CX, NUM_CY, 620, { fill: d.glow(C.blue, 0.45) }));
  const t = await numerals();
  parts.push(
    numeralText(t, {
      fill: "none",
      stroke: C.cyan,
      "stroke-opacity": 0.35,
      "stroke-width": 3,
      transform: "translate(14 16)",
    }),
    numeralText(t, {
      fill: d.linear(
        [
          [0, C.white],
          [1, "#93c5fd"],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );

  // unplugged cable
  const gapL = 860;
  const gapR = 1060;
  parts.push(
    path(
      `M-40 ${CABLE_Y + 150}C300 ${CABLE_Y + 150} 420 ${CABLE_Y} ${gapL - 150} ${CABLE_Y}`,
      stroke(C.navyDeep, 34, { "stroke-opacity": 0.6 }),
    ),
    path(
      `M-40 ${CABLE_Y + 140}C300 ${CABLE_Y + 140} 420 ${CABLE_Y} ${gapL - 150} ${CABLE_Y}`,
      stroke(C.blue, 22),
    ),
    path(
      `M-40 ${CABLE_Y + 134}C300 ${CABLE_Y + 134} 420 ${CABLE_Y - 6} ${gapL - 150} ${CABLE_Y - 6}`,
      stroke(C.white, 4, { "stroke-opacity": 0.25 }),
    ),
    path(
      `M${W + 40} ${CABLE_Y + 170}C${W - 320} ${CABLE_Y + 170} ${W - 460} ${CABLE_Y} ${gapR + 150} ${CABLE_Y}`,
      stroke(C.blue, 22),
    ),
    path(
      `M${W + 40} ${CABLE_Y + 164}C${W - 320} ${CABLE_Y + 164} ${W - 460} ${CABLE_Y - 6} ${gapR + 150} ${CABLE_Y - 6}`,
      stroke(C.white, 4, { "stroke-opacity": 0.25 }),
    ),
  );
  parts.push(plug(gapL - 70, CABLE_Y, 1, d), plug(gapR, CABLE_Y, -1, d));

  // sparks in the gap
  const sx = (gapL + gapR) / 2;
  parts.push(circle(sx, CABLE_Y, 110, { fill: d.glow(C.cyan, 0.5) }));
  for (let i = 0; i < 10; i++) {
    const a = -90 + i * 36 + rng.range(-8, 8);
    const [x0, y0] = polar(sx, CABLE_Y, 26, a);
    const [x1, y1] = polar(sx, CABLE_Y, rng.range(54, 80), a);
    parts.push(line(x0, y0, x1, y1, stroke(i % 3 === 0 ? "#fbbf24" : C.cyan, 5)));
  }
  parts.push(
    sparkle(sx, CABLE_Y, 20, { fill: C.white }),
    sparkle(sx + 60, CABLE_Y - 80, 12, { fill: C.cyan }),
    sparkle(sx - 70, CABLE_Y + 74, 10, { fill: "#fbbf24" }),
  );

  return svgDoc(W, H, d, parts.join(""));
}
