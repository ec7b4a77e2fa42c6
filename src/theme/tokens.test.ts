import fs from "node:fs";
import path from "node:path";
import {
  breakpoints,
  emSpace,
  fixedColours,
  fontSize,
  media,
  space,
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

/**
 * Every padding, margin, gap and font size a component writes: the declaration in its styles
 * (`padding: 12px 16px;`, `${…}` parts kept whole) and, in style objects, a string value
 * (`padding: "64px 16px"`).
 */
function spacingAndTypeDeclarations(): { where: string; value: string }[] {
  const property =
    /(?<![-\w.$])(?:padding|margin|(?:row-|column-)?gap|font-size|fontSize|(?:padding|margin)(?:-[a-z]+)+|(?:padding|margin|row|column)(?:[A-Z][a-z]+)+)\s*:\s*/g;
  return styledSources().flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(property)].map((match) => {
      const start = (match.index ?? 0) + match[0].length;
      let end = start;
      if (text[start] === '"' || text[start] === "'") {
        end = text.indexOf(text[start], start + 1) + 1;
      } else {
        for (let depth = 0; end < text.length; end++) {
          const c = text[end];
          if (c === "{" && (depth > 0 || text[end - 1] === "$")) depth++;
          else if (c === "}" && depth > 0) depth--;
          else if (depth === 0 && /[;\n`}]/.test(c)) break;
        }
      }
      const line = text.slice(0, start).split("\n").length;
      return { where: `${path.relative(SRC, file)}:${line}`, value: text.slice(start, end) };
    });
  });
}

/**
 * A raw length: px, rem or em written in the value itself, or in a string inside one of its
 * `${…}` parts. Lengths computed from named values (`${NAV_HEIGHT_PX}px`), 0, auto, percentages
 * and viewport units are not raw.
 */
function rawLength(value: string): boolean {
  const interpolations = value.match(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g) ?? [];
  if (interpolations.some((part) => /["'][^"']*\d(?:px|rem|em)\b/.test(part))) return true;
  const written = value.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, "");
  return /\d(?:px|rem|em)\b/.test(written) || /clamp\([^)]*\d/.test(written);
}

/** A length's px at a viewport width: rem as 16 px, vw, and clamp() of these. */
function pxAt(value: string, width: number): number {
  const clamp = value.match(/^clamp\(([^,]+),([^,]+),([^,]+)\)$/);
  if (clamp) {
    const [min, fluid, max] = clamp.slice(1).map((term) => pxAt(term.trim(), width));
    return Math.min(max, Math.max(min, fluid));
  }
  const length = value.match(/^(\d*\.?\d+)(px|rem|vw)$/);
  if (!length) throw new Error(`not a length: ${value}`);
  const amount = Number(length[1]);
  return length[2] === "px" ? amount : length[2] === "rem" ? amount * 16 : (amount * width) / 100;
}

describe("spacing and type", () => {
  it("come from the scales: no component, page or template writes a raw padding, margin, gap or font size", () => {
    const declarations = spacingAndTypeDeclarations();
    expect(declarations.length).toBeGreaterThan(100);
    const raw = declarations
      .filter(({ value }) => rawLength(value))
      .map(({ where, value }) => `${where}: ${value}`);
    expect(raw).toEqual([]);
  });

  it("the check finds a raw length wherever it is written", () => {
    for (const value of [
      "12px",
      "0 0 1.4em",
      "-${space[8]} 6px",
      "0.95rem",
      "clamp(1.3rem, 2.4vw, 1.6rem)",
      "calc(${space[16]} + 2px)",
      '${({ wide }) => (wide ? "32px" : "16px")}',
      '"64px 16px"',
    ])
      expect(rawLength(value)).toBe(true);
    for (const value of [
      "0",
      "0 auto",
      "${space[12]} ${space[16]}",
      "-${space[112]} auto 0",
      "${emSpace[1.5]} 0",
      "${fontSize.body} !important",
      "${NAV_HEIGHT_PX}px",
      "calc(100% - ${space[32]})",
      "0 6vw",
    ])
      expect(rawLength(value)).toBe(false);
  });

  it("every spacing step is a multiple of 4 px, named by its size, smallest first", () => {
    const steps = Object.entries(space);
    expect(steps.length).toBeGreaterThan(0);
    for (const [name, value] of steps) {
      expect(value).toBe(`${name}px`);
      expect(Number(name) % 4).toBe(0);
    }
    const sizes = steps.map(([name]) => Number(name));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it("every prose spacing step is a quarter em or a multiple of one, named by its size", () => {
    for (const [name, value] of Object.entries(emSpace)) {
      expect(value).toBe(`${name}em`);
      expect((Number(name) * 4) % 1).toBe(0);
    }
  });

  it("the type scale has at most 8 steps, each larger than the one before at a phone's and a desktop's width", () => {
    const steps = Object.values(fontSize);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.length).toBeLessThanOrEqual(8);
    for (const width of [390, 1280]) {
      const sizes = steps.map((step) => pxAt(step, width));
      for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1]);
    }
    expect(pxAt(fontSize.body, 390)).toBe(16);
  });
});
