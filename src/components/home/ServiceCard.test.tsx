/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ServiceCard } from "./ServiceCard";

describe("ServiceCard", () => {
  it("is one link named by the title, described by the text", () => {
    render(
      <ServiceCard
        title="Upgrades & Migrations"
        description="Servers upgraded."
        icon="RefreshCw"
        path="/services/upgrades-&-migrations"
      />,
    );
    const link = screen.getByRole("link", { name: "Upgrades & Migrations" });
    expect(link).toHaveAttribute("href", "/services/upgrades-&-migrations");
    expect(link).toHaveAccessibleDescription("Servers upgraded.");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("writes the pointer position into CSS variables on the card", () => {
    render(<ServiceCard title="Cloud" description="Cloud." icon="Cloud" path="/services/cloud" />);
    const link = screen.getByRole("link", { name: "Cloud" });
    const card = link.closest("article") as HTMLElement;
    card.getBoundingClientRect = () => ({ left: 100, top: 50 }) as DOMRect;
    // jsdom has no PointerEvent; a MouseEvent of that type carries the coordinates.
    fireEvent(link, new MouseEvent("pointermove", { bubbles: true, clientX: 130, clientY: 90 }));
    expect(card.style.getPropertyValue("--x")).toBe("30px");
    expect(card.style.getPropertyValue("--y")).toBe("40px");
  });
});
