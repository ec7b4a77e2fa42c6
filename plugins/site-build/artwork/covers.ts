/**
 * One parameterised design per family of content images:
 * - blog cover (1200x675): the category's palette and motif in one of four compositions,
 *   no words (the page sets the title and category beside it, in the site's type);
 * - case study (1200x675): the sector's palette and motif, no words (the page sets the
 *   results in HTML);
 * - onboarding step (1200x800): the step's motif on a dark stage, over a stepper;
 * - wordmark (320x120): a name, with a monogram emblem for fictional clients.
 * Text is fitted with the real font, and checked for clipping when written.
 */
import { C, Defs, Rng, at, circle, f, fill, hashSeed, n, path, polar, rect, s } from "./core";
import { each, segment, sparkle, svgDoc, text, tick } from "./core";
import { scatterNetwork, type Node } from "./hero";
import { coverMotif, topicFor, type Palette, type Topic } from "./motifs";
import type { ImageJob } from "./plan";
import { fitText, measureText, type Output, type TextBlock } from "./render";

type Job<F> = Extract<ImageJob, { family: F }>;

/** The lines of a fitted block, the first baseline at y and the left ink edge at x. */
function textLines(b: TextBlock, x: number, y: number, look: string): string {
  const left = Math.min(...b.boxes.map((box) => box.left));
  return b.lines.map((l, i) => text(x - left, y + i * b.step, b.size, l, look)).join("");
}
/** Height of a fitted block from the first line's cap top to the last baseline. */
const blockHeight = (b: TextBlock): number => -b.boxes[0].top + b.step * (b.lines.length - 1);

/**
 * The dark backdrop of a picture whose motif sits at (mx, my): the palette's
 * gradient at a seeded angle, a seeded texture, a glow, five sparkles clear of
 * the motif, and (when `calm`) a shade over the left, where the text goes.
 */
function backdrop(
  d: Defs,
  rng: Rng,
  p: Palette,
  [W, H, mx, my]: number[],
  calm = true,
  smooth = false,
): string {
  const [x1, y1] = polar(0.5, 0.5, 0.5, rng.int(180, 360));
  const full = (paint: string): string => fill(W, H, paint);
  const line = (op: number, w = 1.5): string => s(C.white, w, op);
  const right: [number, number, number, number] = [W * 0.45, -20, W + 20, H + 20];
  const textures = [
    () => full(d.pattern(28, 28, circle(14, 14, 1.8, f(C.white, 0.12)))),
    () => full(d.pattern(56, 56, path("M56 0H0V56", line(0.07, 1)))),
    () => full(d.pattern(26, 26, path("M0 0V26", line(0.05, 8)), "rotate(45)")),
    () =>
      Array.from({ length: 11 }, (_, i) =>
        circle(mx, my, 120 + i * 70, line(0.1 - i * 0.007)),
      ).join(""),
    () => {
      const opts = { count: 40, minDist: 90, k: 2, maxEdge: 220, hubChance: 0.12 };
      const { nodes: v, edges } = scatterNetwork(rng, right, opts);
      const node = ({ x, y, hub }: Node) =>
        circle(x, y, hub ? 6 : 3.5, f(hub ? p.acc : C.white, hub ? 0.8 : 0.3));
      return (
        each(edges, ([a, b]) => segment(v[a].x, v[a].y, v[b].x, v[b].y, line(0.14))) + each(v, node)
      );
    },
  ];
  const sparkles: string[] = [];
  for (let tries = 0; tries < 200 && sparkles.length < 5; tries++) {
    const [x, y] = [rng.range(W * 0.56, W - 40), rng.range(40, H - 40)];
    if (Math.abs(x - mx) < 250 && Math.abs(y - my) < 230) continue;
    sparkles.push(sparkle(x, y, rng.range(10, 20), f(rng.pick([C.white, p.acc, p.acc2]), 0.8)));
  }
  const shade = `0 ${C.navyDeep} .55, .45 ${C.navyDeep} .25, .6 ${C.navyDeep} 0`;
  return `
    ${full(d.linear(`0 ${p.from}, 1 ${p.to}`, [x1, y1, 1 - x1, 1 - y1]))}${rng.pick(textures)()}
    ${circle(mx, my, 430, f(smooth ? d.smoothGlow(p.acc, 0.3) : d.glow(p.acc, 0.3)))}
    ${circle(mx, my, 250, f(C.white, 0.05))}${circle(mx, my, 250, s(C.white, 2, 0.1))}
    ${sparkles.join("")}${calm ? full(d.linear(shade, [0, 0, 1, 0])) : ""}`;
}

