/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ServicePlan } from "../../lib/plans/plan";
import { PlanCard } from "./PlanCard";

const PLAN: ServicePlan = {
  name: "Standard",
  price: "£799",
  period: "per month",
  description: "Proactive IT for growing teams.",
  buttonText: "Choose Standard",
  highlight: true,
  highlightLabel: "Most Popular",
  features: [
    {
      name: "4 hour response time",
      group: "Response time",
      level: "4 hours",
      included: true,
      tooltip: "Measured from your call or email during support hours.",
    },
    {
      name: "Weekly health checks",
      group: "Health checks",
      level: "Weekly",
      included: true,
      tooltip: null,
    },
    {
      name: "Advanced security suite",
      group: "Advanced security suite",
      included: false,
      tooltip: null,
    },
  ],
};

function renderCard(plan: ServicePlan = PLAN) {
  render(
    <ul>
      <PlanCard plan={plan} />
    </ul>,
  );
  return screen.getByRole("button", { name: "More about 4 hour response time" });
}

describe("PlanCard", () => {
  it("shows the name, the price per month excluding VAT, the badge and the description", () => {
    renderCard();
    expect(screen.getByRole("heading", { level: 3, name: "Standard" })).toBeInTheDocument();
    expect(screen.getByText("£799")).toBeInTheDocument();
    expect(screen.getByText("per month, excluding VAT")).toBeInTheDocument();
    expect(screen.getByText("Most Popular")).toBeInTheDocument();
    expect(screen.getByText("Proactive IT for growing teams.")).toBeInTheDocument();
  });

  it("has no badge when the plan is not highlighted", () => {
    renderCard({ ...PLAN, highlight: false, highlightLabel: null });
    expect(screen.queryByText("Most Popular")).not.toBeInTheDocument();
  });

  it("says in words whether each feature is included", () => {
    renderCard();
    const list = screen.getByRole("list", { name: "Standard plan features" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // The first row also holds its (closed) tooltip's text, which describes its info button.
    expect(items[0]).toHaveTextContent(/^Included: 4 hour response time/);
    expect(items[1]).toHaveTextContent(/^Included: Weekly health checks$/);
    expect(items[2]).toHaveTextContent(/^Not included: Advanced security suite$/);
  });

  it("links to the contact page with the plan in the address", () => {
    renderCard();
    expect(screen.getByRole("link", { name: "Choose Standard" })).toHaveAttribute(
      "href",
      "/contact?plan=Standard",
    );
  });

  it("shows an info button only on features with a tooltip, described by the tooltip", () => {
    const info = renderCard();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(info).toHaveAccessibleDescription(
      "Measured from your call or email during support hours.",
    );
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens the tooltip on focus and closes it on blur", () => {
    const info = renderCard();
    act(() => info.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Measured from your call or email during support hours.",
    );
    act(() => info.blur());
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("opens on hover, stays while the pointer moves onto the tip and closes when it leaves", () => {
    const info = renderCard();
    const anchor = info.parentElement as HTMLElement;
    fireEvent.mouseEnter(anchor);
    const tip = screen.getByRole("tooltip");
    expect(tip).toBeVisible();
    // The tip sits inside the hovered area, so moving onto it is no leave.
    expect(anchor).toContainElement(tip);
    fireEvent.mouseLeave(anchor);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("closes on Escape without moving focus, and opens again on the next hover", () => {
    const info = renderCard();
    act(() => info.focus());
    expect(screen.getByRole("tooltip")).toBeVisible();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(info).toHaveFocus();
    fireEvent.mouseEnter(info.parentElement as HTMLElement);
    expect(screen.getByRole("tooltip")).toBeVisible();
  });

  it("shows no info button when no feature has a tooltip", () => {
    render(
      <ul>
        <PlanCard
          plan={{ ...PLAN, features: PLAN.features.map((f) => ({ ...f, tooltip: null })) }}
        />
      </ul>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
