/**
 * 404 artwork (1920x1080): "lost in the network". Large 404 numerals over a
 * dim node field, and an unplugged cable whose two ends spark apart.
 */
import { C, Defs, Rng, circle, f, fill, n, path, polar, rect, s, segment, sparkle } from "./core";
import { svgDoc, text } from "./core";
import { scatterNetwork } from "./hero";
import { measureText, type Output } from "./render";

const [W, H, NX, NY, CY] = [1920, 1080, 960, 430, 770];

/** The numerals, sized to 860px of ink and centred on (NX, NY), with the given look. */
async function numerals(): Promise<(look: string) => string> {
  const ref = await measureText("404", 100, 700, { letterSpacing: 6 });
  const size = Math.floor((860 / ref.width) * 100);
  const box = await measureText("404", size, 700, { letterSpacing: size * 0.06 });
  const [x, y] = [NX - (box.left + box.right) / 2, NY - (box.top + box.bottom) / 2];
  return (look) => text(x, y, size, "404", `letter-spacing="${n(size * 0.06)}" ${look}`);
}

/** A plug whose prongs (dir 1) or socket holes (dir -1) face the gap at x. */
function plug(x: number, y: number, dir: 1 | -1, d: Defs): string {
  const bx = dir === 1 ? x - 150 : x;
  const [mx, my, mw, mh, mr, mc] =
    dir === 1
      ? ([x, 34, 70, 16, 5, "#cbd5e1"] as const)
      : ([x - 4, 36, 10, 20, 3, C.navyDeep] as const);
  const body = d.linear(`0 ${C.blueLight}, 1 ${C.blueDark}`, [0, 0, 0, 1]);
  return (
    rect(bx, y - 52, 150, 104, 22, f(body)) +
    rect(bx + (dir === 1 ? 112 : 0), y - 52, 38, 104, 14, f(C.navyLight)) +
    rect(dir === 1 ? bx + 20 : bx + 50, y - 30, 80, 10, 5, f(C.white, 0.25)) +
    rect(mx, y - my, mw, mh, mr, f(mc)) +
    rect(mx, y + my - mh, mw, mh, mr, f(mc))
  );
}

async function notFoundSvg(): Promise<string> {
  const d = new Defs("nf");
  const rng = new Rng("northbridge-404");
  const parts = [
    fill(W, H, d.radial(`0 #16306a, .5 ${C.navy}, 1 #050d1c`, 0.5, 0.42, 0.75)),
    fill(W, H, d.pattern(36, 36, circle(18, 18, 1.4, f(C.white, 0.06)))),
  ];
  // a dim network, sparse behind the numerals; some edges are "broken": only their first 40% drawn
  const weight = (x: number, y: number) =>
    Math.abs(x - NX) < 560 && Math.abs(y - NY) < 250 ? 0.05 : 1;
  const net = { count: 80, minDist: 120, k: 2, maxEdge: 300, hubChance: 0.1, weight };
  const { nodes, edges } = scatterNetwork(rng, [20, 20, W - 20, H - 20], net);
  const [solid, broken]: [string[], string[]] = [[], []];
  for (const [a, b] of edges) {
    const [p, q, cut] = [nodes[a], nodes[b], rng.chance(0.22)];
    const k = cut ? 0.4 : 1;
    (cut ? broken : solid).push(
      `M${n(p.x)} ${n(p.y)}L${n(p.x + (q.x - p.x) * k)} ${n(p.y + (q.y - p.y) * k)}`,
    );
  }
  parts.push(
    path(solid.join(""), s(C.bluePale, 1.5, 0.13)),
    path(broken.join(""), `${s("#f87171", 1.5, 0.35)} stroke-dasharray="6 8"`),
    ...nodes.map(({ x, y, hub }) =>
      hub
        ? circle(x, y, 5, f(C.cyan, 0.7)) + circle(x, y, 16, s(C.cyan, 1, 0.25))
        : circle(x, y, 3, f(C.bluePale, 0.3)),
    ),
  );
  const num = await numerals();
  parts.push(
    circle(NX, NY, 620, f(d.glow(C.blue, 0.45))),
    num(`${s(C.cyan, 3, 0.35)} transform="translate(14 16)"`),
    num(f(d.linear(`0 ${C.white}, 1 #93c5fd`, [0, 0, 0, 1]))),
  );
  // the unplugged cable: a shadow, the cable and a highlight on each side of the gap
  const [gapL, gapR] = [860, 1060];
  const left = (dy: number, up = 0): string =>
    `M-40 ${CY + dy}C300 ${CY + dy} 420 ${CY - up} ${gapL - 150} ${CY - up}`;
  const right = (dy: number, up = 0): string =>
    `M${W + 40} ${CY + dy}C${W - 320} ${CY + dy} ${W - 460} ${CY - up} ${gapR + 150} ${CY - up}`;
  parts.push(
    path(left(150), s(C.navyDeep, 34, 0.6)) + path(left(140), s(C.blue, 22)),
    path(left(134, 6), s(C.white, 4, 0.25)) + path(right(170), s(C.blue, 22)),
    path(right(164, 6), s(C.white, 4, 0.25)),
    plug(gapL - 70, CY, 1, d),
    plug(gapR, CY, -1, d),
  );
  // sparks in the gap
  const sx = (gapL + gapR) / 2;
  parts.push(circle(sx, CY, 110, f(d.glow(C.cyan, 0.5))));
  for (let i = 0; i < 10; i++) {
    const a = -90 + i * 36 + rng.range(-8, 8);
    const [[x0, y0], [x1, y1]] = [polar(sx, CY, 26, a), polar(sx, CY, rng.range(54, 80), a)];
    parts.push(segment(x0, y0, x1, y1, s(i % 3 === 0 ? C.amber : C.cyan, 5)));
  }
  parts.push(
    sparkle(sx, CY, 20, f(C.white)) + sparkle(sx + 60, CY - 80, 12, f(C.cyan)),
    sparkle(sx - 70, CY + 74, 10, f(C.amber)),
  );
  return svgDoc(W, H, d, parts.join(""));
}

/** The 404 picture, checked that the numerals keep 40px clear of every edge. */
export async function notFoundOutput(): Promise<Output> {
  const numeralsOnly = svgDoc(W, H, null, (await numerals())(`fill="#000"`));
  const fit = { margin: 40, svg: numeralsOnly };
  return { file: "content/images/404.png", svg: await notFoundSvg(), fit };
}
