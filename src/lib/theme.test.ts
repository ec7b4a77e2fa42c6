/** @jest-environment jsdom */
import { FIRST_SCRIPT } from "../hydration/inline-scripts.generated";
import { applyTheme, parseStoredTheme } from "./theme";

describe("theme", () => {
  it("parses stored values, defaulting to light", () => {
    expect(parseStoredTheme("dark")).toBe("dark");
    expect(parseStoredTheme("light")).toBe("light");
    expect(parseStoredTheme(null)).toBe("light");
    expect(parseStoredTheme("purple")).toBe("light");
  });

  it("applies exactly one theme class", () => {
    const root = document.createElement("html");
    root.className = "light other";
    applyTheme(root, "dark");
    expect(root.className).toBe("other dark");
  });

  it("the inline head script applies a stored dark theme and survives blocked storage", () => {
    document.documentElement.className = "light";
    window.localStorage.setItem("theme", "dark");
    new Function(FIRST_SCRIPT)();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    window.localStorage.setItem("theme", "nonsense");
    new Function(FIRST_SCRIPT)();
    expect(document.documentElement.className).toBe("light");
  });
});
