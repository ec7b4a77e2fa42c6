/**
 * Topic artwork: a palette and a flat vector motif per topic, found from the
 * words of a blog category, a case-study sector or an onboarding step; an article's cover
 * shows its own motif (coverMotif) in its category's palette. Each
 * motif is SVG markup centred on (0, 0) within about 560x500: light shapes for
 * a dark background, coloured from the palette. Wording that matches no topic
 * gets a network motif on a palette picked by hash, so a new category or
 * sector still gets its picture.
 */
import { C, type Defs, arcPath, circle, f, gearPath, hashSeed, n, path, polar } from "./core";
import { each, pts, rect, s, segment, sparkle, tick, type Pt } from "./core";
import {
  COVER_MOTIF_NAMES,
  type CoverMotifName,
} from "../../../src/lib/content-model/cover-motifs";

/** Background gradient `from` dark `to` lighter, accents, and a dark ink for details on white. */
export type Palette = { from: string; to: string; acc: string; acc2: string; ink: string };

const cloud = (x: number, y: number, k: number, color: string, op = 1): string => `
  <g transform="translate(${x} ${y}) scale(${k})" ${f(color, op)}>
    <circle cx="-92" cy="22" r="66"/><circle cx="-8" cy="-28" r="96"/>
    <circle cx="96" cy="16" r="72"/><rect x="-158" y="20" width="320" height="68" rx="34"/>
  </g>`;

/** A white card with a soft offset shadow in the palette's ink. */
const card = (x: number, y: number, w: number, h: number, p: Palette, r = 18): string =>
  rect(x + 10, y + 12, w, h, r, f(p.ink, 0.35)) + rect(x, y, w, h, r, f(C.white));

/** Short grey "text" lines on a card. */
const lines = (x: number, y: number, widths: number[], p: Palette, gap = 24): string =>
  widths.map((w, i) => rect(x, y + i * gap, w, 10, 5, f(p.ink, 0.25))).join("");

const arrowHead = ([x, y]: Pt, deg: number, size: number, color: string): string =>
  `<polygon points="${pts([[x, y], polar(x, y, size, deg + 150), polar(x, y, size, deg - 150)])}"
    ${s(color, 4, 1, color)}/>`;

const BLADE = "M0 0C8 -14 10 -70 0 -118C-6 -70 -8 -14 0 0Z";
const SHIELD = "M0 -150C40 -118 88 -106 124 -104C128 10 100 104 0 158C-100 104 -128 10 -124 -104";
const shield = (k: number): string =>
  `${SHIELD}C-88 -106 -40 -118 0 -150Z`.replace(/-?\d+/g, (v) => n(Number(v) * k));

const bars = (x: number, base: number, heights: number[], colors: string[], w: number): string =>
  heights.map((h, i) => rect(x + i * w * 1.6, base - h, w, h, 8, f(colors[i % 2]))).join("");

/** A chat bubble of width w with three dots, its tail at the bottom left. */
const bubble = (x: number, y: number, w: number, c: string, dots: string): string =>
  rect(x, y, w, 76, 32, f(c)) +
  path(`M${x + 30} ${y + 70}l-24 30l56 -30Z`, f(c)) +
  [-28, 0, 28].map((dx) => circle(x + w / 2 + dx, y + 38, 8, f(dots))).join("");

/** An isometric box with its top corner at (x, y): top, left and right faces. */
function box(x: number, y: number, k: number, h: number, top: string, left: string, right: string) {
  const face = (points: Pt[], paint: string) => `<polygon points="${pts(points)}" ${f(paint)}/>`;
  return (
    face(
      [
        [x, y],
        [x + k, y + k / 2],
        [x, y + k],
        [x - k, y + k / 2],
      ],
      top,
    ) +
    face(
      [
        [x - k, y + k / 2],
        [x, y + k],
        [x, y + k + h],
        [x - k, y + k / 2 + h],
      ],
      left,
    ) +
    face(
      [
        [x, y + k],
        [x + k, y + k / 2],
        [x + k, y + k / 2 + h],
        [x, y + k + h],
      ],
      right,
    )
  );
}

