/**
 * Northbridge IT identity: the mark (mark.ts), the horizontal logo,
 * favicon, touch icon and share (OG) image. The logo and favicon SVGs ship as
 * they are, so they are short readable templates.
 */
import { C, Defs, FONT, Rng, at, circle, each, f, fill, n, path, s, segment, svgDoc } from "./core";
import { scatterNetwork, type Node } from "./hero";
import {
  FAVICON_PNG_PATH,
  FAVICON_SVG as FAVICON,
  MARK,
  badge,
  badgeGradient as gradient,
} from "./mark";
import { measureText, type Output } from "./render";

/** "Northbridge IT", "IT" in the accent colour. */
const word = (accent?: string): string =>
  `Northbridge <tspan${accent ? ` fill="${accent}"` : ""}>IT</tspan>`;
const SERVICES = "Managed IT · Cyber Security · Cloud · Private AI";

/** Horizontal logo (480x120): badge + "Northbridge IT", the text measured to fill the space. */
function logoSvg(onDark: boolean, t: { size: number; x: number; baseline: number }): string {
  const [ink, accent] = onDark ? [C.white, C.cyan] : [C.navy, C.blue];
  const font = `font-family="${FONT}" font-size="${n(t.size)}" font-weight="700"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" ` +
      `role="img" aria-label="Northbridge IT">`,
    `  <title>Northbridge IT</title>`,
    `  <defs>${gradient("nb-grad")}</defs>`,
    `  <g transform="translate(8 16) scale(${n(88 / 64)})">${badge("nb-grad")}</g>`,
    `  <text x="${n(t.x)}" y="${n(t.baseline)}" ${font} letter-spacing="-0.5" fill="${ink}">` +
      `${word(accent)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** Apple touch icon: full-bleed badge with the mark scaled into the safe area. */
const TOUCH_ICON =
  `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64">` +
  `<defs>${gradient("nb-grad")}</defs><rect width="64" height="64" fill="url(#nb-grad)"/>` +
  `<g transform="translate(6.4 5.4) scale(.8)">${MARK}</g></svg>`;

/** Share image (1200x630): lock-up, headline and services beside a network constellation. */
function ogSvg(headline: number, sub: number): string {
  const d = new Defs("og");
  const rng = new Rng("og-image");
  const net = { count: 26, minDist: 78, k: 2, maxEdge: 400, hubChance: 0.25 };
  const { nodes, edges } = scatterNetwork(rng, [720, 40, 1180, 590], net);
  const node = ({ x, y, hub }: Node): string =>
    hub
      ? circle(x, y, 5.5, f(C.cyan, 0.95)) + circle(x, y, 17, s(C.cyan, 1, 0.3))
      : circle(x, y, 3.5, f(C.bluePale, 0.6));
  const link = ([a, b]: number[]) =>
    segment(nodes[a].x, nodes[a].y, nodes[b].x, nodes[b].y, s(C.bluePale, 1.5, 0.22));
  const font = (size: number) => `font-family="${FONT}" font-weight="700" font-size="${size}"`;
  const head = `${font(headline)} fill="${C.white}" letter-spacing="-1.5"`;
  return svgDoc(
    1200,
    630,
    d,
    `${fill(1200, 630, d.linear(`0 ${C.navyDeep}, .5 ${C.navy}, 1 ${C.blueDark}`))}
    ${circle(1050, 120, 420, f(d.glow(C.cyan, 0.28)))}
    ${circle(980, 640, 460, f(d.glow(C.blue, 0.55)))}
    ${each(edges, link)}${each(nodes, node)}
    ${path("M640 700C720 180 1160 180 1240 700", s(C.white, 36, 0.06))}
    <defs>${gradient("og-mark")}</defs>${at("translate(80 72) scale(1.1)", badge("og-mark"))}
    <text x="168" y="121.4" ${font(40)} fill="${C.white}" letter-spacing="-0.5">
      ${word(C.cyan)}</text>
    <text x="80" y="330" ${head}>Stress-Free IT</text>
    <text x="80" y="${n(330 + headline * 1.12)}" ${head}>
      for <tspan fill="${C.cyan}">SMEs.</tspan></text>
    ${segment(80, 500, 200, 500, s(C.cyan, 5))}
    <text x="80" y="552" font-family="${FONT}" font-size="${sub}" fill="${C.blueMist}"
      fill-opacity=".92">${SERVICES}</text>`,
  );
}

/** Logo (on dark and on light), favicon, touch icon and share image. */
export async function brandOutputs(): Promise<Output[]> {
  // Fit "Northbridge IT" into the space right of the 88px badge.
  const ref = await measureText(word(), 100, 700, { raw: true, letterSpacing: -0.5 });
  const size = Math.min(50, Math.floor(((480 - 114 - 12) / ref.width) * 100 * 2) / 2);
  const box = await measureText(word(), size, 700, { raw: true, letterSpacing: -0.5 });
  const t = { size, x: 114 - box.left, baseline: 60 + (size * 0.73) / 2 };
  const head = await measureText("Stress-Free IT", 100, 700, { letterSpacing: -1.5 });
  const sub = await measureText(SERVICES, 100, "normal");
  const fitted = (w: number, room: number, max: number) =>
    Math.min(max, Math.floor((room / w) * 100));
  const og = ogSvg(fitted(head.width, 640, 92), fitted(sub.width, 1000, 30));
  return [
    { file: "static/logo.svg", svg: logoSvg(true, t), fit: { margin: 2 } },
    { file: "static/logo-dark.svg", svg: logoSvg(false, t), fit: { margin: 2 } },
    { file: "content/images/logo.png", svg: logoSvg(true, t) },
    { file: "static/favicon.svg", svg: FAVICON },
    { file: `static${FAVICON_PNG_PATH}`, svg: FAVICON, palette: "never" },
    { file: "static/apple-touch-icon.png", svg: TOUCH_ICON },
    { file: "static/og-image.png", svg: og },
  ];
}
