/**
 * Home hero background (1600x900): a network of nodes over circuit traces,
 * navy to blue, darker on the left where the headline sits.
 */
import { C, Defs, Rng, circle, el, g, n, svgDoc, type Pt } from "./core";

export interface Node {
  x: number;
  y: number;
  r: number;
  hub: boolean;
}

/** Poisson-ish scatter with a density weight, plus k-nearest edges. */
export function scatterNetwork(
  rng: Rng,
  opts: {
    count: number;
    minDist: number;
    x0: number;
    x1: number;
    y0: number;
    y1: number;
    weight?: (x: number, y: number) => number;
    k: number;
    maxEdge: number;
    hubChance: number;
  },
): { nodes: Node[]; edges: Array<[number, number]> } {
  const nodes: Node[] = [];
  for (let tries = 0; tries < opts.count * 40 && nodes.length < opts.count; tries++) {
    const x = rng.range(opts.x0, opts.x1);
    const y = rng.range(opts.y0, opts.y1);
    const w = opts.weight ? opts.weight(x, y) : 1;
    if (rng.next() > w) continue;
    if (nodes.some((p) => Math.hypot(p.x - x, p.y - y) < opts.minDist)) continue;
    const hub = rng.chance(opts.hubChance);
    nodes.push({ x, y, r: hub ? rng.range(6, 8) : rng.range(2.2, 4.6), hub });
  }
  const seen = new Set<string>();
  const edges: Array<[number, number]> = [];
  nodes.forEach((p, i) => {
    const near = nodes
      .map((q, j) => ({ j, d: Math.hypot(q.x - p.x, q.y - p.y) }))
      .filter((o) => o.j !== i && o.d <= opts.maxEdge)
      .sort((a, b) => a.d - b.d)
      .slice(0, opts.k);
    for (const o of near) {
      const key = i < o.j ? `${i}-${o.j}` : `${o.j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push([i, o.j]);
    }
  });
  return { nodes, edges };
}

/** Orthogonal/45-degree PCB-style traces with pads. */
export function circuitTraces(
  rng: Rng,
  opts: {
    count: number;
    x0: number;
    x1: number;
    y0: number;
    y1: number;
    grid: number;
    color: string;
    accent: string;
  },
): string {
  const dirs: Pt[] = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ];
  const out: string[] = [];
  const pads: string[] = [];
  for (let t = 0; t < opts.count; t++) {
    let x = Math.round(rng.range(opts.x0, opts.x1) / opts.grid) * opts.grid;
    let y = Math.round(rng.range(opts.y0, opts.y1) / opts.grid) * opts.grid;
    let di = rng.pick([0, 2, 4, 6]);
    const list: Pt[] = [[x, y]];
    const segs = rng.int(2, 4);
    for (let s = 0; s < segs; s++) {
      const [dx, dy] = dirs[di];
      const len = rng.int(2, 7) * opts.grid * (dx !== 0 && dy !== 0 ? 0.7 : 1);
      x += dx * len;
      y += dy * len;
      list.push([x, y]);
      di = (di + rng.pick([1, 7, 1, 7, 2, 6])) % 8;
    }
    const bright = rng.chance(0.22);
    const col = bright ? opts.accent : opts.color;
    const op = bright ? 0.55 : rng.range(0.22, 0.4);
    out.push(
      el("polyline", {
        points: list.map(([a, b]) => `${n(a)},${n(b)}`).join(" "),
        fill: "none",
        stroke: col,
        "stroke-opacity": op,
        "stroke-width": 2,
        "stroke-linejoin": "round",
      }),
    );
    const [ex, ey] = list[list.length - 1];
    const [sx, sy] = list[0];
    pads.push(
      circle(ex, ey, 4.5, {
        fill: C.navy,
        stroke: col,
        "stroke-opacity": op + 0.2,
        "stroke-width": 2,
      }),
    );
    pads.push(circle(sx, sy, 2.6, { fill: col, "fill-opacity": op + 0.2 }));
  }
  return out.join("") + pads.join("");
}

export function heroSvg(): string {
  const W = 1600;
  const H = 900;
  const rng = new Rng("northbridge-hero");
  const d = new Defs("h");
  const parts: string[] = [];

  parts.push(
    el("rect", {
      width: W,
      height: H,
      fill: d.linear(
        [
          [0, C.navyDeep],
          [0.45, C.navy],
          [0.8, "#163a8a"],
          [1, C.blueDark],
        ],
        0,
        0.1,
        1,
        1,
      ),
    }),
  );
  parts.push(circle(1180, 330, 640, { fill: d.glow(C.cyan, 0.2) }));
  parts.push(circle(1560, 940, 720, { fill: d.glow(C.blue, 0.65) }));
  parts.push(circle(220, -60, 520, { fill: d.glow("#1e3a8a", 0.55) }));

  // fine dot grid
  const dots = d.pattern(
    "dots",
    32,
    32,
    circle(16, 16, 1.3, { fill: C.white, "fill-opacity": 0.07 }),
  );
  parts.push(el("rect", { width: W, height: H, fill: dots }));

  // orbit rings around the main hub
  const hx = 1170;
  const hy = 455;
  parts.push(
    g(
      { fill: "none", stroke: C.white },
      circle(hx, hy, 190, { "stroke-opacity": 0.09, "stroke-width": 1.5 }),
      circle(hx, hy, 320, {
        "stroke-opacity": 0.07,
        "stroke-width": 1.5,
        "stroke-dasharray": "4 10",
      }),
      circle(hx, hy, 470, { "stroke-opacity": 0.05, "stroke-width": 1.5 }),
      circle(hx, hy, 640, {
        "stroke-opacity": 0.04,
        "stroke-width": 1.5,
        "stroke-dasharray": "2 14",
      }),
    ),
  );

  // circuit traces
  parts.push(
    circuitTraces(rng, {
      count: 34,
      x0: 560,
      x1: 1620,
      y0: -20,
      y1: 920,
      grid: 24,
      color: C.blueSoft,
      accent: C.cyan,
    }),
  );

  // network
  const weight = (x: number): number => Math.min(1, Math.max(0.04, (x - 420) / 650));
  const { nodes, edges } = scatterNetwork(rng, {
    count: 64,
    minDist: 86,
    x0: 380,
    x1: 1580,
    y0: 40,
    y1: 860,
    weight,
    k: 3,
    maxEdge: 240,
    hubChance: 0.12,
  });
  nodes.push({ x: hx, y: hy, r: 12, hub: true });
  const hubIndex = nodes.length - 1;
  nodes.forEach((p, i) => {
    if (i !== hubIndex && Math.hypot(p.x - hx, p.y - hy) < 300 && p.hub) edges.push([i, hubIndex]);
  });
  const edgeMarkup: string[] = [];
  for (const [a, b] of edges) {
    const p = nodes[a];
    const q = nodes[b];
    const len = Math.hypot(p.x - q.x, p.y - q.y);
    const op = Math.max(0.08, 0.42 - len / 900) * (0.35 + 0.65 * weight(Math.min(p.x, q.x)));
    edgeMarkup.push(
      el("line", {
        x1: p.x,
        y1: p.y,
        x2: q.x,
        y2: q.y,
        stroke: b === hubIndex ? C.cyan : C.bluePale,
        "stroke-opacity": b === hubIndex ? 0.5 : op,
        "stroke-width": b === hubIndex ? 1.8 : 1.3,
      }),
    );
  }
  parts.push(g({}, ...edgeMarkup));

  // data packets travelling along some edges
  const packets: string[] = [];
  for (let i = 0; i < 16; i++) {
    const [a, b] = edges[rng.int(0, edges.length - 1)];
    const p = nodes[a];
    const q = nodes[b];
    if (weight(Math.min(p.x, q.x)) < 0.5) continue;
    const t = rng.range(0.35, 0.75);
    const px = p.x + (q.x - p.x) * t;
    const py = p.y + (q.y - p.y) * t;
    const tx = p.x + (q.x - p.x) * (t - 0.22);
    const ty = p.y + (q.y - p.y) * (t - 0.22);
    packets.push(
      el("line", {
        x1: tx,
        y1: ty,
        x2: px,
        y2: py,
        stroke: d.linearUser(
          [
            [0, C.cyan, 0],
            [1, C.cyan, 0.9],
          ],
          Math.round(tx),
          Math.round(ty),
          Math.round(px),
          Math.round(py),
        ),
        "stroke-width": 3,
        "stroke-linecap": "round",
      }),
      circle(px, py, 3.2, { fill: C.white }),
    );
  }
  parts.push(...packets);

  // nodes
  const glowFill = d.glow(C.cyan, 0.45);
  for (const p of nodes) {
    const fade = weight(p.x);
    if (p.hub) {
      const big = p.r > 10;
      parts.push(circle(p.x, p.y, p.r * (big ? 9 : 6), { fill: glowFill }));
      parts.push(
        circle(p.x, p.y, p.r * 2.6, {
          fill: "none",
          stroke: C.cyan,
          "stroke-opacity": 0.45,
          "stroke-width": 1.5,
        }),
      );
      if (big) {
        parts.push(
          circle(p.x, p.y, p.r * 4.4, { fill: "none", stroke: C.cyan, "stroke-opacity": 0.22 }),
        );
        parts.push(
          circle(p.x, p.y, p.r * 1.6, { fill: C.navy, stroke: C.cyan, "stroke-width": 3 }),
        );
      }
      parts.push(circle(p.x, p.y, p.r, { fill: big ? C.white : C.cyan }));
    } else {
      parts.push(circle(p.x, p.y, p.r, { fill: C.blueMist, "fill-opacity": 0.35 + 0.55 * fade }));
    }
  }

  // keep the left side calm for the headline
  parts.push(
    el("rect", {
      width: W,
      height: H,
      fill: d.linear(
        [
          [0, C.navyDeep, 0.82],
          [0.38, C.navyDeep, 0.45],
          [0.62, C.navyDeep, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  parts.push(
    el("rect", {
      y: H - 220,
      width: W,
      height: 220,
      fill: d.linear(
        [
          [0, C.navyDeep, 0],
          [1, C.navyDeep, 0.45],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  );
  return svgDoc(W, H, d, parts.join(""));
}
