/**
 * 404 artwork, "lost in the network": large 404 numerals over a dim node field, and an
 * unplugged cable whose two ends spark apart. Two compositions: a wide one (1920x1080) with
 * the numerals and the gap left of centre, so the page's panel can sit on the right, and a
 * tall one (1080x1920) for phones, the numerals high and the gap in the middle, the panel below.
 */
import { C, Defs, Rng, circle, f, fill, n, path, polar, rect, s, segment, sparkle } from "./core";
import { svgDoc, text } from "./core";
import { scatterNetwork } from "./hero";
import { measureText, type Output } from "./render";

/** Picture size, the numerals' centre (NX, NY) and the cable's height at the gap (CY), under NX. */
interface Layout {
  W: number;
  H: number;
  NX: number;
  NY: number;
  CY: number;
}
const WIDE: Layout = { W: 1920, H: 1080, NX: 720, NY: 400, CY: 760 };
const TALL: Layout = { W: 1080, H: 1920, NX: 540, NY: 620, CY: 1080 };

/** The numerals, sized to 860px of ink and centred on (NX, NY), with the given look. */
async function numerals({ NX, NY }: Layout): Promise<(look: string) => string> {
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

async function notFoundSvg(layout: Layout): Promise<string> {
  const { W, H, NX, NY, CY } = layout;
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
  const num = await numerals(layout);
  parts.push(
    circle(NX, NY, 620, f(d.glow(C.blue, 0.45))),
    num(`${s(C.cyan, 3, 0.35)} transform="translate(14 16)"`),
    num(f(d.linear(`0 ${C.white}, 1 #93c5fd`, [0, 0, 0, 1]))),
  );
  // the unplugged cable: a shadow, the cable and a highlight on each side of the gap
  const [gapL, gapR] = [NX - 100, NX + 100];
  // Each side curves up from below the picture's edge to its plug, its bends in proportion.
  const [leftEnd, rightEnd] = [gapL - 150, gapR + 150];
  const [rightSpan] = [W + 40 - rightEnd];
  const left = (dy: number, up = 0): string =>
    `M-40 ${CY + dy}C${n(leftEnd * 0.42)} ${CY + dy} ${n(leftEnd * 0.59)} ${CY - up} ${leftEnd} ${CY - up}`;
  const right = (dy: number, up = 0): string =>
    `M${W + 40} ${CY + dy}C${n(W + 40 - rightSpan * 0.48)} ${CY + dy} ${n(W + 40 - rightSpan * 0.67)} ${CY - up} ${rightEnd} ${CY - up}`;
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

/** The 404 pictures, wide and tall, each checked that the numerals keep 40px clear of every edge. */
export async function notFoundOutputs(): Promise<Output[]> {
  const pictures: Array<[string, Layout]> = [
    ["content/images/404.png", WIDE],
    ["content/images/404-tall.png", TALL],
  ];
  return Promise.all(
    pictures.map(async ([file, layout]) => {
      const numeralsOnly = svgDoc(
        layout.W,
        layout.H,
        null,
        (await numerals(layout))(`fill="#000"`),
      );
      return { file, svg: await notFoundSvg(layout), fit: { margin: 40, svg: numeralsOnly } };
    }),
  );
}
