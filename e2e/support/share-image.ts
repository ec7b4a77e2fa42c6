/**
 * A page that has its own share card names it in og:image and twitter:image (with its
 * size and alternative text), and the built site serves it as a PNG.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { SHARE_IMAGE_SIZE, type ShareCard } from "../../src/lib/share-image";
import { expect } from "../fixtures";

export async function expectOwnShareCard(
  page: Page,
  request: APIRequestContext,
  card: Pick<ShareCard, "path" | "alt">,
) {
  const og = page.locator('meta[property="og:image"]');
  const image = (await og.getAttribute("content")) ?? "";
  expect(image).toMatch(/^https?:\/\//);
  expect(decodeURI(new URL(image).pathname)).toBe(card.path);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
  const meta = (property: string) => page.locator(`meta[property="og:image:${property}"]`);
  await expect(meta("width")).toHaveAttribute("content", String(SHARE_IMAGE_SIZE.width));
  await expect(meta("height")).toHaveAttribute("content", String(SHARE_IMAGE_SIZE.height));
  await expect(meta("alt")).toHaveAttribute("content", card.alt);
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", card.alt);

  // The address is the deployed one; the test server serves the same path.
  const response = await request.get(new URL(image).pathname);
  expect(response.status(), image).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
}
