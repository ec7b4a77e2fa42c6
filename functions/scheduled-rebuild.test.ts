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
});
