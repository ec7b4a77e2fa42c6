import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { expect, test } from "./fixtures";

interface LegalText {
  title: string;
  description: string;
  lastUpdated: string;
  sections: { heading: string }[];
}
interface Phone {
  display: string;
  tel: string;
}
interface Site {
  brandName: string;
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  registeredOffice: { street: string; locality: string; postcode: string; country: string };
  phone: Phone;
  cookiePolicyPhone: Phone;
  emails: { info: string; privacy: string };
  footer: { registered: string };
}

const content = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", file), "utf8")) as unknown;
const SITE = content("site.json") as Site;

const PAGES = [
  {
    slug: "privacy-policy",
    path: "/PrivacyPolicy",
    sections: 7,
    backToHome: false,
    phone: SITE.phone,
  },
  {
    slug: "cookie-policy",
    path: "/CookiePolicy",
    sections: 6,
    backToHome: true,
    phone: SITE.cookiePolicyPhone,
  },
  {
    slug: "terms-of-service",
    path: "/TermsOfService",
    sections: 11,
    backToHome: true,
    phone: SITE.phone,
  },
].map((page) => ({ ...page, text: content(`legal/${page.slug}.json`) as LegalText }));

const office = SITE.registeredOffice;
const officeLine = `${office.street}, ${office.locality} ${office.postcode}, ${office.country}`;

test.describe("legal pages", () => {
  for (const legal of PAGES) {
    test(`${legal.path}: title, last updated, ${legal.sections} sections with their contents list`, async ({
      page,
    }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(`${legal.text.title} | ${SITE.brandName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        legal.text.description,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.text.title);
      await expect(page.locator("main time")).toHaveAttribute("datetime", legal.text.lastUpdated);
      await expect(page.locator("main")).toContainText("Last updated:");

      const headings = page.locator("main h2");
      expect(legal.text.sections).toHaveLength(legal.sections);
      await expect(headings).toHaveText(legal.text.sections.map((s) => s.heading));

      const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(contents).toHaveText(legal.text.sections.map((s) => s.heading));
      const ids = await headings.evaluateAll((hs) => hs.map((h) => h.id));
      const hrefs = await contents.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(ids.map((id) => `#${id}`));
      await contents.last().click();
      await expect(page).toHaveURL(new RegExp(`#${ids[ids.length - 1]}$`));
      await expect(headings.last()).toBeInViewport();
    });

    test(`${legal.path}: Cookie Settings, contact details, company details${legal.backToHome ? ", Back to Home" : ""}`, async ({
      page,
    }) => {
      await page.goto(legal.path);
      const main = page.locator("main");
      await expect(main.getByText(/"Cookie Settings" button/).first()).toBeVisible();
      await expect(
        page.getByRole("button", { name: "Cookie Settings", exact: true }),
      ).toBeVisible();

      for (const email of [SITE.emails.privacy, SITE.emails.info]) {
        await expect(main.locator(`a[href="mailto:${email}"]`).first()).toHaveText(email);
      }
      await expect(main.locator(`a[href="tel:${legal.phone.tel}"]`).first()).toHaveText(
        legal.phone.display,
      );
      await expect(main).toContainText(`${office.locality} ${office.postcode}`);
      if (legal.slug === "cookie-policy") {
        // The cookie page has its own number, and only that one.
        expect(SITE.cookiePolicyPhone.tel).not.toBe(SITE.phone.tel);
        await expect(main.locator(`a[href="tel:${SITE.phone.tel}"]`)).toHaveCount(0);
      }

      const details = page.getByRole("complementary", { name: "Company details" });
      await expect(details).toContainText(SITE.legalName);
      await expect(details).toContainText(SITE.footer.registered);
      await expect(details).toContainText(SITE.companyNumber);
      await expect(details).toContainText(officeLine);
      await expect(details).toContainText(SITE.vatNumber);

      const back = page.getByRole("link", { name: "Back to Home" });
      if (legal.backToHome) {
        await expect(back).toHaveAttribute("href", "/");
        await back.click();
        await expect(page).toHaveURL(/\/$/);
      } else {
        await expect(back).toHaveCount(0);
      }
    });

    test(`${legal.path}: WebPage JSON-LD dated by its last update`, async ({ page }) => {
      await page.goto(legal.path);
      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
        );
      const webPage = jsonLd.find((data) => data["@type"] === "WebPage");
      expect(webPage).toMatchObject({
        "@context": "https://schema.org",
        name: legal.text.title,
        description: legal.text.description,
        dateModified: legal.text.lastUpdated,
        inLanguage: "en-GB",
        publisher: { "@type": "Organization", name: SITE.legalName },
      });
      expect(String(webPage?.url)).toMatch(new RegExp(`${legal.path}$`));
    });
  }

  test("the cookie tables scroll sideways in a focusable region on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/CookiePolicy");
    const regions = page.getByRole("region", { name: /Strictly necessary|Analytics/ });
    await expect(regions).toHaveCount(2);
    const region = regions.first();
    await expect(region.getByRole("table")).toBeVisible();
    await expect(region.getByRole("columnheader", { name: "Purpose" })).toBeVisible();
    await expect(region.getByRole("rowheader", { name: "consent" })).toBeVisible();
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflows).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  // The footer is prebuilt into every page: read from the built files, no browser needed.
  test("every page's footer states the company's registration, office and VAT number", () => {
    for (const route of ["/", "/about", "/contact", ...PAGES.map((p) => p.path)]) {
      const file = path.join(__dirname, "..", "public", route, "index.html");
      const footer = parse(fs.readFileSync(file, "utf8"), { comment: false }).querySelector(
        "footer",
      );
      const text = (footer?.text ?? "").replace(/\s+/g, " ");
      expect(text, route).toContain(
        `${SITE.footer.registered}, company no. ${SITE.companyNumber}.`,
      );
      expect(text, route).toContain(`Registered office: ${officeLine}.`);
      expect(text, route).toContain(`VAT no. ${SITE.vatNumber}.`);
    }
  });
});
