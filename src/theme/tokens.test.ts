import fs from "node:fs";
import path from "node:path";
import {
  breakpoints,
  color,
  fixedColours,
  focusRing,
  media,
  navColours,
  THEMES,
  translucent,
} from "./tokens";

const SRC = path.join(__dirname, "..");

/** The components (the hydration layer's among them), pages and templates: code that styles, and reads its values from tokens. */
function styledSources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return ["components", "hydration", "pages", "templates"].flatMap((folder) =>
    walk(path.join(SRC, folder)),
  );
}

describe("breakpoints", () => {
  it("are in order, and below and from one breakpoint meet without overlapping", () => {
    const widths = Object.values(breakpoints);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(media.below("laptop")).toBe("@media (max-width: 1023px)");
    expect(media.from("laptop")).toBe("@media (min-width: 1024px)");
    expect(media.between("mobile", "laptop")).toBe(
      "@media (min-width: 768px) and (max-width: 1023px)",
    );
    expect(media.mobile).toBe(media.below("mobile"));
    expect(media.desktop).toBe(media.from("mobile"));
  });

  it("are the only widths a component's @media names", () => {
    const raw = styledSources().flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/@media[^{`]*\b(min|max)-width\s*:\s*\d/g)].map(
        (match) => `${path.relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(raw).toEqual([]);
  });
});

describe("stacking", () => {
  it("comes from the tokens: no component, page or template writes a z-index of its own", () => {
    const raw = styledSources().flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/z-index\s*:\s*-?\d|zIndex\s*:\s*["'-]?\d/g)].map(
        (match) => `${path.relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(raw).toEqual([]);
  });
});

describe("focus ring", () => {
  it("is 3 px of the theme's focus colour 2 px off, or the colour and offset a part asks for", () => {
    expect(focusRing()).toBe(`outline: 3px solid ${color.focus}; outline-offset: 2px`);
    expect(focusRing(navColours.focus, "-2px")).toBe(
      `outline: 3px solid ${navColours.focus}; outline-offset: -2px`,
    );
  });

  it("comes from focusRing(): no component, page or template draws a ring of its own", () => {
    const raw = styledSources().flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/outline\s*:\s*[\d.]+px\s+solid/g)].map(
        (match) => `${path.relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(raw).toEqual([]);
  });
});

describe("colours", () => {
  it("come from the tokens: no component, page or template writes one of its own", () => {
    const raw = styledSources().flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi)].map(
        (match) => `${path.relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(raw).toEqual([]);
  });

  it("give both themes the same names, and fixed colours as CSS writes them", () => {
    expect(Object.keys(THEMES.dark)).toEqual(Object.keys(THEMES.light));
    for (const value of Object.values(fixedColours)) expect(value).toMatch(/^#[0-9a-f]{3,6}$/);
    expect(translucent("white", 0.12)).toBe("rgba(255, 255, 255, 0.12)");
  });
});
