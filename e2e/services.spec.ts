import fs from "node:fs";
import path from "node:path";
import { CALL_LINE_WORDS } from "../src/lib/call-line-words";
import { shareCardOf } from "../src/lib/share-image";
import { expect, test, withConsentAnswered } from "./fixtures";
import { expectOwnShareCard } from "./support/share-image";

interface Items {
  heading: string;
  items: { title: string }[];
}
interface ServiceRecord {
  slug: string;
  title: string;
  hero: { heading: string; buttonText: string; callPrompt?: string };
  whyChoose: { heading: string; points: { title: string }[] };
  benefits: Items;
  useCases: Items;
  extraSections?: Items[];
  closing: { heading: string; buttonText: string };
  emergencyHours?: string;
  calloutCost?: string;
}

const SERVICES = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "services.json"), "utf8"),
) as ServiceRecord[];

const byHeading = (page: import("@playwright/test").Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

interface ServicesPageRecord {
  title: string;
  groups: { heading: string; services: string[] }[];
  cta: { heading: string; buttonText: string };
}

const SERVICES_PAGE = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "services-page.json"), "utf8"),
) as ServicesPageRecord;

const linkOf = (slug: string) => `/services/${slug}`;
const SITE = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "site.json"), "utf8"),
) as { brandName: string; phone: { display: string; tel: string } };
const BRAND = SITE.brandName;

async function jsonLdOf(page: import("@playwright/test").Page) {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
    );
}

async function hrefsIn(locator: import("@playwright/test").Locator) {
  const hrefs = await locator
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  return hrefs.map((h) => decodeURIComponent(h));
}

test.describe("services index (/services)", () => {
  test("lists every service as a link, once, in its group's section", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICES_PAGE.title);
    await expect(page.getByRole("heading", { level: 2 })).toContainText(
      SERVICES_PAGE.groups.map((g) => g.heading),
    );
    const shown: string[] = [];
    for (const group of SERVICES_PAGE.groups) {
      const section = byHeading(page, group.heading);
      const titles = group.services.map((slug) => SERVICES.find((s) => s.slug === slug)?.title);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(titles as string[]);
      const hrefs = await hrefsIn(section);
      expect(hrefs).toEqual(group.services.map(linkOf));
      shown.push(...hrefs);
    }
    expect(shown).toHaveLength(SERVICES.length);
    expect([...shown].sort()).toEqual(SERVICES.map((s) => linkOf(s.slug)).sort());
  });

  test("a card leads to its service page", async ({ page }) => {
    await page.goto("/services");
    await byHeading(page, "Continuity & Recovery")
      .getByRole("link", { name: "Disaster Recovery" })
      .click();
    await expect(page).toHaveURL(/\/services\/disaster-recovery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disaster Recovery");
  });

  test("jump links lead to each group", async ({ page }) => {
    await page.goto("/services");
    const jump = page.getByRole("navigation", { name: "Service groups" });
    await expect(jump.getByRole("link")).toHaveText(SERVICES_PAGE.groups.map((g) => g.heading));
    await jump.getByRole("link", { name: "AI & Consulting" }).click();
    await expect(page).toHaveURL(/#ai-and-consulting$/);
    await expect(
      byHeading(page, "AI & Consulting").getByRole("heading", { level: 2 }),
    ).toBeInViewport();
  });

  test("breadcrumb, ItemList and BreadcrumbList JSON-LD, closing call to action", async ({
    page,
  }) => {
    await page.goto("/services");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Services"]);
    await expect(trail.getByRole("link")).toHaveCount(1);
    await expect(trail.locator('[aria-current="page"]')).toHaveText("Services");

    const jsonLd = await jsonLdOf(page);
    const list = jsonLd.find((d) => d["@type"] === "ItemList") as {
      numberOfItems: number;
      itemListElement: { position: number; item: { "@type": string; url: string } }[];
    };
    expect(list.numberOfItems).toBe(SERVICES.length);
    expect(list.itemListElement.map((e) => e.position)).toEqual(
      Array.from({ length: SERVICES.length }, (_, i) => i + 1),
    );
    expect(list.itemListElement.every((e) => e.item["@type"] === "Service")).toBe(true);
    expect(
      list.itemListElement.map((e) => decodeURIComponent(new URL(e.item.url).pathname)),
    ).toEqual(SERVICES_PAGE.groups.flatMap((g) => g.services.map(linkOf)));
    expect(jsonLd).toContainEqual(expect.objectContaining({ "@type": "BreadcrumbList" }));

    const cta = byHeading(page, SERVICES_PAGE.cta.heading);
    await expect(cta.getByRole("link", { name: SERVICES_PAGE.cta.buttonText })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the Services submenu opens with All Services, which leads to /services", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("button", { name: "Services" }).click();
    const first = nav.locator("#submenu-services").getByRole("link").first();
    await expect(first).toHaveText("All Services");
    await expect(first).toHaveAttribute("href", "/services");
    await first.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SERVICES_PAGE.title);
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the mobile menu's Services submenu also opens with All Services", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
    await mobileNav.getByRole("button", { name: "Services" }).click();
    const first = mobileNav.locator("#mobile-submenu-services").getByRole("link").first();
    await expect(first).toHaveText("All Services");
    await first.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mobileNav).toBeHidden();
  });

  test("no horizontal scrolling at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/services");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the footer links the services index", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }),
    ).toHaveAttribute("href", "/services");
  });
});

