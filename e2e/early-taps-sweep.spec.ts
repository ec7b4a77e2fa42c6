/**
 * No tap before the page is interactive is lost, on any control: a sweep, not examples.
 *
 * For one page of every template, on a phone and on a desktop viewport, the controls the
 * prebuilt page shows are found in the DOM (buttons, toggles with aria-expanded or
 * aria-pressed, tabs, radios, checkboxes, summaries, links that open a popup), so a new
 * control is covered without a new test. Each is activated once, in its own load whose
 * scripts are held back; the scripts are then released and the control must end as the same
 * activation leaves it after hydration (a second load, in a second browser context, where the click comes after
 * html[data-hydrated]). Compared: the control's aria-expanded, aria-pressed, aria-selected,
 * aria-checked, aria-current, checked and name, what it controls (aria-controls), the theme
 * class on <html>, the URL, a form's invalid fields and the messages on screen, dialogs and
 * regions shown, where focus is, and calls to the print dialog.
 *
 * Pages: the sitemap's routes grouped by the component that renders them (the build's
 * page-data names it), the first route of each, plus ALSO_SWEPT. A new template or fixed page
 * is swept once built, with no edit here; a route the sitemap leaves out goes in ALSO_SWEPT.
 *
 * No control is left out for behaving differently once interactive: a button that navigates
 * is judged by the URL, Send by the form's errors and messages. The round Cookie Settings button
 * waits aside (off the screen, taking no taps) until the page knows its place is clear, so
 * there is nothing to tap before hydration; a keyboard press on it then is tried in
 * e2e/cookie-button.spec.ts, and the footer's "Cookie settings" is swept here.
 *
 * The controls tried, and what each activation changed, are listed in the test's annotations,
 * in an attachment (with their selectors) and on the console.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { readPageData } from "../plugins/site-build/built-html/build-files";
import {
  expect,
  holdScripts,
  lendSweepPage,
  PUBLIC_DIR,
  sharedPage,
  sitemapRoutes,
  sweepTest,
  waitForHydration,
} from "./fixtures";

/** Routes swept besides the sitemap's: the not-found page (any unknown address). */
const ALSO_SWEPT = ["/no-such-page"];

/** The first sitemap route of each page component (template or fixed page), then ALSO_SWEPT. */
function onePagePerTemplate(): string[] {
  const routes = sitemapRoutes()
    .map((route) => decodeURI(route))
    .sort();
  const byComponent = new Map<string, string>();
  for (const route of routes) {
    const chunk = String(readPageData(PUBLIC_DIR, route)?.componentChunkName);
    if (!byComponent.has(chunk)) byComponent.set(chunk, route);
  }
  return [...byComponent.values(), ...ALSO_SWEPT];
}

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/**
 * What is tried, so the sweep stays within its share of `npm test`'s time:
 * - Of a family of controls (same kind, same markup inside and around, icons aside: the
 *   fourteen solution checkboxes, the blog's category buttons, a carousel's dots, the radios
 *   of one group, the industries' accordion headers, a tool's Copy and Print) one is tried,
 *   the first that is not already on.
 * - The shared layout's controls (outside <main>: header and footer; the same on every page)
 *   are tried one per page, in turn: page i tries the layout's control i (counting round), so
 *   each of them is tried, on several templates.
 * - Not tried: what is already selected and cannot be unselected by a tap (the current step
 *   or slide, the selected tab, a checked radio). Activating it changes nothing, so a lost tap
 *   could not be told from a kept one.
 */
const PER_FAMILY = 1;

const CONTROL_SELECTOR = [
  "button",
  "summary",
  "input[type=checkbox]",
  "input[type=radio]",
  "[role=button]",
  "[role=tab]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=switch]",
  "[aria-expanded]",
  "[aria-pressed]",
  // A link that opens a popup once the page runs (the header's search control).
  "[aria-haspopup]",
].join(",");

interface Control {
  /** Finds the same element in another load (nearest unique id, then nth-of-type steps). */
  selector: string;
  /** Kind and name, for the log. */
  label: string;
  family: string;
  /** Already pressed, ticked or open: a family is tried on a member that is not. */
  on: boolean;
  /** Already the selected one of a set (current step, selected tab, checked radio). */
  selected: boolean;
  inLayout: boolean;
}

