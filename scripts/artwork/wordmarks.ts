/**
 * Neutral 320x120 wordmarks: partner names (plain text, NOT their logos) and
 * fictional client names with a small geometric emblem. Text is measured with
 * the real font so the chosen size always fits.
 */
import { C, FONT, circle, el, escapeXml, g, n, path, rect, stroke, translate } from "./core";
import { measureText } from "./render";

export const WORDMARK_W = 320;
export const WORDMARK_H = 120;
const GREY = C.slate;
const GREY_LIGHT = C.slateLight;

export interface WordmarkSpec {
  slug: string;
  name: string;
}

export const PARTNERS: readonly WordmarkSpec[] = [
  { slug: "microsoft", name: "Microsoft" },
  { slug: "amazon-web-services", name: "Amazon Web Services" },
  { slug: "google-cloud", name: "Google Cloud" },
  { slug: "cisco", name: "Cisco" },
  { slug: "fortinet", name: "Fortinet" },
  { slug: "sophos", name: "Sophos" },
  { slug: "dell-technologies", name: "Dell Technologies" },
  { slug: "hp", name: "HP" },
  { slug: "vmware", name: "VMware" },
  { slug: "veeam", name: "Veeam" },
  { slug: "sentinelone", name: "SentinelOne" },
  { slug: "datto", name: "Datto" },
];

export const CLIENTS: readonly WordmarkSpec[] = [
  { slug: "harbour-legal", name: "Harbour Legal" },
  { slug: "thames-valley-clinics", name: "Thames Valley Clinics" },
  { slug: "kingsway-logistics", name: "Kingsway Logistics" },
  { slug: "albion-finance", name: "Albion Finance" },
  { slug: "pennine-manufacturing", name: "Pennine Manufacturing" },
  { slug: "cotswold-academy-trust", name: "Cotswold Academy Trust" },
  { slug: "mercia-estates", name: "Mercia Estates" },
  { slug: "wealden-home-and-garden", name: "Wealden Home & Garden" },
  { slug: "saltmarsh-architects", name: "Saltmarsh Architects" },
  { slug: "greyfriars-accountancy", name: "Greyfriars Accountancy" },
  { slug: "lantern-hill-care", name: "Lantern Hill Care" },
];

/** Emblems drawn in a 44x44 box, neutral two-tone grey. */
const EMBLEMS: Record<string, () => string> = {
  "lantern-hill-care": () =>
    rect(2, 2, 40, 40, { rx: 11, fill: GREY }) +
    path("M22 11V33M11 22H33", { ...stroke(C.white, 7, { "stroke-linecap": "butt" }) }),
  "saltmarsh-architects": () =>
    path("M6 38C6 18 18 6 40 5C40 28 28 38 6 38Z", { fill: GREY }) +
    path("M10 35C17 26 24 19 32 13", stroke(C.white, 2.6)),
  "greyfriars-accountancy": () =>
    path("M5 9L19 22L5 35", stroke(GREY_LIGHT, 6.5)) +
    path("M20 9L34 22L20 35", stroke(GREY, 6.5)) +
    circle(40, 22, 3.2, { fill: GREY }),
  "wealden-home-and-garden": () =>
    path("M15 16V12A7 7 0 0 1 29 12V16", stroke(GREY, 3.6)) +
    path("M6 16H38L35.5 40H8.5Z", { fill: GREY, "stroke-linejoin": "round" }) +
    circle(22, 28, 4, { fill: C.white }),
  "harbour-legal": () =>
    path("M4 15L22 4L40 15Z", {
      fill: GREY,
      stroke: GREY,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }) +
    path(
      "M10 19V34M18 19V34M26 19V34M34 19V34",
      stroke(GREY_LIGHT, 4.2, { "stroke-linecap": "butt" }),
    ) +
    rect(4, 36, 36, 5, { rx: 1.5, fill: GREY }),
  "thames-valley-clinics": () =>
    circle(22, 22, 19, { fill: "none", stroke: GREY, "stroke-width": 4 }) +
    path("M9 25Q15.5 19 22 25T35 25", stroke(GREY_LIGHT, 3.6)) +
    path("M22 9V19M17 14H27", stroke(GREY, 3.6)) +
    path("M11 31Q16.5 26.5 22 31T33 31", stroke(GREY, 3.2)),
  "kingsway-logistics": () =>
    path("M22 3L39 12.5V31.5L22 41L5 31.5V12.5Z", { fill: GREY, "stroke-linejoin": "round" }) +
    path("M5 12.5L22 22L39 12.5M22 22V41", stroke(C.white, 2.8)),
  "albion-finance": () =>
    rect(4, 26, 9, 15, { rx: 2, fill: GREY_LIGHT }) +
    rect(17.5, 17, 9, 24, { rx: 2, fill: GREY }) +
    rect(31, 8, 9, 33, { rx: 2, fill: GREY }) +
    path("M4 16L16 7L23 11L34 3", stroke(GREY_LIGHT, 2.6)),
  "pennine-manufacturing": () =>
    path("M2 40L17 12L32 40Z", {
      fill: GREY_LIGHT,
      stroke: GREY_LIGHT,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }) +
    path("M14 40L29 6L43 40Z", {
      fill: GREY,
      stroke: GREY,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }) +
    path("M24 17L29 6L34 17L29 14Z", { fill: C.white }),
  "cotswold-academy-trust": () =>
    path("M22 4L42 13L22 22L2 13Z", { fill: GREY, "stroke-linejoin": "round" }) +
    path("M10 18V29C10 33 16 36 22 36S34 33 34 29V18L22 24Z", { fill: GREY_LIGHT }) +
    path("M40 14V27", stroke(GREY, 2.6)) +
    circle(40, 29, 2.6, { fill: GREY }),
  "mercia-estates": () =>
    path("M3 21L22 5L41 21", stroke(GREY, 5)) +
    path("M9 20V40H35V20", { fill: GREY }) +
    rect(18.5, 27, 7, 13, { rx: 1.5, fill: C.white }) +
    rect(30, 6, 5, 9, { fill: GREY }),
};

