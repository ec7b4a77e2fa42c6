import fs from "node:fs";
import { gzipSync } from "node:zlib";
import {
  FIRST_SCRIPT,
  PAGE_SCRIPTS_LOADER,
  SEARCH_FIRST_RESULTS,
} from "../../../src/hydration/inline-scripts.generated";
import {
  compileInlineScript,
  INLINE_SCRIPTS_MODULE,
  inlineScriptsModule,
} from "./compile-inline-scripts";

describe("the inline scripts", () => {
  it("are committed as the build compiles them (run a build, or `npm run build`, to refresh)", () => {
    expect(fs.readFileSync(INLINE_SCRIPTS_MODULE, "utf8")).toBe(inlineScriptsModule());
  });

  it("compile to one statement each, with nothing that would end their <script>", () => {
    for (const script of [FIRST_SCRIPT, PAGE_SCRIPTS_LOADER, SEARCH_FIRST_RESULTS]) {
      expect(script).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(script).not.toMatch(/<\/script/i);
    }
    expect(compileInlineScript("first-script.ts")).toBe(FIRST_SCRIPT);
  });

  // Every page carries them: their size is part of every page's first round trip.
  it("stay small", () => {
    expect(FIRST_SCRIPT.length).toBeLessThanOrEqual(720);
    expect(PAGE_SCRIPTS_LOADER.length).toBeLessThanOrEqual(760);
    expect(gzipSync(FIRST_SCRIPT + PAGE_SCRIPTS_LOADER).length).toBeLessThanOrEqual(800);
  });

  // Only the search page carries it, in its first round trip: the matching alone, nothing the
  // rest of search's modules would bring (they pull in the routes and the tools).
  it("the search page's stays small", () => {
    expect(gzipSync(SEARCH_FIRST_RESULTS).length).toBeLessThanOrEqual(1_200);
    expect(SEARCH_FIRST_RESULTS).not.toContain("Free IT Assessment");
  });
});
