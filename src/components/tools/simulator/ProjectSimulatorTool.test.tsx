/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ProjectSimulatorTool } from "./ProjectSimulatorTool";

const summary = () => screen.getByTestId("simulator-summary");

describe("ProjectSimulatorTool", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts with the default plan: figures, timeline and a table of its phases", () => {
    render(<ProjectSimulatorTool />);
    expect(summary()).toHaveTextContent(
      "Microsoft 365 migration for 50 users on 1 site: about 3 weeks (15 working days)",
    );
    const table = screen.getByRole("table", { name: "Phases: Microsoft 365 migration" });
    const rows = within(table).getAllByRole("row");
    // Header, five phases, total.
    expect(rows).toHaveLength(7);
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent(/^Discovery/);
    expect(
      within(rows[6])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Weeks 1 to 3", "15", "21.5"]);
  });

  it("recalculates on every change and reads the new plan out once typing pauses", () => {
    render(<ProjectSimulatorTool />);
    const live = screen.getByTestId("simulator-announcement");
    fireEvent.click(screen.getByLabelText("Office move"));
    fireEvent.change(screen.getByLabelText("Users"), { target: { value: "400" } });
    fireEvent.change(screen.getByLabelText("Sites"), { target: { value: "2" } });
    fireEvent.click(screen.getByLabelText(/^High/));
    expect(summary()).toHaveTextContent("Office move for 400 users on 2 sites");
    expect(summary()).toHaveTextContent("high risk");
    expect(screen.getByRole("table")).toHaveAccessibleName("Phases: Office move");
    expect(live).toHaveTextContent("");
    act(() => {
      jest.advanceTimersByTime(800);
    });
    expect(live).toHaveTextContent("Office move for 400 users on 2 sites");
  });

  it("says what it used when a count is empty or out of range", () => {
    render(<ProjectSimulatorTool />);
    fireEvent.change(screen.getByLabelText("Users"), { target: { value: "" } });
    expect(screen.getByText(/the plan uses 50 users meanwhile/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Sites"), { target: { value: "500" } });
    expect(screen.getByText("The simulator plans for up to 100 sites.")).toBeInTheDocument();
  });
});
