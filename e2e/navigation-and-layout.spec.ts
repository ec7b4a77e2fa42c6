/**
 * What a visitor of a UK IT provider looks for first, and the layout flaws that hid it: the
 * services menu grouped like /services, the phone number one tap away, the round Cookie
 * Settings button never over an open menu, and small links with a comfortable tap area.
 */
import { COOKIE_BUTTON } from "../src/lib/cookie-button-placement";
import SERVICES_PAGE from "../content/services-page.json";
import SERVICES from "../content/services.json";
import SITE from "../content/site.json";
import { expect, test, waitForHydration } from "./fixtures";

const TITLE_OF = new Map(SERVICES.map((service) => [service.slug, service.title]));
const CALL_NAME = `Call ${SITE.phone.display}`;
const TEL = `tel:${SITE.phone.tel}`;

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the services submenu groups every service under the services page's headings; the call link sits beside the menu", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("button", { name: "Services" });
    await services.click();
    const panel = page.locator(`#${await services.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "All Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(panel.getByRole("heading")).toHaveText(
      SERVICES_PAGE.groups.map((group) => group.heading),
    );
    for (const group of SERVICES_PAGE.groups) {
      const list = panel.getByRole("list", { name: group.heading, exact: true });
      await expect(list.getByRole("link")).toHaveText(
        group.services.map((slug) => TITLE_OF.get(slug) ?? slug),
      );
    }
    // Every service route once, and a link chosen still closes the submenu.
    await expect(panel.getByRole("link")).toHaveCount(SERVICES.length + 1);
    await panel.getByRole("link", { name: "Emergency Support" }).click();
    await expect(page).toHaveURL(/\/services\/lifebuoy$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");

    const call = page.getByRole("banner").getByRole("link", { name: CALL_NAME });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", TEL);
    // Beside the menu: on the bar's line, right of the last menu entry.
    const contact = await nav.getByRole("link", { name: "Contact" }).boundingBox();
    const callBox = await call.boundingBox();
    expect(callBox!.x).toBeGreaterThan(contact!.x + contact!.width);
    expect(
      Math.abs(callBox!.y + callBox!.height / 2 - (contact!.y + contact!.height / 2)),
    ).toBeLessThan(4);
  });

  test("the emergency page offers the phone first, the form second, and explains its name", async ({
    page,
  }) => {
    await page.goto("/services/lifebuoy");
    const hero = page.locator("main > :first-child");
    const call = hero.getByRole("link", { name: CALL_NAME });
    const form = hero.getByRole("link", { name: "Get Emergency Support" });
    await expect(call).toHaveAttribute("href", TEL);
    await expect(form).toHaveAttribute("href", "/contact");
    const [first] = await hero
      .getByRole("link")
      .filter({ hasText: /Call|Get Emergency Support/ })
      .allTextContents();
    expect(first).toBe(CALL_NAME);
    await expect(hero).toContainText("Lifebuoy is our emergency call-out service, named after");
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 700 }, hasTouch: true });

  test("the open menu is never under the Cookie Settings button, and offers the call", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    await menu.getByRole("button", { name: "Services" }).click();
    for (const group of SERVICES_PAGE.groups) {
      await expect(menu.getByRole("list", { name: group.heading, exact: true })).toBeAttached();
    }
    // The button's place (it may be aside just now): 32 px from the bottom and the left.
    const viewport = page.viewportSize()!;
    const centre = {
      x: COOKIE_BUTTON.left + COOKIE_BUTTON.size / 2,
      y: viewport.height - COOKIE_BUTTON.bottom - COOKIE_BUTTON.size / 2,
    };
    // Wherever the menu is scrolled, what is under the button's spot is the menu itself.
    for (const position of ["start", "end"] as const) {
      await page.locator("#mobile-menu").evaluate((panel, where) => {
        panel.scrollTop = where === "end" ? panel.scrollHeight : 0;
      }, position);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("#mobile-menu") !== null,
        centre,
      );
      expect(onTop, `menu on top of the Cookie Settings button (${position})`).toBe(true);
    }
    // The lowest entries are reachable and take the tap themselves.
    const call = menu.getByRole("link", { name: CALL_NAME });
    await expect(call).toHaveAttribute("href", TEL);
    await call.scrollIntoViewIfNeeded();
    await menu.getByRole("link", { name: "Contact" }).click({ trial: true });
    await call.click({ trial: true });
  });

  test("breadcrumb links have a 44 px tap area; the footer's links at least 24 px", async ({
    page,
  }) => {
    await page.goto("/services/cyber-security");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    await expect(crumbs).toHaveCount(2);
    for (const box of await crumbs.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    // The footer is laid out only once it nears the viewport (content-visibility).
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const smallestSide = () =>
      footer.getByRole("link").evaluateAll((links) =>
        Math.min(
          ...links.map((link) => {
            const box = link.getBoundingClientRect();
            return Math.min(box.height, box.width);
          }),
        ),
      );
    await expect.poll(smallestSide).toBeGreaterThanOrEqual(24);
  });

  test("the home page lists every service compactly, one link each, named by its title", async ({
    page,
  }) => {
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Our Services", exact: false });
    const links = page.locator("[data-section=services] article").getByRole("link");
    await expect(links).toHaveCount(SERVICES.length);
    await expect(links).toHaveText(SERVICES.map((service) => service.title));
    const height = await page
      .locator("[data-section=services] ul")
      .evaluate((list) => list.getBoundingClientRect().height);
    // Compact rows (under 72 px a service), not full cards: the list stays short on a phone.
    expect(height).toBeLessThan(SERVICES.length * 72);
    await expect(grid.locator("article").first()).toHaveAccessibleName(SERVICES[0].title);
  });
});

test.describe("keyboard at 360 px (a narrow window, or a page zoomed to 400%)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // The page's lower sections count as an estimated height until they near the screen, and
  // at this width the footer is far taller than its estimate.
  test("End reaches the end of the page and its footer, on the longest pages too", async ({
    page,
  }) => {
    for (const route of ["/", "/about", "/services"]) {
      await page.goto(route);
      await waitForHydration(page);
      await page.keyboard.press("End");
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Math.round(document.documentElement.scrollHeight - window.scrollY - innerHeight),
            ),
          { message: `${route}: distance left to the end after End` },
        )
        .toBeLessThanOrEqual(1);
      await expect(page.getByRole("contentinfo")).toBeInViewport();
    }
  });
});
