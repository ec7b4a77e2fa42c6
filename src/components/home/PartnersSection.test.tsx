/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import homeContent from "../../../content/home.json";
import partnersContent from "../../../content/partners.json";
import { PartnersStrip, TRADEMARK_NOTE } from "./PartnersSection";

const copy = homeContent.sections.partners;

describe("PartnersStrip", () => {
  it("shows a partner with a logo by its picture, named by the partner's name, and says whose the logos are", () => {
    render(
      <PartnersStrip
        copy={copy}
        partners={[
          { name: "Example Partner", logo: "/static/example-partner.svg" },
          { name: "Wordmark Only" },
        ]}
      />,
    );
    const logos = screen.getAllByRole("img", { name: "Example Partner" });
    expect(logos[0]).toHaveAttribute("src", "/static/example-partner.svg");
    expect(screen.getAllByText("Wordmark Only").length).toBeGreaterThan(0);
    expect(screen.getByText(TRADEMARK_NOTE, { exact: true })).toBeInTheDocument();
  });

  it("keeps every partner of the launch content, none with a logo, as a name tile with no trademark note", () => {
    const partners = partnersContent.map(({ name }) => ({ name }));
    expect(partnersContent.some((partner) => "logo" in partner)).toBe(false);
    render(<PartnersStrip copy={copy} partners={partners} />);
    for (const { name } of partners) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.queryByRole("img")).toBeNull();
    // Not in the section's own copy either: the note comes with the first logo.
    expect(screen.queryByText(/logos and trademarks/i)).toBeNull();
  });
});