test.describe("service page breadcrumb", () => {
  test("Home > Services > the service, the page itself current and not a link; BreadcrumbList JSON-LD", async ({
    page,
  }) => {
    await page.goto("/services/monitoring-&-backup");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.locator("ol > li")).toHaveText(["Home", "Services", "Monitoring & Backup"]);
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    const current = trail.locator('[aria-current="page"]');
    await expect(current).toHaveText("Monitoring & Backup");
    await expect(trail.getByRole("link")).toHaveCount(2);

    const jsonLd = await jsonLdOf(page);
    const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { position: number; name: string; item?: string }[];
    };
    expect(crumbs.itemListElement.map(({ position, name }) => ({ position, name }))).toEqual([
      { position: 1, name: "Home" },
      { position: 2, name: "Services" },
      { position: 3, name: "Monitoring & Backup" },
    ]);
    // Every step but the page itself names its absolute URL (search engines take the last
    // from the page).
    const [last, ...before] = [...crumbs.itemListElement].reverse();
    expect(last.item).toBeUndefined();
    for (const crumb of before) expect(crumb.item).toMatch(/^https?:\/\//);
    const urls = before.reverse().map((c) => new URL(c.item ?? ""));
    expect(urls.map((u) => decodeURIComponent(u.pathname))).toEqual(["/", "/services"]);

    await trail.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("service pages", () => {
  for (const service of SERVICES) {
    test(`${service.slug}: every section of its copy, both calls to action to /contact, Service JSON-LD, its own share card`, async ({
      page,
      request,
    }) => {
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.hero.heading, { exact: true })).toBeVisible();
      const hero = page.getByRole("link", { name: service.hero.buttonText }).first();
      await expect(hero).toHaveAttribute("href", "/contact");

      await expect(
        byHeading(page, service.whyChoose.heading).getByRole("heading", { level: 3 }),
      ).toHaveText(service.whyChoose.points.map((p) => p.title));
      expect(service.whyChoose.heading).toContain("Why");
      expect(service.benefits.heading).toContain("Benefits");
      expect(service.useCases.heading).toContain("Use Cases");
      for (const section of [
        service.benefits,
        service.useCases,
        ...(service.extraSections ?? []),
      ]) {
        await expect(
          byHeading(page, section.heading).getByRole("heading", { level: 3 }),
        ).toHaveText(section.items.map((item) => item.title));
      }

      const closing = byHeading(page, service.closing.heading);
      await expect(closing.getByRole("link", { name: service.closing.buttonText })).toHaveAttribute(
        "href",
        "/contact",
      );

      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
        );
      expect(jsonLd).toContainEqual(
        expect.objectContaining({
          "@type": "Service",
          name: service.title,
          areaServed: { "@type": "Country", name: "United Kingdom" },
        }),
      );

      const card = shareCardOf({ kind: "services", ...service }, BRAND);
      expect(card).toMatchObject({
        path: `/share/services/${service.slug}.png`,
        alt: `Service: ${service.title}. ${BRAND}`,
      });
      await expectOwnShareCard(page, request, card);
    });
  }

  test("the fixed texts: emergency support, governance metrics and cloud solutions", async ({
    page,
  }) => {
    await page.goto("/services/lifebuoy");
    await expect(page.getByRole("link", { name: "Get Emergency Support" })).toBeVisible();
    // The closing box gives the phone number first, then the form, as the hero does.
    const closing = page.getByRole("region", { name: "Need Help Right Now?" });
    await expect(closing.getByRole("link")).toHaveText([
      `Call ${SITE.phone.display}`,
      "Contact Emergency Support",
    ]);
    await expect(closing.getByRole("link").first()).toHaveAttribute(
      "href",
      `tel:${SITE.phone.tel}`,
    );
    await page.goto("/services/governance-&-risk");
    for (const metric of ["60%", "40%", "30%", "90%"]) {
      await expect(page.getByText(metric, { exact: true })).toBeVisible();
    }
    for (const standard of ["GDPR", "HIPAA", "SOC 2", "PCI DSS", "ISO 27001", "NIST CSF"]) {
      await expect(page.getByRole("heading", { name: standard, exact: true })).toBeVisible();
    }
    await page.goto("/services/cloud-solutions");
    await expect(page.getByRole("heading", { name: "Benefits of Cloud Solutions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Our Cloud Experts" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("a call-first page says, beside each call button, when the line is answered and what a call-out costs", async ({
    page,
    baseURL,
  }) => {
    // Pictures of the page, not of the consent banner over it.
    if (process.env.SERVICE_SCREENSHOTS) await withConsentAnswered(page.context(), baseURL);
    const callFirst = SERVICES.filter((service) => service.hero.callPrompt);
    expect(callFirst.length).toBeGreaterThan(0);
    for (const service of callFirst) {
      await page.goto(linkOf(service.slug));
      const hero = page.locator("main > *").first();
      const closing = byHeading(page, service.closing.heading);
      for (const box of [hero, closing]) {
        const call = box.getByRole("link", { name: `Call ${SITE.phone.display}` });
        await expect(call).toBeVisible();
        const facts = box.locator("dl");
        await expect(facts.locator("dt")).toHaveText([CALL_LINE_WORDS.hours, CALL_LINE_WORDS.cost]);
        await expect(facts.locator("dd")).toHaveText([
          service.emergencyHours ?? "",
          service.calloutCost ?? "",
        ]);
        // Beside the button: the facts start within a few lines under it.
        const [button, list] = [await call.boundingBox(), await facts.boundingBox()];
        expect(list && button && list.y - (button.y + button.height)).toBeLessThan(120);
      }
      if (process.env.SERVICE_SCREENSHOTS) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: path.join(process.env.SERVICE_SCREENSHOTS, `${service.slug}-hero-${width}.png`),
          });
        }
      }
    }
    const other = SERVICES.find((service) => !service.hero.callPrompt);
    await page.goto(linkOf(other?.slug ?? ""));
    await expect(page.getByText(CALL_LINE_WORDS.hours, { exact: true })).toHaveCount(0);
  });
});
