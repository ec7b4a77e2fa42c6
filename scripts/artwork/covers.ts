/**
 * One parameterised design per family of content images:
 * - blog cover (1200x675): the category's palette and motif, with the title;
 * - case study (1200x675): the sector's palette and motif, with two results;
 * - onboarding step (1200x800): the step's motif on a stage, over a stepper;
 * - wordmark (320x120): a name, with a monogram emblem for fictional clients.
 * Text is fitted with the real font, and checked for clipping when written.
 */
import { C, Defs, Rng, at, circle, f, fill, hashSeed, n, path, polar, rect, s } from "./core";
import { each, segment, sparkle, svgDoc, text, tick } from "./core";
import { scatterNetwork, type Node } from "./hero";
import { topicFor, type Palette, type Topic } from "./motifs";
import type { ImageJob, Result } from "./plan";
import { fitText, measureText, type Output, type TextBlock } from "./render";

type Job<F> = Extract<ImageJob, { family: F }>;

/** The lines of a fitted block, the first baseline at y and the left ink edge at x. */
function textLines(b: TextBlock, x: number, y: number, look: string): string {
  const left = Math.min(...b.boxes.map((box) => box.left));
  return b.lines.map((l, i) => text(x - left, y + i * b.step, b.size, l, look)).join("");
}
/** Height of a fitted block from the first line's cap top to the last baseline. */
const blockHeight = (b: TextBlock): number => -b.boxes[0].top + b.step * (b.lines.length - 1);

/** A rounded label: the wording in capitals, in the accent colour on a tinted pill. */
async function pill(words: string, x: number, y: number, p: Palette): Promise<string> {
  const label = words.toUpperCase();
  const box = await measureText(label, 22, 700, { letterSpacing: 1.5 });
  const baseline = y + 23 + box.height / 2 - box.bottom;
  return (
    rect(x, y, box.width + 40, 46, 23, `${f(p.acc, 0.16)} stroke="${p.acc}" stroke-opacity=".5"`) +
    text(x + 20 - box.left, baseline, 22, label, `letter-spacing="1.5" ${f(p.acc)}`)
  );
}

/**
 * The dark backdrop of a picture whose motif sits at (mx, my): the palette's
 * gradient at a seeded angle, a seeded texture, a glow, five sparkles clear of
 * the motif, and (when `calm`) a shade over the left, where the text goes.
 */
function backdrop(d: Defs, rng: Rng, p: Palette, [W, H, mx, my]: number[], calm = true): string {
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
    ${circle(mx, my, 430, f(d.glow(p.acc, 0.3)))}
    ${circle(mx, my, 250, f(C.white, 0.05))}${circle(mx, my, 250, s(C.white, 2, 0.1))}
    ${sparkles.join("")}${calm ? full(d.linear(shade, [0, 0, 1, 0])) : ""}`;
}

const motif = (t: Topic, d: Defs, x: number, y: number, k: number): string =>
  at(`translate(${x} ${y}) scale(${k})`, t.draw(d));

/** A 1200x675 picture: `words` on the left, kept clear of the motif and of the share crop. */
function poster(job: ImageJob, t: Topic, words: string, [mx, my, k]: number[]): Output {
  const d = new Defs(job.family[0]);
  const art = backdrop(d, new Rng(`${job.family}:${job.seed}`), t.palette, [1200, 675, mx, my]);
  const svg = svgDoc(1200, 675, d, art + motif(t, d, mx, my, k) + words);
  return { file: job.file, svg, fit: { margin: 36, svg: svgDoc(660, 675, null, words) } };
}

/** A blog cover: category pill, title and the blog's name left; the category's motif right. */
async function blogCover(job: Job<"blog">): Promise<Output> {
  const [t, X] = [topicFor(job.category), 80];
  const opts = { maxW: 540, maxH: 330, maxSize: 62, minSize: 34, maxLines: 4, lineGap: 1.2 };
  const title = await fitText(job.title, opts);
  const top = 150 + (360 - blockHeight(title)) / 2 - title.boxes[0].top;
  const words = `
    ${await pill(job.category, X, 80, t.palette)}
    ${textLines(title, X, top, `fill="${C.white}" letter-spacing="-0.5"`)}
    ${rect(X, 556, 56, 6, 3, f(t.palette.acc))}
    ${text(X + 76, 568, 24, job.brand, `font-weight="normal" ${f(C.blueMist)}`)}`;
  return poster(job, t, words, [900, 345, 0.7]);
}

/** One result: the value large, its label below, an accent bar down the side. */
async function stat(r: Result, x: number, y: number, p: Palette): Promise<[string, number]> {
  const value = await fitText(r.value, { maxW: 520, maxH: 86, maxSize: 92, minSize: 40 });
  const opts = { maxW: 500, maxH: 118, maxSize: 31, minSize: 20, maxLines: 3 };
  const label = await fitText(r.label, { ...opts, weight: "normal" });
  const vy = y - value.boxes[0].top;
  const ly = vy + 24 - label.boxes[0].top;
  const bottom = ly + label.step * (label.lines.length - 1) + 8;
  return [
    rect(x, y, 6, bottom - y, 3, f(p.acc)) +
      textLines(value, x + 28, vy, f(C.white)) +
      textLines(label, x + 28, ly, `font-weight="normal" ${f(C.blueMist)}`),
    bottom - y,
  ];
}

/** A case study: the sector and its first two results left; the sector's motif right. */
async function caseStudy(job: Job<"case-study">): Promise<Output> {
  const t = topicFor(job.sector);
  let [words, y] = [await pill(job.sector, 70, 70, t.palette), 160];
  for (const r of job.results.slice(0, 2)) {
    const [markup, h] = await stat(r, 70, y, t.palette);
    [words, y] = [words + markup, y + h + 56];
  }
  return poster(job, t, words, [890, 340, 0.84]);
}

/** An onboarding step: the step's motif on a dark stage, over a stepper showing where it sits. */
async function onboarding(job: Job<"onboarding">): Promise<Output> {
  const [W, H, Y] = [1200, 800, 722];
  const t = topicFor(job.step);
  const p = { ...t.palette, from: C.navy, to: C.blueDark };
  const d = new Defs("o");
  const dots = d.pattern(22, 22, circle(11, 11, 3, f(C.blueSoft, 0.35)));
  const stage = `clip-path="${d.clip(rect(70, 40, 1060, 600, 48))}"`;
  const art = `
    ${fill(W, H, d.linear("0 #f6f9ff, 1 #e8f0ff"))}
    <ellipse cx="600" cy="380" rx="560" ry="330" fill="#dbe7ff"/>
    ${rect(60, 40, 132, 110, 0, f(dots))}${rect(1010, 520, 132, 110, 0, f(dots))}
    ${rect(82, 56, 1060, 600, 48, f(C.navy, 0.12))}
    <g ${stage}>${backdrop(d, new Rng(`onboarding:${job.seed}`), p, [W, H, 600, 340], false)}</g>
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