/** Runs in the page: every visible, enabled control of the prebuilt HTML. */
function discoverControls(selector: string): Control[] {
  const uniqueId = (el: Element) =>
    el.id !== "" && document.querySelectorAll(`#${CSS.escape(el.id)}`).length === 1;
  const pathOf = (el: Element): string => {
    const steps: string[] = [];
    for (let node: Element | null = el; node && node !== document.body;) {
      if (uniqueId(node)) {
        steps.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      const parent: Element | null = node.parentElement;
      if (!parent) break;
      const same = [...parent.children].filter((child) => child.tagName === node?.tagName);
      const tag = node.tagName.toLowerCase();
      steps.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
      node = parent;
    }
    return steps.join(" > ");
  };
  // Per item (id, value), state (checked, current) or an optional hint (describedby).
  const IGNORED_ATTRIBUTES = [
    "id",
    "class",
    "style",
    "value",
    "checked",
    "aria-current",
    "aria-describedby",
  ];
  const markup = (node: Element) => `${node.tagName}.${node.getAttribute("class") ?? ""}`;
  // The attributes a control has (not their values) tell a menu button from the theme switch
  // beside it; which icon it shows does not change how a tap reaches it (the industries'
  // accordion headers, Copy and Print); its own class is left out, as it often follows its
  // state (the pressed category button).
  const familyOf = (el: Element): string => {
    const parts = [
      el.tagName,
      el.getAttribute("role") ?? "",
      el.getAttribute("type") ?? "",
      el.getAttribute("name") ?? "",
      el
        .getAttributeNames()
        .filter((name) => !IGNORED_ATTRIBUTES.includes(name))
        .sort()
        .join(" "),
      [...el.querySelectorAll("*")]
        .filter((inside) => !inside.closest("svg"))
        .map(markup)
        .join(" "),
    ];
    for (let node = el.parentElement; node && node.tagName !== "MAIN"; node = node.parentElement)
      parts.push(markup(node));
    return parts.join("|");
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    const text =
      el.getAttribute("aria-label") ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null) ??
      el.textContent ??
      "";
    return text.replace(/\s+/g, " ").trim().slice(0, 60);
  };
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0 || el.closest("[inert], [aria-hidden=true]")) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.pointerEvents !== "none";
  };
  const isTrue = (el: Element, name: string) =>
    !["false", "", null].includes(el.getAttribute(name));
  return [...document.querySelectorAll(selector)]
    .filter((el) => visible(el) && !(el as HTMLButtonElement).disabled)
    .map((el) => {
      const kind = el.getAttribute("role") ?? (el.getAttribute("type") || el.tagName).toLowerCase();
      const radio = kind === "radio";
      return {
        selector: pathOf(el),
        label: `${kind} "${nameOf(el)}"`,
        family: familyOf(el),
        on:
          ["aria-pressed", "aria-checked", "aria-expanded"].some((name) => isTrue(el, name)) ||
          (el instanceof HTMLInputElement && el.checked),
        selected:
          isTrue(el, "aria-current") ||
          isTrue(el, "aria-selected") ||
          (radio && (isTrue(el, "aria-checked") || (el as HTMLInputElement).checked === true)),
        inLayout: el.closest("main") === null,
      };
    });
}