/** A card of `rows` items, all ticked but the last. */
function checklist(x: number, y: number, rows: number, p: Palette): string {
  let out = card(x, y, 160, 40 + rows * 52, p);
  for (let i = 0, cy = y + 44; i < rows; i++, cy += 52) {
    const done = i < rows - 1;
    out += circle(x + 34, cy, 15, f(done ? p.acc : p.ink, done ? 1 : 0.15));
    out += (done ? tick(x + 34, cy, 15, C.white, 4.5) : "") + lines(x + 60, cy - 6, [76], p);
  }
  return out;
}

const MOTIFS = {
  /** A cloud exchanging data with a laptop, a phone and a server. */
  cloud: (p: Palette) => `
    <path d="M-85.5 60C-85.5 120 -190 110 -190 140M0 60V165M85.5 60C85.5 120 190 110 190 140"
      ${s(C.white, 5, 0.55)} stroke-dasharray="2 12"/>
    ${cloud(8, -18, 1.05, p.ink, 0.35)}${cloud(0, -30, 1.05, C.white)}
    ${path("M-36 40V-48", s(p.acc, 16))}${arrowHead([-36, -72], -90, 34, p.acc)}
    ${path("M36 -52V36", s(p.ink, 16))}${arrowHead([36, 60], 90, 34, p.ink)}
    ${rect(-248, 144, 116, 74, 10, f(C.white))}${rect(-238, 154, 96, 54, 5, f(p.acc))}
    ${rect(-264, 218, 148, 14, 7, f(C.white))}
    ${rect(-32, 163, 64, 104, 14, f(C.white))}${rect(-24, 175, 48, 72, 5, f(p.acc2))}
    ${rect(138, 140, 104, 44, 10, f(C.white))}${rect(138, 192, 104, 44, 10, f(C.white))}
    ${circle(218, 162, 6, f(p.acc))}${circle(218, 214, 6, f(p.acc2))}`,

  /** A shield with a tick beside a padlock and a completed checklist. */
  shield: (p: Palette) => `
    ${path(shield(1.25), `transform="translate(10 12)" ${f(p.ink, 0.35)}`)}
    ${path(shield(1.25), f(C.white))}${path(shield(0.98), f(p.acc))}
    ${path("M-62 6L-16 52L70 -38", s(C.white, 30))}
    <g transform="translate(230 80) rotate(6)">${checklist(-80, -90, 3, p)}</g>
    <g transform="translate(-235 -110) scale(.5)">
      <path d="M-62 -10V-62A62 62 0 0 1 62 -62V-10" fill="none" stroke="${C.white}" stroke-width="28"/>
      ${rect(-100, -20, 200, 170, 30, f(C.white))}
      ${circle(0, 48, 22, f(p.ink))}${path("M-10 56L-16 104H16L10 56Z", f(p.ink))}
    </g>`,

  /** An AI chip with chat bubbles, wired into a circuit. */
  chip: (p: Palette) => {
    const pins = [-73, -37, 0, 37, 73].map((o) => `M${o} -136V136M-136 ${o}H136`).join("");
    // prettier-ignore
    const ends: Pt[] = [[-250, -120], [-260, 90], [250, 130], [110, 240], [-120, 230]];
    return `
      <path d="M-150 -40H-200L-250 -120M-150 40H-205L-260 90M150 40H200L250 130M40 150V190L110 240
        M-40 150V190L-120 230" ${s(C.white, 4, 0.45)}/>
      ${each(ends, ([x, y]) => circle(x, y, 9, f(p.acc2)))}
      ${path(pins, s(C.white, 10))}
      ${rect(-110, -110, 220, 220, 30, s(C.white, 8, 1, p.ink))}
      ${sparkle(0, 0, 66, f(p.acc2))}${sparkle(44, -46, 20, f(C.white))}
      ${bubble(120, -230, 190, C.white, p.ink)}${bubble(-300, -200, 150, p.acc, C.white)}`;
  },

  /** A support headset over a laptop showing a remote cursor. */
  headset: (p: Palette) => `
    <g transform="translate(0 150) scale(.85)">
      ${rect(-200, -110, 400, 240, 18, f(C.white))}${rect(-182, -92, 364, 204, 8, f(p.ink))}
      ${rect(-250, 122, 500, 26, 13, f(C.white))}${rect(-150, -60, 170, 110, 10, f(C.white, 0.12))}
      ${rect(-136, -46, 90, 10, 5, f(p.acc))}${lines(-136, -26, [130, 110], p, 16)}
      ${path("M70 -40V40L90 20L104 50L116 44L102 14H130Z", s(C.white, 4, 1, p.acc2))}
    </g>
    <g transform="translate(0 -150)">
      ${path("M-120 40V0A120 120 0 0 1 120 0V40", s(C.white, 24))}
      ${rect(-154, 0, 62, 104, 24, f(p.acc))}${rect(92, 0, 62, 104, 24, f(p.acc))}
      ${path("M-122 96C-122 150 -80 170 -20 170", s(C.white, 10))}
      ${rect(-36, 156, 44, 28, 14, f(C.white))}
    </g>
    ${each([36, 66, 96], (r, i) => path(arcPath(190, -190, r, -75, -15), s(p.acc2, 10, 1 - i * 0.3)))}`,

  /** A database held in a lifebuoy, with a restore symbol. */
  lifebuoy: (p: Palette) => {
    const dash = n((2 * Math.PI * 170) / 8);
    const db = (y: number, top: boolean): string =>
      path(`M-62 ${y}V${y + 34}A62 18 0 0 0 62 ${y + 34}V${y}`, f(top ? C.white : C.slatePale)) +
      `<ellipse cy="${y}" rx="62" ry="18" ${s(p.ink, 3, 0.15, top ? C.white : "#f1f5f9")}/>`;
    return `
      ${circle(8, 12, 170, s(p.ink, 76, 0.35))}${circle(0, 0, 170, s(C.white, 76))}
      ${circle(0, 0, 170, `${s(p.acc, 76)} stroke-dasharray="${dash}" transform="rotate(-22.5)"`)}
      ${path(arcPath(0, 0, 222, 200, 340), `${s(C.white, 6, 0.7)} stroke-dasharray="16 10"`)}
      ${db(36, false)}${db(-4, false)}${db(-44, true)}
      <g transform="translate(215 -170)">
        ${circle(0, 0, 56, f(p.acc2))}${path(arcPath(0, 0, 28, -60, 220), s(C.white, 9))}
        ${arrowHead(polar(0, 0, 28, -54), 30, 22, C.white)}
      </g>`;
  },

  /** A certificate with an approval rosette. */
  certificate: (p: Palette) => {
    const rosette = Array.from({ length: 36 }, (_, i) => polar(0, 0, i % 2 ? 78 : 92, i * 10 - 90));
    return `
      <g transform="translate(-40 -10) rotate(-4)">
        ${card(-190, -150, 380, 290, p, 16)}${rect(-170, -130, 340, 250, 8, s(p.acc, 4))}
        ${rect(-90, -96, 180, 20, 10, f(p.ink, 0.7))}${lines(-130, -50, [260, 230, 250], p)}
        ${path("M-130 48c20-20 30 10 50-6s24 6 40-2", s(p.ink, 4, 0.6))}
      </g>
      <g transform="translate(170 100)">
        ${path("M-40 30L-66 140L-30 118L-10 150L10 40Z", f(p.acc2))}
        ${path("M40 30L66 140L30 118L10 150L-10 40Z", f(p.acc2, 0.85))}
        <polygon points="${pts(rosette)}" ${f(p.acc)}/>
        ${circle(0, 0, 64, f(C.white))}${circle(0, 0, 52, f(p.acc))}${tick(0, 0, 44, C.white, 12)}
      </g>`;
  },

  /** Data moving from a server rack up into a cloud. */
  migration: (p: Palette) => {
    const unit = (y: number, i: number): string =>
      rect(-330, y, 170, 50, 12, f(C.white)) +
      lines(-310, y + 18, [76], p) +
      circle(-204, y + 25, 7, f(i === 1 ? p.acc2 : p.acc));
    const packet = (x: number, i: number): string =>
      rect(
        x - 14,
        (i === 1 ? 94 : 70) - 14,
        28,
        28,
        6,
        `${f(C.white)} transform="rotate(12 ${x} ${i === 1 ? 94 : 70})"`,
      );
    return `
      ${rect(-342, -82, 194, 242, 20, f(C.white, 0.14))}${each([-70, -8, 54, 116], unit)}
      ${cloud(218, -40, 0.9, p.ink, 0.3)}${cloud(210, -52, 0.9, C.white)}
      ${each([160, 210, 260], (x, i) => circle(x, -60, 16, f(i === 1 ? p.acc : p.acc2)))}
      ${path("M-130 40C-60 200 40 200 100 60", s(p.acc, 12))}${arrowHead([106, 44], -70, 40, p.acc)}
      ${each([-74, -15, 44], packet)}`;
  },

  /** A monitor with a heartbeat trace beside a medical cross and a heart. */
  medical: (p: Palette) => `
    ${rect(-30, 110, 60, 50, 0, f(C.white, 0.85))}${rect(-110, 150, 220, 20, 10, f(C.white))}
    ${card(-210, -150, 420, 270, p, 24)}${rect(-192, -132, 384, 234, 12, f(p.ink))}
    <polyline points="-170,0 -110,0 -96,-22 -82,0 -66,0 -54,24 -36,-110 -18,56 -4,0 40,0 60,-30
      80,0 170,0" ${s(p.acc, 7)}/>
    <g transform="translate(-220 -170) rotate(-8) scale(.8)">
      ${card(-80, -80, 160, 160, p, 36)}
      ${path("M-18 -52H18V-18H52V18H18V52H-18V18H-52V-18H-18Z", f(p.acc))}
    </g>
    <g transform="translate(220 150) rotate(6)">
      <path d="M0 34C-60 -6 -62 -56 -30 -62C-14 -65 -4 -54 0 -44C4 -54 14 -65 30 -62C62 -56 60 -6
        0 34Z" ${f(C.rose)}/>
      ${path("M-40 -16H-14L-6 -34L6 2L14 -16H40", s(C.white, 6))}
    </g>`,

  /** A green globe with circular arrows, a sprout and a wind turbine. */
  planet: (p: Palette, d: Defs) => {
    const orbit = (a: number): string =>
      path(arcPath(0, 0, 190, a, a + 130), s(p.acc, 12)) +
      arrowHead(polar(0, 0, 190, a + 139), a + 229, 30, p.acc);
    return `
    <g transform="translate(232 -60)" ${f(C.white)}>
      <polygon points="-8,270 8,270 3,0 -3,0"/>${circle(0, 0, 10)}
      ${each([20, 140, 260], (a) => path(BLADE, `transform="rotate(${a})"`))}
    </g>
    ${circle(0, 0, 150, f(C.blue))}
    <g clip-path="${d.clip(circle(0, 0, 150))}" ${f(p.acc)}>
      ${path("M-140 -70C-90 -130 -20 -120 -10 -70S-60 0 -100 10S-170 -20 -140 -70Z")}
      ${path("M20 -20C80 -70 160 -30 140 30S70 140 20 130S-10 20 20 -20Z")}
      ${path("M-70 80c20 -16 50 -10 56 10s-20 40 -44 34 -30 -30 -12 -44Z")}
    </g>
    ${orbit(-160)}${orbit(20)}
    <g transform="translate(-190 230)">
      ${path("M0 0C0 -30 2 -60 8 -90", s(p.acc, 7))}
      ${path("M6 -70C40 -70 70 -96 78 -132C40 -130 12 -110 6 -70Z", f(p.acc2))}
      ${path("M4 -42C-26 -40 -54 -60 -62 -94C-28 -94 -2 -76 4 -42Z", f(p.acc))}
    </g>`;
  },

  /** A delivery van on its route between two pins. */
  van: (p: Palette) => {
    const pin = (x: number, y: number, c: string): string =>
      path(`M${x} ${y}c-8 -14 -24 -26 -24 -44a24 24 0 1 1 48 0c0 18 -16 30 -24 44Z`, f(c)) +
      circle(x, y - 44, 9, f(p.ink));
    return `
      ${path("M-250 -190C-120 -300 60 -130 230 -250", `stroke-dasharray="2 16" ${s(C.white, 6, 0.7)}`)}
      ${pin(-250, -180, C.white)}${pin(230, -240, p.acc)}
      ${rect(-10, -250, 60, 54, 6, f(C.amber))}${rect(14, -250, 12, 54, 0, f("#fde68a"))}
      ${path("M-360 0H-270M-390 50H-260M-330 100H-260", s(p.acc, 8, 0.7))}
      ${path("M-240 -80Q-240 -100 -220 -100H90V120H-240Z", f(C.white))}
      <path d="M90 -70H180Q200 -70 212 -50L272 30Q280 42 280 58V100Q280 120 260 120H90Z" fill="#e6f0ff"/>
      ${path("M110 -50H180Q192 -50 200 -38L244 26H110Z", f(p.ink))}
      ${rect(-240, 50, 520, 22, 0, f(p.acc))}${rect(-212, -70, 150, 70, 14, f(p.acc2))}
      ${path("M-180 -30l20 -18 20 18 20 -18", s(C.white, 7))}
      ${each([-130, 180], (x) => circle(x, 122, 46, f(p.ink)) + circle(x, 122, 22, f(C.slateLight)))}`;
  },

  /** A shop front with a striped awning, beside shopping bags. */
  shop: (p: Palette) => {
    const bag = (x: number, y: number, w: number, h: number, c: string, handle: string): string =>
      path(
        `M${x + w * 0.28} ${y}V${y - 18}a${w * 0.22} ${w * 0.22} 0 0 1 ${w * 0.44} 0V${y}`,
        s(handle, 7),
      ) + path(`M${x} ${y}H${x + w}L${x + w - 8} ${y + h}H${x + 8}Z`, f(c));
    const awning = Array.from({ length: 10 }, (_, i) =>
      path(`M${i * 44 - 220} -160h44v60a22 22 0 0 1 -44 0Z`, f(i % 2 ? C.white : p.acc)),
    );
    return `
      ${rect(-200, -160, 400, 380, 0, f("#eef2ff"))}${rect(-220, -220, 440, 60, 12, f(p.ink))}
      ${awning.join("")}
      ${rect(-170, -40, 140, 150, 10, f("#c7d2fe"))}${rect(30, -40, 140, 150, 10, f("#c7d2fe"))}
      ${bars(-158, 100, [70, 50, 80], [p.acc, p.acc2], 26)}${circle(100, 70, 34, f(C.blue))}
      ${rect(-35, 30, 70, 190, 6, f(p.ink))}
      ${bag(-330, 60, 140, 160, p.acc, C.white)}${bag(200, 90, 120, 130, p.acc2, p.ink)}`;
  },

  /** A magnifier over a bar chart, beside a checklist. */
  magnifier: (p: Palette) => `
    ${card(-260, -170, 360, 300, p, 24)}${bars(-225, 100, [90, 150, 110, 200], [p.acc2, p.acc], 44)}
    ${checklist(140, -140, 4, p)}
    ${path("M150 160L230 240", s(p.ink, 40))}${path("M150 160L230 240", s(p.acc, 26))}
    ${circle(80, 90, 100, `${s(p.ink, 22, 1, C.white)} fill-opacity=".3"`)}
    ${path(arcPath(80, 90, 70, 200, 260), s(C.white, 9))}`,

  /** A lightbulb radiating ideas, beside a target. */
  bulb: (p: Palette, d: Defs) => {
    const rays = Array.from({ length: 9 }, (_, i) =>
      [190, 240].map((r) => polar(-60, -40, r, i * 22.5 - 180)),
    );
    return `
      ${circle(-60, -20, 260, f(d.glow(p.acc, 0.45)))}
      ${each(rays, ([[x0, y0], [x1, y1]], i) => segment(x0, y0, x1, y1, s(i % 2 ? p.acc2 : p.acc, 11)))}
      <g transform="translate(-60 -20) scale(1.1)">
        <path d="M-78 104C-80 70-130 40-130-10A130 130 0 1 1 130-10C130 40 80 70 78 104Z"
          ${s(p.ink, 10, 1, C.cyanPale)}/>
        ${path("M-30 104V40L-15 8L0 40L15 8L30 40V104", s(p.acc2, 8))}
        ${rect(-82, 104, 164, 26, 11, f(C.white))}${rect(-72, 134, 144, 22, 10, f(p.acc))}
        ${rect(-64, 160, 128, 22, 10, f(C.white))}
      </g>
      ${each([70, 52, 34, 16], (r, i) => circle(230, 150, r, f([C.white, p.acc, C.white, p.acc2][i])))}
      ${path("M234 146L310 70", s(C.white, 8))}${arrowHead([316, 64], -45, 26, C.white)}`;
  },

  /** Meshed gears driving a rising chart. */
  gears: (p: Palette) => `
    ${path(gearPath(-150, 60, 150, 12, 7), f(C.white))}
    ${circle(-150, 60, 68, f(p.ink))}${circle(-150, 60, 30, f(C.white))}
    ${path(gearPath(26, -124, 100, 9), f(p.acc))}
    ${circle(26, -124, 45, f(C.white))}${circle(26, -124, 20, f(p.acc))}
    ${card(60, 10, 250, 190, p)}${bars(90, 170, [40, 70, 100, 130], [p.acc2, p.acc], 30)}
    <polyline points="96,120 150,90 190,100 250,40" ${s(p.acc2, 9)}/>
    ${arrowHead([274, 18], -40, 30, p.acc2)}`,

  /** A boardroom table facing a screen with a rising risk chart and a warning sign. */
  boardroom: (p: Palette) => {
    const chair = (x: number, y: number): string =>
      rect(x - 26, y - 22, 52, 44, 14, f(C.white, 0.85));
    return `
      ${card(-220, -250, 440, 220, p)}${rect(-200, -230, 400, 180, 10, f(p.ink))}
      ${bars(-170, -70, [40, 70, 100, 130], [p.acc2, p.acc], 40)}
      <polyline points="-160,-120 -90,-140 -20,-170 50,-200" ${s(C.rose, 7)}/>
      <g transform="translate(130 -150)">
        ${path("M0 -46L42 30H-42Z", s(C.amber, 6, 1, C.amber))}${rect(-4, -22, 8, 28, 4, f(p.ink))}
        ${circle(0, 16, 5, f(p.ink))}
      </g>
      ${rect(-6, -30, 12, 56, 0, f(C.white, 0.6))}
      ${each([-180, -90, 0, 90, 180], (x) => chair(x, 60))}
      <ellipse cx="8" cy="142" rx="262" ry="74" ${f(p.ink, 0.35)}/>
      <ellipse cy="130" rx="262" ry="74" ${f(C.white)}/>
      <ellipse cy="126" rx="220" ry="50" ${f(p.acc, 0.18)}/>
      ${each([-170, -60, 60, 170], (x, i) => rect(x - 22, 108, 44, 30, 6, f(i % 2 ? p.acc : p.acc2)))}
      ${each([-200, -70, 70, 200], (x) => chair(x, 236))}`;
  },

  /** A friendly chat assistant answering a question. */
  assistant: (p: Palette) => `
    ${path("M0 -70V-120", s(C.white, 10))}${circle(0, -132, 20, f(p.acc2))}
    ${rect(-158, 10, 26, 70, 10, f(p.acc))}${rect(132, 10, 26, 70, 10, f(p.acc))}
    ${rect(-132, -70, 264, 220, 56, f(C.white))}${rect(-104, -40, 208, 130, 36, f(p.ink))}
    ${circle(-44, 14, 20, f(p.acc))}${circle(44, 14, 20, f(p.acc))}
    ${path("M-36 58Q0 84 36 58", s(p.acc2, 9))}
    ${rect(-90, 150, 180, 90, 30, f(C.white, 0.9))}${circle(0, 195, 22, f(p.acc))}
    ${bubble(-330, -250, 170, C.white, p.ink)}
    <g transform="translate(150 -250)">
      ${rect(0, 0, 200, 110, 32, f(p.acc))}${path("M150 104l30 36l-4 -36Z", f(p.acc))}
      ${lines(28, 30, [144, 110, 128], p, 22)}
    </g>`,

  /** A clipboard of best practices, ticked, with a shield. */
  checklist: (p: Palette) => {
    let rows = "";
    for (let i = 0, y = -120; i < 5; i++, y += 64) {
      const done = i < 4;
      rows += circle(-100, y, 20, f(done ? p.acc : p.ink, done ? 1 : 0.15));
      rows +=
        (done ? tick(-100, y, 20, C.white, 6) : "") + lines(-62, y - 6, [150 - (i % 2) * 40], p);
    }
    return `
      ${card(-160, -210, 320, 430, p, 24)}
      ${rect(-70, -236, 140, 52, 16, f(p.ink))}${circle(0, -226, 10, f(C.white))}
      ${rows}
      <g transform="translate(190 130)">
        ${path(shield(0.62), `transform="translate(6 8)" ${f(p.ink, 0.35)}`)}
        ${path(shield(0.62), f(C.white))}${path(shield(0.48), f(p.acc2))}
        ${path("M-30 2L-8 24L34 -18", s(C.white, 16))}
      </g>`;
  },

  /** A calendar page with milestones ticked off, and a plan rising beside it. */
  calendar: (p: Palette) => {
    let cells = "";
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 5; col++) {
        const [x, y] = [-196 + col * 66, -70 + row * 56];
        const done = row * 5 + col < 8;
        const milestone = [3, 9, 16].includes(row * 5 + col);
        cells += rect(x, y, 50, 40, 8, f(milestone ? p.acc2 : p.ink, milestone ? 1 : 0.12));
        if (done && !milestone) cells += tick(x + 25, y + 20, 12, p.acc, 5);
      }
    }
    return `
      ${card(-230, -170, 370, 390, p, 22)}${rect(-230, -170, 370, 80, 22, f(p.acc))}
      ${rect(-230, -120, 370, 30, 0, f(p.acc))}
      ${each([-160, 70], (x) => rect(x - 10, -200, 20, 64, 10, f(p.ink)))}
      ${cells}
      ${path("M170 200C230 140 240 30 300 -60", s(p.acc2, 12))}${arrowHead([308, -74], -58, 34, p.acc2)}
      ${each(
        [
          [170, 200],
          [236, 110],
          [282, 10],
        ] as Pt[],
        ([x, y]) => circle(x, y, 14, f(C.white)),
      )}`;
  },

  /** A monitoring dashboard: live traffic, a gauge and the devices it watches. */
  dashboard: (p: Palette) => `
    ${path("M150 -120H220M150 20H220M150 160H220", s(C.white, 5, 0.5))}
    ${each([-120, 20, 160], (y, i) => rect(220, y - 34, 110, 68, 12, f(C.white)) + circle(300, y, 10, f(i === 1 ? C.amber : p.acc)) + lines(238, y - 14, [44, 30], p, 20))}
    ${card(-290, -200, 440, 300, p)}${rect(-272, -182, 404, 264, 10, f(p.ink))}
    <polyline points="-250,20 -210,-10 -170,6 -130,-50 -90,-30 -50,-90 -10,-60" ${s(p.acc, 7)}/>
    ${path("M-250 60H-10", s(C.white, 3, 0.3))}
    ${path(arcPath(70, -20, 48, 180, 360), s(C.white, 14, 0.25))}
    ${path(arcPath(70, -20, 48, 180, 300), s(p.acc2, 14))}
    ${each([-250, -210, -170], (x, i) => circle(x, -150, 9, f(i === 2 ? C.amber : p.acc)))}
    ${rect(-100, 100, 60, 50, 0, f(C.white, 0.8))}${rect(-160, 146, 180, 18, 9, f(C.white))}`,

  /** Containers stacked on a cloud platform: a modern application. */
  containers: (p: Palette) => `
    ${cloud(10, -150, 1.1, p.ink, 0.35)}${cloud(0, -162, 1.1, C.white, 0.18)}
    ${path("M-300 170L0 20L300 170L0 320Z", f(C.white, 0.14))}
    ${box(-120, 40, 90, 70, C.white, p.acc, p.acc2)}${box(120, 40, 90, 70, C.white, p.acc, p.acc2)}
    ${box(0, 100, 90, 70, C.white, p.acc2, p.acc)}
    ${box(-60, -50, 90, 70, C.white, p.acc, p.acc2)}${box(60, -50, 90, 70, C.white, p.acc2, p.acc)}
    ${box(0, -140, 90, 70, C.white, p.acc, p.acc2)}
    ${sparkle(230, -40, 26, f(p.acc2))}${sparkle(-240, 10, 18, f(C.white))}`,

  /** Fallback: a hub linking to its nodes. */
  network: (p: Palette) => {
    const nodes = Array.from({ length: 7 }, (_, i) =>
      polar(0, 0, i % 2 ? 170 : 230, i * 51.4 - 90),
    );
    return `
      ${each(nodes, ([x, y]) => segment(0, 0, x, y, s(C.white, 3, 0.4)))}
      ${each(nodes, ([x, y], i) => circle(x, y, 24, f(i % 3 ? C.white : p.acc2)))}
      ${circle(0, 0, 90, f(C.white))}${circle(0, 0, 60, f(p.acc))}`;
  },
};

