import fs from "node:fs";
import path from "node:path";
import { SERVER_STYLES_ATTRIBUTE, serverStyleNames } from "../src/lib/emotion/server-styles";
import { PAGE_SCRIPTS_LOADER } from "../src/lib/hydration/scripts-after-first-paint";
import { pageScriptList } from "../plugins/site-build/built-html/page-scripts";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";
import { scriptListProblems } from "../scripts/check-public/page-audit";
import { expect, test, waitForHydration } from "./fixtures";

/** Checks on the files `gatsby build` wrote, page by page (without a browser, but the last). */
const publicDir = path.join(__dirname, "..", "public");

// The site's pages only (not Gatsby's script slices under _gatsby/, nor the admin page).
const pages = publicHtmlFiles(publicDir).map((file) => path.join(publicDir, file));

test("every prebuilt page carries, in its head, every Emotion style its body uses", () => {
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const bodyStart = html.indexOf("<body");
    const head = html.slice(0, bodyStart);
    const body = html.slice(bodyStart);
    const label = path.relative(publicDir, file);
    expect(body.includes("<style data-emotion"), `${label}: inline style tags in body`).toBe(false);
    const tag = new RegExp(`<style ${SERVER_STYLES_ATTRIBUTE}="([^"]*)">([^<]*)</style>`).exec(
      head,
    );
    const declared = new Set(tag ? serverStyleNames(tag[1], tag[2]).names : []);
    expect(
      declared.has("global") || head.includes("scroll-padding-top"),
      `${label}: global styles`,
    ).toBe(true);
    const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
    const missing = [...used]
      .filter((name) => /^css-[a-z0-9]+$/.test(name))
      .filter((name) => !declared.has(name.slice(4)));
    expect(missing, `${label}: classes without rules`).toEqual([]);
  }
});

test("every prebuilt page starts its own scripts from its list, none from a script tag", () => {
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const label = path.relative(publicDir, file);
    expect(html, `${label}: a script tag of the site's own`).not.toMatch(/<script[^>]*src="\//);
    // Exactly one webpack runtime and one app bundle, by the build check's own rule.
    expect(scriptListProblems(pageScriptList(html)), `${label}: runtime and app`).toEqual([]);
    expect(html, `${label}: loader`).toContain(`<script>${PAGE_SCRIPTS_LOADER}</script>`);
  }
});

for (const pagePath of ["/", "/blogs/itil-framework-advantages", "/contact"]) {
  test(`${pagePath}: the page's scripts are requested after its first contentful paint`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  });
}
