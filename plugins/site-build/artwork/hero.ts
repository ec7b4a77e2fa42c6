/**
 * Network and circuit textures shared by the backgrounds, and the home hero
 * (1600x900): nodes over circuit traces, navy to blue, darker on the left
 * where the headline sits.
 */
import { C, Defs, Rng, circle, f, fill, polar, pts, s, segment, svgDoc, type Pt } from "./core";

export type Node = { x: number; y: number; r: number; hub: boolean };
/** x0, y0, x1, y1 */
export type Area = [number, number, number, number];
/** `k`: links per node (to its nearest, within maxEdge); `weight`: keeps a candidate at (x, y). */
export type NetworkOptions = { count: number; minDist: number; k: number; maxEdge: number } & {
  hubChance: number;
  weight?: (x: number, y: number) => number;
};

/** Poisson-ish scatter with a density weight, plus k-nearest edges. */
export function scatterNetwork(rng: Rng, [x0, y0, x1, y1]: Area, o: NetworkOptions) {
  const nodes: Node[] = [];
  for (let tries = 0; tries < o.count * 40 && nodes.length < o.count; tries++) {
    const [x, y] = [rng.range(x0, x1), rng.range(y0, y1)];
    if (rng.next() > (o.weight ? o.weight(x, y) : 1)) continue;
    if (nodes.some((p) => Math.hypot(p.x - x, p.y - y) < o.minDist)) continue;
    const hub = rng.chance(o.hubChance);
    nodes.push({ x, y, r: hub ? rng.range(6, 8) : rng.range(2.2, 4.6), hub });
  }
  const edges: Array<[number, number]> = [];
  nodes.forEach((p, i) => {
    const near = nodes
      .map((q, j) => ({ j, d: Math.hypot(q.x - p.x, q.y - p.y) }))
      .filter((e) => e.j !== i && e.d <= o.maxEdge)
      .sort((a, b) => a.d - b.d)
      .slice(0, o.k);
    for (const { j } of near) if (!edges.some(([a, b]) => a === j && b === i)) edges.push([i, j]);
  });
  return { nodes, edges };
}

/** Orthogonal/45-degree PCB-style traces on a 24px grid, with pads, some in the accent colour. */
function circuitTraces(rng: Rng, [x0, y0, x1, y1]: Area, count: number) {
  const [color, accent] = [C.blueSoft, C.cyan];
  const dirs = [0, 45, 90, 135, 180, 225, 270, 315].map((a) => polar(0, 0, 1, a).map(Math.round));
  const [traces, pads]: [string[], string[]] = [[], []];
  for (let t = 0; t < count; t++) {
    let [x, y] = [Math.round(rng.range(x0, x1) / 24) * 24, Math.round(rng.range(y0, y1) / 24) * 24];
    let di = rng.pick([0, 2, 4, 6]);
    const list: Pt[] = [[x, y]];
    for (let seg = rng.int(2, 4); seg > 0; seg--) {
      const [dx, dy] = dirs[di];
      const len = rng.int(2, 7) * 24 * (dx !== 0 && dy !== 0 ? 0.7 : 1);
      [x, y] = [x + dx * len, y + dy * len];
      list.push([x, y]);
      di = (di + rng.pick([1, 7, 1, 7, 2, 6])) % 8;
    }
    const bright = rng.chance(0.22);
    const [col, op] = bright ? [accent, 0.55] : [color, rng.range(0.22, 0.4)];
    const [[sx, sy], [ex, ey]] = [list[0], list[list.length - 1]];
    traces.push(`<polyline points="${pts(list)}" ${s(col, 2, op)}/>`);
    pads.push(circle(ex, ey, 4.5, s(col, 2, op + 0.2, C.navy)));
    pads.push(circle(sx, sy, 2.6, f(col, op + 0.2)));
  }
  return traces.join("") + pads.join("");
}

