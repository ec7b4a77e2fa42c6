/** @jest-environment jsdom */
import { showRefusal } from "./refusal-notice";

describe("the refusal notice", () => {
  it("is an alert with its lines, and its Dismiss button removes it", () => {
    showRefusal(document, "Not saved", ["Excerpt: too short", "Title: is missing"]);
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.querySelectorAll("li")).toHaveLength(2);
    const dismiss = [...(notice?.querySelectorAll("button") ?? [])].find(
      (button) => button.textContent === "Dismiss",
    );
    expect(dismiss?.type).toBe("button");
    dismiss?.click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