/** Runs in the page: what an activation may change, compared between the two loads. */
function readState(selector: string) {
  const shown = (el: Element | null) =>
    el !== null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const textOf = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const el = document.querySelector(selector);
  const focused = document.activeElement === document.body ? null : document.activeElement;
  const control = el && {
    name: el.getAttribute("aria-label") ?? textOf(el),
    expanded: el.getAttribute("aria-expanded"),
    pressed: el.getAttribute("aria-pressed"),
    selected: el.getAttribute("aria-selected"),
    current: el.getAttribute("aria-current"),
    ariaChecked: el.getAttribute("aria-checked"),
    checked: el instanceof HTMLInputElement ? el.checked : null,
    // What it opens or shows: a menu, a panel, a tab's content, a carousel's slides.
    controls: (el.getAttribute("aria-controls") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => {
        const controlled = document.getElementById(id);
        return { shown: shown(controlled), children: [...(controlled?.children ?? [])].map(shown) };
      }),
  };
  return {
    control: control ?? "no longer on the page",
    theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
    url: location.pathname + location.search + location.hash,
    // A submitted form's outcome: fields marked invalid and messages on screen (live regions
    // that are visually hidden repeat the page a moment later, so they are left out).
    invalidFields: document.querySelectorAll('[aria-invalid="true"]').length,
    messages: [...document.querySelectorAll("[role=alert], [role=status], [aria-live]")]
      .filter((region) => {
        const box = region.getBoundingClientRect();
        return shown(region) && box.width > 1 && box.height > 1;
      })
      .map(textOf)
      .filter(Boolean),
    // Dialogs and labelled regions on screen (the consent banner that Cookie Settings opens,
    // the search dialog the header's control opens).
    regions: [
      ...document.querySelectorAll(
        "dialog[open], [role=dialog], [role=alertdialog], [role=region], section[aria-label], section[aria-labelledby]",
      ),
    ]
      .filter(shown)
      .map((region) => {
        const by = region.getAttribute("aria-labelledby");
        return region.getAttribute("aria-label") ?? textOf(by ? document.getElementById(by) : null);
      }),
    // What leaves no trace in the DOM: the print dialog (counted by the stand-in below).
    printed: (window as unknown as { __printCalls?: number }).__printCalls ?? 0,
    focus:
      focused &&
      `${focused.tagName.toLowerCase()} ${focused.getAttribute("aria-label") ?? textOf(focused).slice(0, 40)}`,
  };
}
type State = ReturnType<typeof readState>;

/**
 * Every load starts as a new visitor's who has already answered the consent banner: the sweep's
 * pages (`sweepTest`) start each test with only the consent cookie and each load with empty
 * storage, so a theme or ticks stored by the previous activation never change where the next
 * starts. Calls to the print dialog are counted instead of opening it.
 */
async function countPrintCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as { __printCalls: number };
    counted.__printCalls = 0;
    window.print = () => {
      counted.__printCalls += 1;
    };
  });
}

/** Requests a page has started and not yet finished (a part's chunk, a page's data). */
const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * `page` takes the taps before hydration. The loads that act after hydration (`after`) run
 * in a second context beside it, with storage of its own, so neither load sees what the other
 * stored; like `page`, it is one per worker, lent to each test afresh (see `sweepTest`).
 */
const test = sweepTest.extend<{ after: Page }>({
  page: async ({ browser, sweepPages, sweepContextOptions, baseURL }, use) => {
    const page = await sharedPage(
      sweepPages,
      "taps before",
      browser,
      sweepContextOptions,
      countPrintCalls,
    );
    await lendSweepPage(page, baseURL, use);
  },
  after: async ({ browser, sweepPages, sweepContextOptions, baseURL }, use) => {
    const page = await sharedPage(
      sweepPages,
      "taps after",
      browser,
      sweepContextOptions,
      countPrintCalls,
    );
    await lendSweepPage(page, baseURL, async (lent) => {
      const pending = new Set<unknown>();
      inFlight.set(lent, pending);
      lent.on("request", (request) => pending.add(request));
      lent.on("requestfinished", (request) => pending.delete(request));
      lent.on("requestfailed", (request) => pending.delete(request));
      await use(lent);
    });
  },
});

/**
 * The state once an activation's effects are over: nothing in flight (the consent banner's
 * chunk, the page a client-side navigation goes to) and two reads 150 ms apart agree.
 */
async function settledState(page: Page, selector: string): Promise<State> {
  let previous = JSON.stringify(await page.evaluate(readState, selector));
  for (let i = 0; i < 30; i += 1) {
    // The interval between two reads of a poll that ends on a state (nothing in flight, two
    // reads equal), not a wait for time.
    // eslint-disable-next-line no-restricted-syntax
    await page.waitForTimeout(150);
    const current = JSON.stringify(await page.evaluate(readState, selector));
    if (current === previous && inFlight.get(page)?.size === 0) break;
    previous = current;
  }
  return JSON.parse(previous) as State;
}

