import SERVICES from "../content/services.json";
import { expect, holdScripts, test, useTheme, waitForHydration } from "./fixtures";

/**
 * Prebuilt HTML is on screen before React runs. These tests act in that window: scripts are
 * held back by request routing, the visitor types and clicks, then the scripts are released.
 */

test.describe("before hydration", () => {
  test("contact: everything typed, ticked and chosen before the scripts run is kept and sent", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.waitForSelector("form#contact-form");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    await page.getByLabel("Full Name *").fill("Priya Natarajan");
    await page.getByLabel("Business Email *").fill("priya@harbour-legal.co.uk");
    await page.getByLabel("Country code").selectOption("+353");
    await page.getByLabel("Phone (optional)").fill("087 123 4567");
    await page.getByLabel("Job Title *").fill("Practice Manager");
    const solutions = page.getByRole("group", { name: "Solutions Interested In *" });
    await solutions.getByLabel("Cloud Migration").check();
    await solutions.getByLabel("Disaster Recovery").check();
    await page.getByLabel("Industry *").selectOption("finance");
    await page.getByLabel("Message *").fill("Typed before the page was interactive.");

    await scripts.release();
    await waitForHydration(page);
    const robot = page.getByRole("button", { name: "I'm not a robot" });
    await expect(robot).toBeVisible();

    await expect(page.getByLabel("Full Name *")).toHaveValue("Priya Natarajan");
    await expect(page.getByLabel("Business Email *")).toHaveValue("priya@harbour-legal.co.uk");
    await expect(page.getByLabel("Country code")).toHaveValue("+353");
    // Cleaned as typing into the live form would: digits only, no leading zero.
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("871234567");
    await expect(page.getByLabel("Job Title *")).toHaveValue("Practice Manager");
    await expect(solutions.getByLabel("Cloud Migration")).toBeChecked();
    await expect(solutions.getByLabel("Disaster Recovery")).toBeChecked();
    await expect(page.getByLabel("Industry *")).toHaveValue("finance");
    await expect(page.getByLabel("Message *")).toHaveValue(
      "Typed before the page was interactive.",
    );

    let body: Record<string, unknown> | null = null;
    await page.route("**/api/send-email", async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
    });
    await robot.click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    expect(body).toMatchObject({
      fullName: "Priya Natarajan",
      businessEmail: "priya@harbour-legal.co.uk",
      phone: "+353871234567",
      jobTitle: "Practice Manager",
      solutionType: ["cloud-migration", "disaster-recovery"],
      industry: "finance",
      message: "Typed before the page was interactive.",
    });
  });

  test("contact: a send pressed before the form hydrates is not posted to the page itself", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.waitForSelector("form#contact-form");
    await page.getByLabel("Full Name *").fill("A");
    await scripts.release();
    // The page's own scripts now run while the click is held until the form has hydrated.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be between 2 and 100 characters").first()).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("a menu button pressed before the page hydrates opens its menu once it has", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const services = page.getByRole("navigation").getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await scripts.release();
    await waitForHydration(page);
    await expect(services).toHaveAttribute("aria-expanded", "true");
  });

  test("dark theme: the theme switch tapped before hydration turns the page light", async ({
    page,
  }) => {
    // The switch's prebuilt icon follows the server's default (light); once hydrated it reads
    // the stored theme, so the tap is replayed only after that render.
    await useTheme(page, "dark");
    const scripts = await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Switch to/ })
      .click();
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("home: a click on an accordion header whose code is still held back is replayed", async ({
    page,
  }) => {
    // Let the page hydrate, but hold back the accordion section's own chunk.
    const chunk = await holdScripts(page, (url) => /industry-accordion/i.test(url.pathname));
    await page.goto("/");
    const accordion = page.getByRole("region", { name: "Industry Challenges We Solve" });
    const header = accordion.getByRole("button", { name: "Healthcare" });
    await header.scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.count()).toBeGreaterThan(0);
    await expect(header).toHaveAttribute("aria-expanded", "false");
    await header.click();
    await expect(header).toHaveAttribute("aria-expanded", "false");
    await chunk.release();
    await expect(header).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("a part that cannot be loaded", () => {
  test("prebuilt parts keep their HTML, the page does not reload, and preload-error is raised", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __preloadErrors: unknown[] };
      w.__preloadErrors = [];
      window.addEventListener("preload-error", (e) =>
        w.__preloadErrors.push((e as CustomEvent).detail),
      );
    });
    let loads = 0;
    let aborted = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.route(
      (url) =>
        /(onboarding|services-grid|stats|partners|expertise|testimonials|industr|success)/i.test(
          url.pathname,
        ) && url.pathname.endsWith(".js"),
      (route) => {
        aborted += 1;
        return route.abort("connectionreset");
      },
    );
    await page.goto("/");
    // A reload would start a new document without this mark.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __preloadErrors: unknown[] }).__preloadErrors.length,
        ),
      )
      .toBeGreaterThan(0);
    const detail = await page.evaluate(
      () =>
        (window as unknown as { __preloadErrors: Array<Record<string, unknown>> })
          .__preloadErrors[0],
    );
    expect(detail).toMatchObject({ prebuilt: true });
    expect(typeof detail.part).toBe("string");
    // The prebuilt sections are still there, and the page did not reload itself.
    await expect(page.getByRole("region", { name: "Our Services" }).getByRole("link")).toHaveCount(
      SERVICES.length,
    );
    // Every failed part has raised its event (the handler that would reload has run), and a
    // frame later this is still the first document.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __preloadErrors: unknown[] }).__preloadErrors.length,
        ),
      )
      .toBe(aborted);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(loads).toBe(1);
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("on a client-side visit a part that fails shows Try again, which loads it", async ({
    page,
  }) => {
    await page.goto("/about");
    let fail = true;
    await page.route(
      (url) => /services-grid/i.test(url.pathname) && url.pathname.endsWith(".js"),
      (route) => (fail ? route.abort("connectionreset") : route.fallback()),
    );
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Northbridge IT/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole("alert").filter({ hasText: "could not be loaded" });
    await expect(notice.first()).toBeVisible();
    fail = false;
    await notice.first().getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("region", { name: "Our Services" }).getByRole("link")).toHaveCount(
      SERVICES.length,
    );
  });

  test("a client-side navigation whose page chunk fails loads the page from the server", async ({
    page,
  }) => {
    await page.goto("/about");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.route(
      (url) => /component---src-pages-contact/.test(url.pathname),
      (route) => route.abort("connectionreset"),
    );
    await page.getByRole("navigation").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
    expect(navigations).toBeGreaterThan(0);
  });
});
