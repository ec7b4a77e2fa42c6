/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import checklistsContent from "../../../../content/checklists/compliance-checklists.json";
import { CHECKLIST_STORAGE_KEY, loadChecklists } from "../../../lib/tools/checklists";
import { checklistPanelId } from "./checklist-ids";
import { ComplianceChecklistsTool } from "./ComplianceChecklistsTool";

const CHECKLISTS = loadChecklists(checklistsContent);

describe("ComplianceChecklistsTool", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("shows one list at a time as tabs, all four in the page for printing", () => {
    render(<ComplianceChecklistsTool checklists={CHECKLISTS} />);
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(screen.getByRole("tab", { name: /Cyber Essentials/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(4);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);

    fireEvent.click(screen.getByRole("tab", { name: /ISO 27001/ }));
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("ISO 27001");
    fireEvent.keyDown(screen.getByRole("tab", { name: /ISO 27001/ }), { key: "ArrowLeft" });
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("UK GDPR");
    expect(screen.getByRole("tab", { name: /UK GDPR/ })).toHaveFocus();
    expect(window.location.hash).toBe("#uk-gdpr");
  });

  it("renders only its own list's items until another is chosen or the page is printed", () => {
    render(<ComplianceChecklistsTool checklists={CHECKLISTS} initialId="iso-27001" />);
    const items = (name: string) => {
      const list = CHECKLISTS.find((entry) => entry.title === name);
      const panel = document.getElementById(checklistPanelId(list?.id ?? "")) as HTMLElement;
      return within(panel).queryAllByRole("checkbox", { hidden: true });
    };
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("ISO 27001");
    expect(items("ISO 27001").length).toBeGreaterThan(0);
    expect(items("UK GDPR")).toHaveLength(0);
    fireEvent.click(screen.getByRole("tab", { name: /UK GDPR/ }));
    expect(items("UK GDPR").length).toBeGreaterThan(0);
    expect(items("Cyber Essentials")).toHaveLength(0);
    fireEvent(window, new Event("beforeprint"));
    for (const list of CHECKLISTS) expect(items(list.title).length).toBeGreaterThan(0);
  });

  it("links each tab to its list's own page, the first to the tool's", () => {
    render(<ComplianceChecklistsTool checklists={CHECKLISTS} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("href"))).toEqual(
      CHECKLISTS.map((list, i) =>
        i === 0 ? "/tools/compliance-checklists" : `/tools/compliance-checklists/${list.id}`,
      ),
    );
    fireEvent.keyDown(screen.getByRole("tab", { name: /Cyber Essentials/ }), { key: " " });
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Cyber Essentials");
  });

  it("counts ticks, saves them, resets with undo and builds the enquiry from them", () => {
    render(<ComplianceChecklistsTool checklists={CHECKLISTS} />);
    const panel = screen.getByRole("tabpanel");
    const boxes = within(panel).getAllByRole("checkbox");
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    expect(within(panel).getByText("2 of 21 complete")).toBeInTheDocument();
    expect(within(panel).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(
      JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? "{}").checked[
        "cyber-essentials"
      ],
    ).toHaveLength(2);
    const discuss = screen.getByRole("link", { name: "Discuss this with an expert" });
    const message = new URL(discuss.getAttribute("href") ?? "", "http://x").searchParams.get(
      "message",
    );
    expect(message).toContain("- Cyber Essentials: 2 of 21 complete (10%)");
    expect(message).toContain("Still open in Cyber Essentials (19):");

    fireEvent.click(
      within(panel).getByRole("button", { name: "Reset Cyber Essentials checklist" }),
    );
    expect(within(panel).getByText("0 of 21 complete")).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("status")
        .some((s) => /Cyber Essentials checklist reset/.test(s.textContent ?? "")),
    ).toBe(true);
    const undo = within(panel).getByRole("button", { name: /^Undo/ });
    expect(undo).toHaveFocus();
    fireEvent.click(undo);
    expect(within(panel).getByText("2 of 21 complete")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: /^Reset/ })).toHaveFocus();
  });

  it("reads the saved ticks after mounting", () => {
    window.localStorage.setItem(
      CHECKLIST_STORAGE_KEY,
      JSON.stringify({ version: 1, checked: { "pci-dss": ["network-and-data-flow-diagrams"] } }),
    );
    render(<ComplianceChecklistsTool checklists={CHECKLISTS} />);
    expect(screen.getByRole("tab", { name: /PCI DSS/ })).toHaveTextContent("1 of 25 complete");
  });
});