interface Layout {
  lines: string[];
  size: number;
}

async function bestLayout(
  name: string,
  maxW: number,
  maxH: number,
  maxSize: number,
): Promise<Layout> {
  const REF = 100;
  const words = name.split(" ");
  const candidates: string[][] = [[name]];
  for (let i = 1; i < words.length; i++) {
    candidates.push([words.slice(0, i).join(" "), words.slice(i).join(" ")]);
  }
  const capRatio = 0.73;
  const lineGap = 1.16;
  let best: Layout | null = null;
  for (const lines of candidates) {
    let widest = 0;
    for (const l of lines) widest = Math.max(widest, (await measureText(l, REF)).width);
    const byWidth = (maxW / widest) * REF;
    // block height: cap height of first line + (lines-1) * line gap + descender (~0.24)
    const heightEm = capRatio + (lines.length - 1) * lineGap + 0.24;
    const byHeight = maxH / heightEm;
    const size = Math.floor(Math.min(byWidth, byHeight, maxSize) * 2) / 2;
    // Prefer one line unless two lines give a much larger (more legible) size.
    const score = lines.length === 1 ? size * 1.25 : size;
    const bestScore = best ? (best.lines.length === 1 ? best.size * 1.25 : best.size) : -1;
    if (score > bestScore) best = { lines, size };
  }
  if (!best) throw new Error(`no layout for ${name}`);
  return best;
}

/**
 * Builds a wordmark SVG. `emblem` adds the 44px client emblem; otherwise a
 * small neutral dot precedes the partner name.
 */
export async function wordmarkSvg(spec: WordmarkSpec, kind: "partner" | "client"): Promise<string> {
  const W = WORDMARK_W;
  const H = WORDMARK_H;
  const padX = 16;
  const padY = 20;
  const emblemDraw = kind === "client" ? EMBLEMS[spec.slug] : undefined;
  if (kind === "client" && !emblemDraw) throw new Error(`no emblem for ${spec.slug}`);
  const emblemSize = kind === "client" ? 44 : 11;
  const gap = kind === "client" ? 14 : 10;
  const maxSize = kind === "client" ? 27 : 34;
  const textMaxW = W - padX * 2 - emblemSize - gap;
  const layout = await bestLayout(spec.name, textMaxW, H - padY * 2, maxSize);
  const { size, lines } = layout;

  const boxes = await Promise.all(lines.map((l) => measureText(l, size)));
  const textInkW = Math.max(...boxes.map((b) => b.width));
  const left = Math.min(...boxes.map((b) => b.left));
  const total = emblemSize + gap + textInkW;
  const x0 = (W - total) / 2;
  const textX = x0 + emblemSize + gap - left;

  // Vertical: centre the block from the first line's cap top to the last baseline.
  const cap = size * 0.73;
  const lineStep = size * 1.16;
  const blockH = cap + lineStep * (lines.length - 1);
  const firstBaseline = (H - blockH) / 2 + cap;

  const parts: string[] = [];
  if (emblemDraw) {
    const ey = H / 2 - emblemSize / 2;
    parts.push(g({ transform: translate(x0, ey) }, emblemDraw()));
  } else {
    parts.push(
      el("rect", {
        x: x0,
        y: firstBaseline - cap / 2 - emblemSize / 2 + lineStep * (lines.length - 1) * 0.5,
        width: emblemSize,
        height: emblemSize,
        rx: 3,
        fill: GREY_LIGHT,
        transform: `rotate(45 ${n(x0 + emblemSize / 2)} ${n(firstBaseline - cap / 2 + lineStep * (lines.length - 1) * 0.5)})`,
      }),
    );
  }
  lines.forEach((l, i) => {
    parts.push(
      el(
        "text",
        {
          x: textX,
          y: firstBaseline + i * lineStep,
          "font-family": FONT,
          "font-weight": 700,
          "font-size": size,
          fill: GREY,
        },
        escapeXml(l),
      ),
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join("")}</svg>`;
}