export function heroSvg(): string {
  const [W, H, hx, hy] = [1600, 900, 1170, 455];
  const rng = new Rng("northbridge-hero");
  const d = new Defs("h");
  const orbit = (r: number, op: number, dash = ""): string =>
    circle(hx, hy, r, `${s(C.white, 1.5, op)}${dash && ` stroke-dasharray="${dash}"`}`);
  const sky = d.linear(
    `0 ${C.navyDeep}, .45 ${C.navy}, .8 #163a8a, 1 ${C.blueDark}`,
    [0, 0.1, 1, 1],
  );
  const parts = [
    fill(W, H, sky),
    circle(1180, 330, 640, `fill="${d.glow(C.cyan, 0.2)}"`),
    circle(1560, 940, 720, `fill="${d.glow(C.blue, 0.65)}"`),
    circle(220, -60, 520, `fill="${d.glow("#1e3a8a", 0.55)}"`),
    fill(W, H, d.pattern(32, 32, circle(16, 16, 1.3, f(C.white, 0.07)))),
    // orbit rings around the main hub
    orbit(190, 0.09) + orbit(320, 0.07, "4 10") + orbit(470, 0.05) + orbit(640, 0.04, "2 14"),
    circuitTraces(rng, [560, -20, 1620, 920], 34),
  ];
  const weight = (x: number): number => Math.min(1, Math.max(0.04, (x - 420) / 650));
  const net = { count: 64, minDist: 86, k: 3, maxEdge: 240, hubChance: 0.12, weight };
  const { nodes, edges } = scatterNetwork(rng, [380, 40, 1580, 860], net);
  const hub = nodes.push({ x: hx, y: hy, r: 12, hub: true }) - 1;
  nodes.forEach((p, i) => {
    if (i !== hub && Math.hypot(p.x - hx, p.y - hy) < 300 && p.hub) edges.push([i, hub]);
  });
  for (const [a, b] of edges) {
    const [p, q] = [nodes[a], nodes[b]];
    const len = Math.hypot(p.x - q.x, p.y - q.y);
    const op = Math.max(0.08, 0.42 - len / 900) * (0.35 + 0.65 * weight(Math.min(p.x, q.x)));
    const look = b === hub ? s(C.cyan, 1.8, 0.5) : s(C.bluePale, 1.3, op);
    parts.push(segment(p.x, p.y, q.x, q.y, look));
  }
  // data packets travelling along some edges
  for (let i = 0; i < 16; i++) {
    const [p, q] = rng.pick(edges).map((k) => nodes[k]);
    if (weight(Math.min(p.x, q.x)) < 0.5) continue;
    const t = rng.range(0.35, 0.75);
    const [x1, y1, x2, y2] = [t - 0.22, t].flatMap((u) => [
      p.x + (q.x - p.x) * u,
      p.y + (q.y - p.y) * u,
    ]);
    const fade = d.linear(`0 ${C.cyan} 0, 1 ${C.cyan} .9`, [x1, y1, x2, y2].map(Math.round), true);
    parts.push(segment(x1, y1, x2, y2, s(fade, 3)), circle(x2, y2, 3.2, f(C.white)));
  }
  for (const { x, y, r, hub: isHub } of nodes) {
    const big = r > 10;
    if (!isHub) parts.push(circle(x, y, r, f(C.blueMist, 0.35 + 0.55 * weight(x))));
    else {
      parts.push(
        circle(x, y, r * (big ? 9 : 6), f(d.glow(C.cyan, 0.45))),
        circle(x, y, r * 2.6, s(C.cyan, 1.5, 0.45)),
      );
      if (big)
        parts.push(
          circle(x, y, r * 4.4, s(C.cyan, 1, 0.22)),
          circle(x, y, r * 1.6, s(C.cyan, 3, 1, C.navy)),
        );
      parts.push(circle(x, y, r, f(big ? C.white : C.cyan)));
    }
  }
  // keep the left side calm for the headline
  const nd = C.navyDeep;
  const side = d.linear(`0 ${nd} .82, .38 ${nd} .45, .62 ${nd} 0`, [0, 0, 1, 0]);
  const floor = d.linear(`0 ${nd} 0, 1 ${nd} .45`, [0, 0, 0, 1]);
  parts.push(fill(W, H, side), fill(W, 220, floor, H - 220));
  return svgDoc(W, H, d, parts.join(""));
}
