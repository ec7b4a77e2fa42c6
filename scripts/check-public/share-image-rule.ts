/**
 * Services, case studies and articles each have their own share card: the page's
 * og:image and twitter:image must name exactly that card, at the deployed address,
 * and the card must be a 1200x630 PNG in public/.
 */
import type { HTMLElement } from "node-html-parser";
import { SHARE_IMAGE_SIZE, shareImagePath, type SharePageKind } from "../../src/lib/share-image";

const CARD_PAGE = /^\/(services|case-studies|blogs)\/([^/]+)$/;

/** The site path of a page's own card, or null for pages that show the brand's image. */
export function expectedShareImage(sitePath: string): string | null {
  const match = CARD_PAGE.exec(sitePath);
  return match ? shareImagePath(match[1] as SharePageKind, match[2]) : null;
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = "89504e470d0a1a0a";
  if (bytes.length < 24 || bytes.subarray(0, 8).toString("hex") !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface ShareImageCheck {
  path: string;
  siteOrigin: string;
  /** The bytes of a file under public/ (relative path), or null when there is none. */
  readFile: (relativePath: string) => Buffer | null;
}

export function shareImageProblems(root: HTMLElement, check: ShareImageCheck): string[] {
  const expected = expectedShareImage(check.path);
  if (expected === null) return [];
  const meta = (selector: string): string =>
    root.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? "";
  const problems: string[] = [];
  for (const tag of ['property="og:image"', 'name="twitter:image"']) {
    const content = meta(tag);
    let url: URL | null = null;
    try {
      url = new URL(content);
    } catch {
      // reported below
    }
    if (!url || url.origin !== check.siteOrigin || decodeURI(url.pathname) !== expected) {
      problems.push(`${tag} is "${content}", expected ${check.siteOrigin}${expected}`);
    }
  }
  for (const [dimension, size] of Object.entries(SHARE_IMAGE_SIZE)) {
    const content = meta(`property="og:image:${dimension}"`);
    if (content !== String(size))
      problems.push(`og:image:${dimension} is "${content}", expected ${size}`);
  }
  if (meta('property="og:image:alt"').trim() === "") problems.push("og:image:alt is empty");
  const file = check.readFile(expected.slice(1));
  const size = file && pngSize(file);
  if (!size) problems.push(`share image ${expected} is missing from public/ or not a PNG`);
  else if (size.width !== SHARE_IMAGE_SIZE.width || size.height !== SHARE_IMAGE_SIZE.height) {
    problems.push(`share image ${expected} is ${size.width}x${size.height}, expected 1200x630`);
  }
  return problems;
}