const motif = (t: Topic, d: Defs, x: number, y: number, k: number): string =>
  at(`translate(${x} ${y}) scale(${k})`, t.draw(d));

/**
 * A picture with no words: the motif on the backdrop at (mx, my), scaled by k, at the given
 * palette. Covers repeat no heading of the page, so nothing in them is small text.
 */
function artwork(job: ImageJob, t: Topic, p: Palette, [mx, my, k]: number[]): Output {
  const d = new Defs(job.family[0]);
  const rng = new Rng(`${job.family}:${job.seed}`);
  const art = backdrop(d, rng, p, [1200, 675, mx, my], false, job.family === "blog");
  return { file: job.file, svg: svgDoc(1200, 675, d, art + motif(t, d, mx, my, k)) };
}

/**
 * The four compositions of a blog cover: the motif large in the middle, off to the right,
 * off to the left, or smaller and high; the later ones also turn the palette around, so
 * covers of one category side by side differ in their colours too.
 */
const BLOG_COMPOSITIONS: ReadonlyArray<{ at: [number, number, number]; turn: boolean }> = [
  { at: [600, 338, 1], turn: false },
  { at: [850, 350, 0.85], turn: true },
  { at: [350, 350, 0.85], turn: false },
  { at: [600, 300, 0.7], turn: true },
];

/** A palette turned around: the gradient runs the other way and the accents swap. */
const turned = (p: Palette): Palette => ({
  ...p,
  from: p.to,
  to: p.from,
  acc: p.acc2,
  acc2: p.acc,
});

/**
 * A blog cover: the article's own motif in its category's palette, in a composition seeded by
 * the article. Drawn in true colour: a 256-colour palette banded the smooth backdrop.
 */
function blogCover(job: Job<"blog">): Promise<Output> {
  const { at: place, turn } = BLOG_COMPOSITIONS[hashSeed(job.seed) % BLOG_COMPOSITIONS.length];
  const own = topicFor(job.category).palette;
  const p = turn ? turned(own) : own;
  return Promise.resolve({ ...artwork(job, coverMotif(job.motif, p), p, place), palette: "never" });
}

/** A case study: the sector's motif on its palette, large and to the right. */
function caseStudy(job: Job<"case-study">): Promise<Output> {
  const t = topicFor(job.sector);
  return Promise.resolve(artwork(job, t, t.palette, [760, 338, 1]));
}

