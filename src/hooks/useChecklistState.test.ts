/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { createRef, type RefObject } from "react";
import {
  CHECKLIST_STORAGE_KEY,
  type Checklist,
  checklistSectionField,
  serialiseChecklistState,
} from "../lib/tools/checklists";
import { useChecklistState } from "./useChecklistState";

const LISTS: Checklist[] = [
  {
    id: "first",
    title: "First",
    description: "First list.",
    sections: [
      {
        title: "Only",
        items: [
          { id: "a", text: "A." },
          { id: "b", text: "B." },
        ],
      },
    ],
  },
  {
    id: "second",
    title: "Second",
    description: "Second list.",
    sections: [{ title: "Only", items: [{ id: "c", text: "C." }] }],
  },
];

/** A form with the checkboxes the page prebuilds, some ticked as a visitor would before hydration. */
function prebuiltForm(ticked: string[] = []): RefObject<HTMLFormElement> {
  const form = document.createElement("form");
  for (const list of LISTS) {
    for (const [index, section] of list.sections.entries()) {
      for (const item of section.items) {
        const box = document.createElement("input");
        box.type = "checkbox";
        // Each section's checkboxes share their own name, as on the page.
        box.name = checklistSectionField(list.id, index);
        box.value = item.id;
        box.checked = ticked.includes(item.id);
        form.append(box);
      }
    }
  }
  document.body.append(form);
  const ref = createRef<HTMLFormElement>() as { current: HTMLFormElement | null };
  ref.current = form;
  return ref as RefObject<HTMLFormElement>;
}

function renderForm(ticked: string[] = []) {
  const formRef = prebuiltForm(ticked);
  return renderHook(() => useChecklistState(LISTS, formRef));
}

const stored = () => JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? "null");

describe("useChecklistState", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = "";
  });

  it("reads saved ticks after mounting and saves every change", () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, serialiseChecklistState({ first: ["a"] }));
    const { result } = renderForm();
    expect(result.current.loaded).toBe(true);
    expect(result.current.state).toEqual({ first: ["a"] });

    act(() => result.current.toggle("second", "c"));
    expect(stored()).toEqual({ version: 1, checked: { first: ["a"], second: ["c"] } });
    act(() => result.current.toggle("first", "a"));
    expect(stored()).toEqual({ version: 1, checked: { second: ["c"] } });
  });

  it("keeps ticks made before hydration, added to the saved ones", () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, serialiseChecklistState({ first: ["a"] }));
    const { result } = renderForm(["b", "c"]);
    expect(result.current.state).toEqual({ first: ["a", "b"], second: ["c"] });
    expect(stored().checked).toEqual({ first: ["a", "b"], second: ["c"] });
  });

  it("resets one list and undoes the reset", () => {
    window.localStorage.setItem(
      CHECKLIST_STORAGE_KEY,
      serialiseChecklistState({ first: ["a", "b"], second: ["c"] }),
    );
    const { result } = renderForm();
    let removed: string[] = [];
    act(() => {
      removed = result.current.reset("first");
    });
    expect(removed).toEqual(["a", "b"]);
    expect(result.current.state).toEqual({ second: ["c"] });
    expect(stored().checked).toEqual({ second: ["c"] });
    act(() => result.current.restore("first", removed));
    expect(result.current.state).toEqual({ second: ["c"], first: ["a", "b"] });
  });

  it("follows changes made in another tab", () => {
    const { result } = renderForm();
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: CHECKLIST_STORAGE_KEY,
          newValue: serialiseChecklistState({ second: ["c"] }),
        }),
      );
    });
    expect(result.current.state).toEqual({ second: ["c"] });
  });

  it("works for the visit when the browser refuses storage, and says so", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const { result } = renderForm();
    act(() => result.current.toggle("first", "a"));
    expect(result.current.state).toEqual({ first: ["a"] });
    expect(result.current.saving).toBe(false);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