type MotifName = keyof typeof MOTIFS;

// Every motif an article may name (src/lib/content-model/cover-motifs.ts) has a drawing here.
const ARTICLE_MOTIFS: readonly MotifName[] = COVER_MOTIF_NAMES;

/**
 * Topics, first match wins, so narrower wording comes first ("Cloud Migration"
 * is a migration, "Retail logistics" is logistics). Palette: background from
 * and to, accent, second accent, ink.
 */
const TOPICS: Array<[RegExp, MotifName, string]> = [
  [/migrat/i, "migration", "#1e1147 #6d28d9 #22d3ee #c4b5fd #2e1065"],
  [/continuity|recover|backup/i, "lifebuoy", "#1c1917 #c2410c #f97316 #0ea5e9 #431407"],
  [/standard|complian|certif/i, "certificate", "#0b1b36 #1e40af #f59e0b #2563eb #0b1b36"],
  [/strateg|roadmap|plan/i, "bulb", "#0b1b36 #1d4ed8 #22d3ee #60a5fa #0b1b36"],
  [/\bai\b|innovat|intelligen/i, "chip", "#1e1b4b #4f46e5 #a5b4fc #22d3ee #1e1b4b"],
  [/secur|cyber|threat/i, "shield", "#07211f #0f766e #14b8a6 #5eead4 #073b36"],
  [/support|help ?desk|monitor/i, "headset", "#0b1b36 #0369a1 #38bdf8 #fbbf24 #0c2340"],
  [/cloud|azure/i, "cloud", "#0b1b36 #1d4ed8 #22d3ee #60a5fa #0b1b36"],
  [/medic|health|clinic|care/i, "medical", "#0b1b36 #0b4a63 #2dd4bf #22d3ee #0b1b36"],
  [/sustain|green|energy|environment/i, "planet", "#0b1b36 #065f46 #34d399 #a7f3d0 #064e3b"],
  [/logistic|deliver|transport|warehouse/i, "van", "#0b1b36 #1d4ed8 #22d3ee #2563eb #12284f"],
  [/retail|shop|commerce/i, "shop", "#1e1b4b #4338ca #f472b6 #22d3ee #312e81"],
  [/assess|audit|review/i, "magnifier", "#0b1b36 #1d4ed8 #22d3ee #2563eb #0b1b36"],
  [/implement|optimi|deploy/i, "gears", "#0b1b36 #1d4ed8 #22d3ee #60a5fa #0b1b36"],
];
const FALLBACK_PALETTES = [
  "#022c22 #047857 #6ee7b7 #10b981 #064e3b",
  "#1f0a2e #be185d #f9a8d4 #22d3ee #500724",
  "#0b1120 #334155 #22d3ee #94a3b8 #0f172a",
];

export interface Topic {
  name: MotifName;
  palette: Palette;
  /** The motif's markup, centred on (0, 0). */
  draw: (d: Defs) => string;
}

/**
 * The palette and motif for some wording: a blog category, a sector, an onboarding step;
 * `palette` draws the motif in other colours than the topic's own.
 */
export function topicFor(words: string, palette?: Palette): Topic {
  const hit = TOPICS.find(([test]) => test.test(words));
  const fallback = FALLBACK_PALETTES[hashSeed(words) % FALLBACK_PALETTES.length];
  const [name, spec] = hit ? [hit[1], hit[2]] : (["network", fallback] as const);
  const [from, to, acc, acc2, ink] = spec.split(" ");
  const own = palette ?? { from, to, acc, acc2, ink };
  return { name, palette: own, draw: (d) => MOTIFS[name](own, d) };
}

/** An article's motif (its `coverMotif`) drawn in the given palette, its category's. */
export function coverMotif(name: CoverMotifName, palette: Palette): Topic {
  const motif = ARTICLE_MOTIFS.find((known) => known === name) ?? "network";
  return { name: motif, palette, draw: (d) => MOTIFS[motif](palette, d) };
}
