/**
 * Draws the share card of every service, case study and article during the build
 * (gatsby-node's onPostBootstrap) into public/share/{kind}/{slug}.png, from the same
 * content nodes the pages are made of: a new article gets its card with no extra step.
 * Each PNG is kept in Gatsby's cache under the hash of its SVG, so a rebuild only draws
 * the cards whose text changed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

import { shareCardOf, type SharePage } from "../../../src/lib/share-image";
import { writeIfChanged } from "../artwork/render";
import { shareImageSvg } from "./template";

/** Change when the PNG encoding changes, so cached cards are drawn again. */
const ENCODING = "png palette q100 e4 d0.6 c6";
/** Cards drawn at once: sharp uses the cores itself; more would only queue. */
const CONCURRENCY = 2;

/** One card to publish: its site-relative path and its SVG. */
export interface ShareImageJob {
  path: string;
  svg: string;
}

type ContentNode = { [field: string]: unknown };
/** Gatsby's getNodesByType, or anything that returns content records by type. */
export type NodesByType = (type: string) => ContentNode[];

function field(node: ContentNode, name: string, type: string): string {
  const value = node[name];
  if (typeof value !== "string") throw new Error(`A ${type} record has no text "${name}".`);
  return value;
}

/** The pages with a card, from the content nodes (services, case studies, articles). */
export function sharePagesOf(nodesOf: NodesByType): SharePage[] {
  const pages = (type: string, page: (node: ContentNode) => SharePage): SharePage[] =>
    nodesOf(type).map(page);
  return [
    ...pages("Service", (n) => ({
      kind: "services",
      slug: field(n, "slug", "Service"),
      title: field(n, "title", "Service"),
    })),
    ...pages("CaseStudy", (n) => ({
      kind: "case-studies",
      slug: field(n, "slug", "CaseStudy"),
      title: field(n, "title", "CaseStudy"),
      sector: field(n, "sector", "CaseStudy"),
    })),
    ...pages("BlogPost", (n) => ({
      kind: "blogs",
      slug: field(n, "slug", "BlogPost"),
      title: field(n, "title", "BlogPost"),
      category: field(n, "category", "BlogPost"),
    })),
  ];
}

/** The card of each page, drawn with the brand name from the site settings. */
export function shareImageJobs(pages: SharePage[], brand: string): ShareImageJob[] {
  return pages.map((page) => {
    const card = shareCardOf(page, brand);
    return { path: card.path, svg: shareImageSvg({ ...card, brand }) };
  });
}

async function draw(svg: string): Promise<Buffer> {
  const options = { palette: true, quality: 100, effort: 4, dither: 0.6, compressionLevel: 6 };
  return sharp(Buffer.from(svg, "utf8")).png(options).toBuffer();
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes every job's PNG under `publicDir` (drawing it, or taking it from `cacheDir`)
 * and removes cards of pages that no longer exist.
 */
export async function writeShareImages(
  jobs: ShareImageJob[],
  { publicDir, cacheDir }: { publicDir: string; cacheDir: string },
): Promise<{ drawn: number; reused: number; removed: number }> {
  await fs.mkdir(cacheDir, { recursive: true });
  let [drawn, reused] = [0, 0];
  const cacheFile = (job: ShareImageJob): string => {
    const key = createHash("sha256").update(`${ENCODING}\n${job.svg}`).digest("hex");
    return path.join(cacheDir, `${key.slice(0, 20)}.png`);
  };
  await eachLimited(jobs, CONCURRENCY, async (job) => {
    const cached = cacheFile(job);
    let png = await fs.readFile(cached).catch(() => null);
    if (png) reused++;
    else {
      png = await draw(job.svg);
      await fs.writeFile(cached, png);
      drawn++;
    }
    await writeIfChanged(path.join(publicDir, job.path), png);
  });
  // Cards of removed pages go, from the site and from the cache.
  const wanted = new Set(jobs.map((job) => path.join(publicDir, job.path)));
  const stale = (await filesUnder(path.join(publicDir, "share"))).filter((f) => !wanted.has(f));
  const current = new Set(jobs.map(cacheFile));
  const unused = (await filesUnder(cacheDir)).filter((f) => !current.has(f));
  await Promise.all([...stale, ...unused].map((file) => fs.rm(file)));
  return { drawn, reused, removed: stale.length };
}

/**
 * Draws the cards of all pages from the content nodes; the build's entry point.
 * `cacheDir` is a folder of Gatsby's cache; the drawn cards are kept in its "share-images".
 */
export async function publishShareImages(
  nodesOf: NodesByType,
  { publicDir, cacheDir }: { publicDir: string; cacheDir: string },
) {
  const [settings] = nodesOf("SiteSettings");
  if (!settings) throw new Error("The site settings (content/site.json) are missing.");
  const jobs = shareImageJobs(sharePagesOf(nodesOf), field(settings, "brandName", "SiteSettings"));
  const dirs = { publicDir, cacheDir: path.join(cacheDir, "share-images") };
  return { cards: jobs.length, ...(await writeShareImages(jobs, dirs)) };
}
