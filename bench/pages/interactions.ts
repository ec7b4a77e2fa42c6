/**
 * How long the site takes to answer a tap or a key press, measured as Chrome reports it to the
 * page (Event Timing: from the input to the next paint after its handlers ran), with the CPU
 * slowed four times as Lighthouse's phone is. Each interaction runs in a fresh load of its page,
 * once the page has hydrated and the network is idle; the worst event of the interaction counts
 * (a key press is a keydown and a keyup; typing is several presses).
 */
import type { Browser, Page } from "@playwright/test";
import { middle } from "./results";

/** Lighthouse's mobile preset slows the CPU four times; so does this. */
export const CPU_SLOWDOWN = 4;
/** Every interaction answers within this, at that slowdown. */
export const INTERACTION_LIMIT_MS = 100;
const PHONE = { width: 390, height: 844 };

export interface InteractionScenario {
  name: string;
  route: string;
  /** What happens before the measured step (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured step. */
  act: (page: Page) => Promise<void>;
}

/** The six interactions the requirements name: the assessment, a tool, the phone menu, the form. */
export const SCENARIOS: readonly InteractionScenario[] = [
  {
    name: "assessment: choose an answer",
    route: "/assessment",
    act: (page) => page.getByRole("radio").first().check(),
  },
  {
    name: "assessment: Next",
    route: "/assessment",
    prepare: (page) => page.getByRole("radio").first().check(),
    act: (page) => page.getByRole("button", { name: "Next" }).click(),
  },
  {
    name: "budget calculator: typing",
    route: "/tools/budget-calculator",
    prepare: (page) => page.getByLabel("Employees").fill(""),
    act: (page) => page.getByLabel("Employees").pressSequentially("120", { delay: 150 }),
  },
  {
    name: "phone menu: open",
    route: "/",
    act: (page) => page.getByRole("button", { name: "Menu" }).click(),
  },
  {
    name: "contact form: typing",
    route: "/contact",
    act: (page) => page.getByLabel("Full Name *").pressSequentially("Ada", { delay: 150 }),
  },
  {
    name: "contact form: tick a solution",
    route: "/contact",
    act: (page) =>
      page
        .getByRole("group", { name: "Solutions Interested In *" })
        .getByRole("checkbox")
        .first()
        .check(),
  },
];

export interface InteractionSample {
  /** The longest Event Timing duration among the interaction's events, ms. */
  worstMs: number;
  /** The event that took it (e.g. "pointerup", "keydown"). */
  worstEvent: string;
}

export interface InteractionResult {
  name: string;
  route: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  worstEvent: string;
  met: boolean;
}

interface RecordedEvent {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
}

declare global {
  interface Window {
    __benchEvents?: RecordedEvent[];
  }
}

/**
 * Resolves once the page has run no task of 50 ms or more for a second: what a page does by
 * itself after load (parts hydrating when idle, the consent banner) is not what is measured.
 */
async function mainThreadQuiet(page: Page): Promise<void> {
  // A string, not a function: the TypeScript runner wraps named functions in a helper the page
  // does not have.
  await page.evaluate(`new Promise((resolve) => {
    let timer;
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => { observer.disconnect(); resolve(); }, 1000);
    });
    observer.observe({ type: "longtask" });
    timer = setTimeout(() => { observer.disconnect(); resolve(); }, 1000);
  })`);
}

/** Starts recording every event of 16 ms or more (Event Timing's finest threshold). */
async function startRecording(page: Page): Promise<number> {
  return page.evaluate(() => {
    const events: RecordedEvent[] = [];
    window.__benchEvents = events;
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      const entries = list.getEntries() as (PerformanceEventTiming & { interactionId: number })[];
      for (const entry of entries) {
        events.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
        });
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    return performance.now();
  });
}

/** The interaction's events, once Chrome has reported them (after the paint that follows). */
async function recordedSince(page: Page, since: number): Promise<RecordedEvent[]> {
  // Event Timing entries arrive after the next paint; two frames and a quiet moment cover it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const events = await page.evaluate(() => window.__benchEvents ?? []);
  return events.filter((event) => event.startTime >= since && event.interactionId > 0);
}

export function worstOf(events: readonly RecordedEvent[]): InteractionSample {
  let worst: InteractionSample = { worstMs: 0, worstEvent: "none over 16 ms" };
  for (const event of events) {
    if (event.duration > worst.worstMs) worst = { worstMs: event.duration, worstEvent: event.name };
  }
  return worst;
}

async function measureOnce(
  browser: Browser,
  origin: string,
  scenario: InteractionScenario,
): Promise<InteractionSample> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  try {
    // Nothing leaves the machine: reCAPTCHA and analytics are not part of what is measured.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${scenario.route}`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await mainThreadQuiet(page);
    if (scenario.prepare) await scenario.prepare(page);
    const since = await startRecording(page);
    await scenario.act(page);
    return worstOf(await recordedSince(page, since));
  } finally {
    await context.close();
  }
}

export function summariseInteraction(
  scenario: InteractionScenario,
  samples: readonly InteractionSample[],
): InteractionResult {
  const values = samples.map((sample) => sample.worstMs);
  const medianMs = middle(values);
  return {
    name: scenario.name,
    route: scenario.route,
    runs: samples.length,
    medianMs,
    minMs: Math.min(...values),
    maxMs: Math.max(...values),
    worstEvent: samples.find((sample) => sample.worstMs === medianMs)?.worstEvent ?? "",
    met: medianMs <= INTERACTION_LIMIT_MS,
  };
}

/** Every scenario `runs` times, interleaved (each round runs every scenario once). */
export async function measureInteractions(options: {
  browser: Browser;
  origin: string;
  runs: number;
  scenarios?: readonly InteractionScenario[];
  log?: (line: string) => void;
}): Promise<InteractionResult[]> {
  const scenarios = options.scenarios ?? SCENARIOS;
  const samples = scenarios.map(() => [] as InteractionSample[]);
  for (let run = 0; run < options.runs; run += 1) {
    for (const [i, scenario] of scenarios.entries()) {
      const sample = await measureOnce(options.browser, options.origin, scenario);
      options.log?.(`${scenario.name}: ${Math.round(sample.worstMs)} ms (${sample.worstEvent})`);
      samples[i].push(sample);
    }
  }
  return scenarios.map((scenario, i) => summariseInteraction(scenario, samples[i]));
}
