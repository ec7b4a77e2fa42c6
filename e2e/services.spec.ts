import fs from "node:fs";
import path from "node:path";
import { expect, expectNoAxeViolations, test, useTheme } from "./fixtures";

interface Items {
  heading: string;
  items: { title: string }[];
}
interface ServiceRecord {
  slug: string;
  title: string;
  hero: { heading: string; buttonText: string };
  whyChoose: { heading: string; points: { title: string }[] };
  benefits: Items;
  useCases: Items;
  extraSections?: Items[];
  closing: { heading: string; buttonText: string };
}

const SERVICES = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "services.json"), "utf8"),
) as ServiceRecord[];

const byHeading = (page: import("@playwright/test").Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

test.describe("service pages", () => {
  for (const service of SERVICES) {
    test(`${service.slug}: every section of its copy, both calls to action to /contact, Service JSON-LD`, async ({
      page,
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
    });
  }

  test("the spec's fixed texts: emergency support, governance metrics and cloud solutions", async ({
    page,
  }) => {
    await page.goto("/services/lifebuoy");
    await expect(page.getByRole("link", { name: "Get Emergency Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Emergency Support" })).toBeVisible();
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

  for (const theme of ["light", "dark"] as const) {
    test(`a service page has no axe violations (${theme} theme)`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/services/governance-&-risk");
      await expectNoAxeViolations(page, theme);
    });
  }
});
