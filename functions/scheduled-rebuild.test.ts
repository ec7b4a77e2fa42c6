import { PUBLISH_DAYS_PATH } from "../src/lib/blog/schedule";
import {
  BUILD_HOOK_VARIABLE,
  REBUILD_TITLE,
  rebuildResponse,
  runScheduledRebuild,
} from "./scheduled-rebuild";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef";
const clock = () => new Date("2026-12-12T00:15:00Z");

/** A stand-in for fetch that records its calls and answers with `status` (or throws). */
function fakeFetch(answer: number | Error) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = ((url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(new Response(null, { status: answer }));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("the daily rebuild for scheduled articles", () => {
  it("without a build hook, logs that it did nothing and asks for no build", async () => {
    const lines: string[] = [];
    const { fetch, calls } = fakeFetch(200);
    const report = await runScheduledRebuild({ env: {}, log: (l) => lines.push(l), clock, fetch });
    expect(report).toEqual({
      event: "scheduled_rebuild",
      outcome: "skipped",
      problem: `${BUILD_HOOK_VARIABLE} is not set: no build asked for; an article scheduled for today appears with the next build.`,
    });
    expect(calls).toEqual([]);
    expect(JSON.parse(lines[0])).toEqual({ time: "2026-12-12T00:15:00.000Z", ...report });
    expect(rebuildResponse(report).status).toBe(200);
  });

  it("posts to the build hook with the deploy's title, and never logs the hook's address", async () => {
    const lines: string[] = [];
    const { fetch, calls } = fakeFetch(200);
    const report = await runScheduledRebuild({
      env: { [BUILD_HOOK_VARIABLE]: HOOK },
      log: (l) => lines.push(l),
      clock,
      fetch,
    });
    expect(report).toEqual({ event: "scheduled_rebuild", outcome: "done", status: 200 });
    expect(calls).toHaveLength(1);
    const called = new URL(calls[0].url);
    expect(`${called.origin}${called.pathname}`).toBe(HOOK);
    expect(called.searchParams.get("trigger_title")).toBe(REBUILD_TITLE);
    expect(calls[0].init?.method).toBe("POST");
    expect(lines.join("\n")).not.toContain("0123456789abcdef");
  });

  it("fails, saying why, when the hook refuses, cannot be reached or is no https address", async () => {
    const env = { [BUILD_HOOK_VARIABLE]: HOOK };
    const refused = await runScheduledRebuild({ env, log: () => {}, clock, ...fakeFetch(404) });
    expect(refused).toMatchObject({ outcome: "failed", status: 404 });
    expect(rebuildResponse(refused).status).toBe(500);
    const down = await runScheduledRebuild({
      env,
      log: () => {},
      clock,
      ...fakeFetch(Object.assign(new Error("x"), { name: "TimeoutError" })),
    });
    expect(down).toMatchObject({ outcome: "failed" });
    expect(down.problem).toContain("(TimeoutError)");
    const plain = await runScheduledRebuild({
      env: { [BUILD_HOOK_VARIABLE]: "http://api.netlify.com/build_hooks/x" },
      log: () => {},
      clock,
      ...fakeFetch(200),
    });
    expect(plain).toMatchObject({ outcome: "failed" });
    expect(plain.problem).toContain("is not an https:// address");
  });

  describe("with the site's address, only on a day an article is due", () => {
    const SITE = "https://www.example.co.uk";
    const env = { [BUILD_HOOK_VARIABLE]: HOOK, SITE_URL: SITE };
    /** The site answers its list of days with `list` (a status, a thrown error or a body). */
    function siteAndHook(list: number | Error | unknown) {
      const calls: string[] = [];
      const fetch = ((url: URL | string) => {
        calls.push(String(url));
        if (!String(url).endsWith(PUBLISH_DAYS_PATH)) {
          return Promise.resolve(new Response(null, { status: 200 }));
        }
        if (list instanceof Error) return Promise.reject(list);
        if (typeof list === "number") return Promise.resolve(new Response(null, { status: list }));
        return Promise.resolve(Response.json(list));
      }) as typeof globalThis.fetch;
      return { fetch, calls };
    }
    const run = (fetch: typeof globalThis.fetch) =>
      runScheduledRebuild({ env, log: () => {}, clock, fetch });

    it("asks for no build when every listed day is still to come", async () => {
      const { fetch, calls } = siteAndHook({ days: ["2026-12-13", "2027-01-05"] });
      expect(await run(fetch)).toEqual({
        event: "scheduled_rebuild",
        outcome: "skipped",
        problem: "No article is scheduled for 2026-12-12 or earlier: no build asked for.",
      });
      expect(calls).toEqual([`${SITE}${PUBLISH_DAYS_PATH}`]);
    });

    it("asks for a build on an article's day, and on a later day if that night's build was missed", async () => {
      for (const days of [["2026-12-12", "2027-01-05"], ["2026-12-10"]]) {
        const { fetch, calls } = siteAndHook({ days });
        expect(await run(fetch)).toMatchObject({ outcome: "done" });
        expect(calls).toHaveLength(2);
        expect(calls[1]).toContain(HOOK);
      }
    });

    it("asks for a build when the list cannot be read, so no article is left unpublished", async () => {
      for (const list of [404, new Error("offline"), { days: "2026-12-13" }, "not a list"]) {
        const { fetch, calls } = siteAndHook(list);
        expect(await run(fetch)).toMatchObject({ outcome: "done" });
        expect(calls).toHaveLength(2);
      }
    });

    it("takes Netlify's URL when SITE_URL is not set", async () => {
      const { fetch, calls } = siteAndHook({ days: [] });
      const report = await runScheduledRebuild({
        env: { [BUILD_HOOK_VARIABLE]: HOOK, URL: SITE },
        log: () => {},
        clock,
        fetch,
      });
      expect(report).toMatchObject({ outcome: "skipped" });
      expect(calls).toEqual([`${SITE}${PUBLISH_DAYS_PATH}`]);
    });
  });
});