/** An onboarding step: the step's motif on a dark stage, over a stepper showing where it sits. */
async function onboarding(job: Job<"onboarding">): Promise<Output> {
  const [W, H, Y] = [1200, 800, 722];
  const t = topicFor(job.step);
  const p = { ...t.palette, from: C.navy, to: C.blueDark };
  const d = new Defs("o");
  // The stage fills the picture: no light margin, which stood out as a white frame on a dark page.
  const art = `
    ${backdrop(d, new Rng(`onboarding:${job.seed}`), p, [W, H, 600, 340], false)}
    ${motif(t, d, 600, 345, 1)}`;
  // The stepper: steps done ticked, this step large and numbered, the steps to come numbered.
  const gap = Math.min(200, 800 / Math.max(1, job.count - 1));
  const x0 = 600 - (gap * (job.count - 1)) / 2;
  const digit = await measureText("0", 30, 700);
  const ny = Y + digit.height / 2 - digit.bottom;
  let stepper = segment(x0, Y, x0 + gap * (job.count - 1), Y, s(C.bluePale, 8));
  for (let i = 0; i < job.count; i++) {
    const [x, now, done] = [x0 + gap * i, i === job.index, i < job.index];
    const look = s(C.bluePale, now ? 8 : 4, 1, now ? C.blue : done ? C.cyan : C.white);
    const ink = f(now ? C.white : C.slate);
    const number = text(x, ny, 30, String(i + 1), `text-anchor="middle" ${ink}`);
    stepper += circle(x, Y, now ? 40 : 30, look) + (done ? tick(x, Y, 22, C.white, 6) : number);
  }
  const fit = { margin: 30, svg: svgDoc(W, H, null, stepper) };
  return { file: job.file, svg: svgDoc(W, H, d, art + stepper), fit };
}

/** Monogram emblem (48x48): a shape picked by the name's hash, the initials in white. */
async function emblem(name: string): Promise<string> {
  const shapes = [
    circle(24, 24, 24),
    rect(0, 0, 48, 48, 12),
    path("M24 0L45 12V36L24 48L3 36V12Z"),
    path("M24 0C32 5 40 6 46 6C46 28 38 42 24 48C10 42 2 28 2 6C8 6 16 5 24 0Z"),
  ];
  // The first letters of the first two words, "and", "of" and "the" aside.
  const initials = (name.match(/\b(?!(?:and|of|the)\b)[a-z]/gi) ?? [])
    .slice(0, 2)
    .join("")
    .toUpperCase();
  const box = await measureText(initials, 19, 700, { letterSpacing: -0.5 });
  const [x, y] = [24 - (box.left + box.right) / 2, 24 - (box.top + box.bottom) / 2];
  return (
    at("", shapes[hashSeed(name) % shapes.length], f(C.slate)) +
    text(x, y, 19, initials, `letter-spacing="-0.5" ${f(C.white)}`)
  );
}

/**
 * A wordmark: the name in one or two lines, after a monogram (fictional
 * clients) or a small diamond (partners, whose real logos we do not copy).
 */
async function wordmark(job: Job<"wordmark">): Promise<Output> {
  const [W, H] = [320, 120];
  // A client's name stacks sooner: next to its emblem, two larger lines read better at logo size.
  const [mark, gap, maxSize, oneLineBonus] = job.emblem ? [48, 14, 27, 1.15] : [11, 10, 34, 1.4];
  const opts = { maxW: W - 32 - mark - gap, maxH: 80, minSize: 14, maxLines: 2 };
  const name = await fitText(job.name, { ...opts, maxSize, oneLineBonus });
  const x0 = (W - mark - gap - Math.max(...name.boxes.map((b) => b.width))) / 2;
  const first = (H - blockHeight(name)) / 2 - name.boxes[0].top;
  const middle = first + name.boxes[0].top / 2 + (name.step * (name.lines.length - 1)) / 2;
  const lead = job.emblem
    ? at(`translate(${n(x0)} ${H / 2 - 24})`, await emblem(job.name))
    : path(
        `M${n(x0 - 2)} ${n(middle)}l7.5 -7.5 7.5 7.5 -7.5 7.5Z`,
        s(C.slateLight, 2, 1, C.slateLight),
      );
  const svg = svgDoc(W, H, null, lead + textLines(name, x0 + mark + gap, first, f(C.slate)));
  return { file: job.file, svg, fit: { margin: 6 } };
}

/** The artwork for one planned content image. */
export function artworkFor(job: ImageJob): Promise<Output> {
  switch (job.family) {
    case "blog":
      return blogCover(job);
    case "case-study":
      return caseStudy(job);
    case "onboarding":
      return onboarding(job);
    case "wordmark":
      return wordmark(job);
  }
}
