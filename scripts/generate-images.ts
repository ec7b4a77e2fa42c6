/**
 * Generates every piece of branded artwork of the site from code:
 * SVG strings built in scripts/artwork/*, rendered to PNG with sharp.
 *
 *   npm run images
 *
 * Deterministic (seeded PRNG, no dates) and idempotent (a file is only
 * rewritten when its bytes change). Text is measured with the real font and
 * every image carrying text is checked for clipping.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { blogSvg, BLOG_SLUGS } from "./artwork/blog";
import { logoSvg, markSvg, ogSvg, touchIconSvg, type LogoText, type OgText } from "./artwork/brand";
import { caseStudySvg, CASE_STUDIES } from "./artwork/case-studies";
import { heroSvg } from "./artwork/hero";
import { notFoundSvg, notFoundTextOnlySvg } from "./artwork/not-found";
import { onboardingSvg, ONBOARDING } from "./artwork/onboarding";
import {
  checkFit,
  measureText,
  renderPng,
  writeIfChanged,
  type RenderOptions,
  type RenderResult,
} from "./artwork/render";
import { CLIENTS, PARTNERS, wordmarkSvg } from "./artwork/wordmarks";

const ROOT = process.cwd();
if (!existsSync(path.join(ROOT, "content")) || !existsSync(path.join(ROOT, "package.json"))) {
  throw new Error(`Run from the repository root (no content/ in ${ROOT}).`);
}
const IMAGES = path.join(ROOT, "content", "images");
const STATIC = path.join(ROOT, "static");

interface Row {
  file: string;
  size: string;
  bytes: number;
  note: string;
}
const rows: Row[] = [];
const problems: string[] = [];

function rel(file: string): string {
  return path.relative(ROOT, file);
}

async function png(
  svg: string,
  file: string,
  size: string,
  opts: RenderOptions = {},
): Promise<RenderResult> {
  const res = await renderPng(svg, file, opts);
  rows.push({
    file: rel(file),
    size,
    bytes: res.bytes,
    note: `${res.mode}${res.mode === "palette" ? ` ${res.psnr.toFixed(1)}dB` : ""}${res.written ? "" : " (unchanged)"}`,
  });
  return res;
}

async function text(content: string, file: string): Promise<void> {
  const written = await writeIfChanged(file, content);
  rows.push({
    file: rel(file),
    size: "svg",
    bytes: Buffer.byteLength(content),
    note: written ? "" : "(unchanged)",
  });
}

async function expectFit(label: string, svg: string, minMargin: number): Promise<void> {
  const fit = await checkFit(svg, minMargin);
  if (!fit.ok) {
    problems.push(
      `${label}: content too close to the edge (margins l${fit.left} t${fit.top} r${fit.right} b${fit.bottom}, need ${minMargin})`,
    );
  }
}

// ---------------------------------------------------------------------------

async function brand(): Promise<void> {
  // Logo: fit "Northbridge IT" into the space right of the 88px badge.
  const ref = await measureText("Northbridge <tspan>IT</tspan>", 100, 700, {
    raw: true,
    letterSpacing: -0.5,
  });
  const textX = 114;
  const avail = 480 - textX - 12;
  const fontSize = Math.min(50, Math.floor((avail / ref.width) * 100 * 2) / 2);
  const box = await measureText("Northbridge <tspan>IT</tspan>", fontSize, 700, {
    raw: true,
    letterSpacing: -0.5,
  });
  const capHeight = fontSize * 0.73;
  const logoText: LogoText = { fontSize, x: textX - box.left, baseline: 60 + capHeight / 2 };

  for (const variant of ["light", "dark"] as const) {
    const svg = logoSvg(variant, logoText);
    await text(svg, path.join(STATIC, variant === "light" ? "logo.svg" : "logo-dark.svg"));
    await expectFit(`logo (${variant})`, svg, 2);
  }
  await png(logoSvg("light", logoText), path.join(IMAGES, "logo.png"), "480x120");

  await text(markSvg(32), path.join(STATIC, "favicon.svg"));
  await png(markSvg(32), path.join(STATIC, "favicon-32.png"), "32x32", { palette: "never" });
  await png(touchIconSvg(180), path.join(STATIC, "apple-touch-icon.png"), "180x180");

  // OG image
  const head = await measureText("Stress-Free IT", 100, 700, { letterSpacing: -1.5 });
  const sub = await measureText("Managed IT · Cyber Security · Cloud · Private AI", 100, "normal");
  const og: OgText = {
    headlineSize: Math.min(92, Math.floor((640 / head.width) * 100)),
    subSize: Math.min(30, Math.floor((1000 / sub.width) * 100)),
    brandSize: 40,
  };
  await png(ogSvg(og), path.join(STATIC, "og-image.png"), "1200x630");
}

async function wordmarks(): Promise<void> {
  for (const [kind, list, dir] of [
    ["partner", PARTNERS, "partners"],
    ["client", CLIENTS, "experience"],
  ] as const) {
    for (const spec of list) {
      const svg = await wordmarkSvg(spec, kind);
      await expectFit(`${dir}/${spec.slug}`, svg, 6);
      await png(svg, path.join(IMAGES, dir, `${spec.slug}.png`), "320x120");
    }
  }
}

async function illustrations(): Promise<void> {
  await png(heroSvg(), path.join(IMAGES, "hero.png"), "1600x900");
  for (const step of ONBOARDING) {
    await png(onboardingSvg(step), path.join(IMAGES, "onboarding", `${step}.png`), "1200x800");
  }
  for (const slug of CASE_STUDIES) {
    await png(caseStudySvg(slug), path.join(IMAGES, "case-studies", `${slug}.png`), "1200x675");
  }
  for (const slug of BLOG_SLUGS) {
    await png(blogSvg(slug), path.join(IMAGES, "blog", `${slug}.png`), "1200x675");
  }
  const nf = await notFoundSvg();
  await expectFit("404 numerals", await notFoundTextOnlySvg(), 40);
  await png(nf, path.join(IMAGES, "404.png"), "1920x1080");
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const jobs: Array<[string, () => Promise<void>]> = [
    ["brand", brand],
    ["wordmarks", wordmarks],
    ["illustrations", illustrations],
  ];
  for (const [name, job] of jobs) {
    if (only.length === 0 || only.includes(name)) await job();
  }

  const width = Math.max(...rows.map((r) => r.file.length));
  let total = 0;
  for (const r of rows) {
    total += r.bytes;
    console.log(
      `${r.file.padEnd(width)}  ${r.size.padStart(9)}  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.note}`,
    );
  }
  console.log(`${rows.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in total`);
  if (problems.length > 0) {
    for (const p of problems) console.error(`CLIPPED? ${p}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
