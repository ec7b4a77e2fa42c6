/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { JourneyTimeline } from "./JourneyTimeline";
import type { JourneyMilestone } from "./JourneyEntry";
import aboutContent from "../../../content/about.json";

const copy = aboutContent.sections.journey;

const ENTRIES: JourneyMilestone[] = [2014, 2017, 2019].map((year) => ({
  year,
  title: `Milestone ${year}`,
  description: `What happened in ${year}.`,
  icon: "Flag",
  achievements: [`First win of ${year}`, `Second win of ${year}`],
}));

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("JourneyTimeline", () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockReducedMotion(false);
  });

  it("starts with 2014 pressed and highlighted, without scrolling", () => {
    render(<JourneyTimeline entries={ENTRIES} copy={copy} />);
    const group = screen.getByRole("group", { name: "Choose a year" });
    const pressed = within(group)
      .getAllByRole("button")
      .map((button) => [button.textContent, button.getAttribute("aria-pressed")]);
    expect(pressed).toEqual([
      ["2014", "true"],
      ["2017", "false"],
      ["2019", "false"],
    ]);
    expect(document.getElementById("journey-2014")).toHaveAttribute("data-selected", "true");
    expect(document.getElementById("journey-2014")).toHaveAttribute("aria-current", "true");
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("choosing a year presses only that button, highlights its entry and scrolls smoothly to it", () => {
    render(<JourneyTimeline entries={ENTRIES} copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "2019" }));
    expect(screen.getByRole("button", { name: "2019" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "2014" })).toHaveAttribute("aria-pressed", "false");
    const entry = document.getElementById("journey-2019");
    expect(entry).toHaveAttribute("data-selected", "true");
    expect(document.getElementById("journey-2014")).toHaveAttribute("data-selected", "false");
    expect(document.getElementById("journey-2014")).not.toHaveAttribute("aria-current");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(entry);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "nearest" });
  });

  it("jumps without animation under reduced motion", () => {
    mockReducedMotion(true);
    render(<JourneyTimeline entries={ENTRIES} copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "2017" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "nearest" });
  });

  it("shows each entry's year, title, description and achievements", () => {
    render(<JourneyTimeline entries={ENTRIES} copy={copy} />);
    const entry = document.getElementById("journey-2017") as HTMLElement;
    expect(within(entry).getByRole("heading", { level: 3 })).toHaveTextContent("Milestone 2017");
    expect(entry).toHaveTextContent("2017");
    expect(entry).toHaveTextContent("What happened in 2017.");
    expect(within(entry).getByRole("list", { name: "Achievements in 2017" })).toBeInTheDocument();
    expect(within(entry).getAllByRole("listitem")).toHaveLength(2);
  });
});