/**
 * Waits until React has hydrated the control (it gives every element it owns an expando
 * property with its props). After html[data-hydrated] a control in an on-demand part can
 * still be prebuilt HTML until the part nears the viewport; a tap there is held and replayed
 * too, but the reference state is taken from the control as it is once interactive. A part
 * that stays prebuilt (the footer) is never hydrated: its frame, which answers its controls,
 * is what React owns.
 */
async function untilReactOwns(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => {
      const control = document.querySelector(sel);
      const owner = control?.closest("[data-stays-prebuilt]") ?? control;
      return owner != null && Object.keys(owner).some((key) => key.startsWith("__reactProps$"));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** What an activation changed, for the log (focus alone is no visible effect). */
function whatChanged(before: State, after: State): string {
  const changed = (Object.keys(after) as Array<keyof State>).filter(
    (key) => key !== "focus" && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return changed.length > 0 ? changed.join(", ") : "no visible effect";
}

function chooseControls(found: Control[], pageIndex: number, pageCount: number): Control[] {
  const families = new Map<string, Control[]>();
  for (const control of found.filter((candidate) => !candidate.selected)) {
    families.set(control.family, [...(families.get(control.family) ?? []), control]);
  }
  const capped = [...families.values()].flatMap((family) =>
    [...family.filter((control) => !control.on), ...family.filter((control) => control.on)].slice(
      0,
      PER_FAMILY,
    ),
  );
  const layout = capped.filter((control) => control.inLayout);
  const own = capped.filter((control) => !control.inLayout);
  // Control i on page i; should the layout ever have more controls than there are pages,
  // page i also takes controls i + pages, i + 2 * pages...
  const mine = layout.filter(
    (_, index) => index % pageCount === pageIndex || index === pageIndex % layout.length,
  );
  return [...mine, ...own];
}

const PAGES = onePagePerTemplate();

test.describe("no tap before hydration is lost, on any control (sweep)", () => {
  // Carousels stand still, so a state read a moment later is the same state.
  test.use({ reducedMotion: "reduce" });

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    PAGES.forEach((route, pageIndex) => {
      test(`${route} on a ${viewportName}`, async ({ page, after }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await after.setViewportSize(viewport);
        let controls: Control[] | null = null;
        const tried: string[] = [];
        const details: Array<{ label: string; selector: string; effect: string }> = [];

        // One activation per load: the first load also finds the controls.
        for (let index = 0; controls === null || index < controls.length; index += 1) {
          const scripts = await holdScripts(page);
          await page.goto(route, { waitUntil: "commit" });
          await page.waitForLoadState("domcontentloaded");
          if (controls === null) {
            expect(await page.locator("html[data-hydrated]").count()).toBe(0);
            const found = await page.evaluate(discoverControls, CONTROL_SELECTOR);
            controls = chooseControls(found, pageIndex, PAGES.length);
            if (controls.length === 0) {
              await scripts.release();
              break;
            }
          }
          const control = controls[index];
          const [, { expected, effect }] = await Promise.all([
            // Tapped on the prebuilt page, then the scripts arrive.
            (async () => {
              await page.locator(control.selector).click();
              await scripts.release();
              await waitForHydration(page);
            })(),
            // The same tap once the page is interactive.
            (async () => {
              await after.goto(route, { waitUntil: "commit" });
              await waitForHydration(after);
              await untilReactOwns(after, control.selector);
              const before = await after.evaluate(readState, control.selector);
              await after.locator(control.selector).click();
              const state = await settledState(after, control.selector);
              return { expected: state, effect: whatChanged(before, state) };
            })(),
          ]);
          tried.push(`${control.label} (${effect})`);
          details.push({ label: control.label, selector: control.selector, effect });
          await expect
            .configure({ soft: true })
            .poll(() => page.evaluate(readState, control.selector), {
              message: `${control.label} (${control.selector}), tapped before hydration, ends as after it`,
              timeout: 6_000,
            })
            .toEqual(expected);
        }

        const list = tried.length > 0 ? tried.join("; ") : "none";
        test.info().annotations.push({ type: "controls tried", description: list });
        await test.info().attach("controls tried", {
          body: JSON.stringify(details, null, 2),
          contentType: "application/json",
        });
        console.log(`${route} on a ${viewportName}: ${tried.length} controls tried: ${list}`);
      });
    });
  }
});
