/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { LegalDocumentContent } from "../../lib/legal/legal-documents";
import { readContentJson, SITE } from "../../../test-support/site-facts";
import { LegalPage } from "./LegalPage";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.example.co.uk" } },
    siteSettings: SITE,
  });
});

const read = (slug: string) => readContentJson<LegalDocumentContent>(`legal/${slug}.json`);

describe("LegalPage", () => {
  it("shows the title, the last updated date and a contents list of every section", () => {
    const doc = read("privacy-policy");
    render(<LegalPage slug="privacy-policy" document={doc} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    expect(screen.getByText("23 November 2026")).toHaveAttribute("datetime", "2026-11-23");
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(doc.sections.map((s) => s.heading));
    const contents = screen.getByRole("navigation", { name: "Contents" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(doc.sections.map((s) => s.heading));
    links.forEach((link, i) => expect(link).toHaveAttribute("href", `#${headings[i].id}`));
    expect(screen.getByRole("region", { name: doc.sections[0].heading })).toBeInTheDocument();
  });

  it("links the contact details and has no Back to Home link", () => {
    render(<LegalPage slug="privacy-policy" document={read("privacy-policy")} />);
    expect(screen.getAllByRole("link", { name: SITE.emails.privacy })[0]).toHaveAttribute(
      "href",
      `mailto:${SITE.emails.privacy}`,
    );
    expect(screen.getByRole("link", { name: SITE.phone.display })).toHaveAttribute(
      "href",
      `tel:${SITE.phone.tel}`,
    );
    expect(screen.queryByRole("link", { name: "Back to Home" })).toBeNull();
  });

  it("renders the cookie tables as real tables in focusable scroll regions", () => {
    render(<LegalPage slug="cookie-policy" document={read("cookie-policy")} />);
    const tables = screen.getAllByRole("table");
    expect(tables).toHaveLength(2);
    const necessary = screen.getByRole("table", { name: "Strictly necessary (always on)" });
    expect(
      within(necessary)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Type", "Set by", "Purpose", "Duration"]);
    expect(within(necessary).getByRole("rowheader", { name: "consent" })).toHaveAttribute(
      "scope",
      "row",
    );
    const region = screen.getByRole("region", { name: "Strictly necessary (always on)" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("link", { name: SITE.cookiePolicyPhone.display })).toHaveAttribute(
      "href",
      `tel:${SITE.cookiePolicyPhone.tel}`,
    );
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("states the company's statutory details", () => {
    render(<LegalPage slug="terms-of-service" document={read("terms-of-service")} />);
    const details = screen.getByRole("complementary", { name: "Company details" });
    expect(details).toHaveTextContent(SITE.companyNumber);
    expect(details).toHaveTextContent(SITE.vatNumber);
    expect(details).toHaveTextContent("Registered office4th Floor, 20 Eastcheap, London EC3M 1EB");
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeInTheDocument();
  });

  it("fails, naming the file and placeholder, when a text cannot be filled", () => {
    const doc = read("terms-of-service");
    doc.intro[0] = "Welcome to {brand}.";
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<LegalPage slug="terms-of-service" document={doc} />)).toThrow(
      'content/legal/terms-of-service.json: field "intro[0]": unknown placeholder {brand}',
    );
  });
});
