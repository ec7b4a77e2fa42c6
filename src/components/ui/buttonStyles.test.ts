import { buttonLook, buttonSizes, buttonVariants, type ButtonVariant } from "./buttonStyles";

const onDarkVariants: readonly ButtonVariant[] = ["onDark", "onDarkSecondary"];

describe("buttonLook", () => {
  it("is the shared base, then the variant's colours, then the size, so later parts win", () => {
    const [base, variant, size] = buttonLook("outline", "small");
    expect(base.styles).toContain(`border-radius`);
    expect(variant).toBe(buttonVariants.outline);
    expect(size).toBe(buttonSizes.small);
  });

  it("gives every variant a border of its own, so sizes line up across variants", () => {
    for (const variant of Object.values(buttonVariants)) {
      expect(variant.styles).toMatch(/border: (1|2)px solid/);
    }
  });

  it("draws a quiet control filled when it is pressed or is the current page", () => {
    const outline = buttonVariants.outline.styles;
    expect(outline).toContain(`&[aria-pressed="true"]`);
    expect(outline).toContain(`&[aria-current="page"]`);
    expect(outline).toContain(`&[aria-current="true"]`);
  });

  it("colours the focus ring for the dark bands only on the variants made for them", () => {
    for (const [name, variant] of Object.entries(buttonVariants)) {
      const colouredRing = /&:focus-visible\s*\{\s*outline-color/.test(variant.styles);
      expect([name, colouredRing]).toEqual([name, onDarkVariants.includes(name as ButtonVariant)]);
    }
  });

  it("keeps every size but the dense filters' at least 40 px high, the icon size 44 px round", () => {
    expect(buttonSizes.regular.styles).toContain("min-height: 48px");
    expect(buttonSizes.large.styles).toContain("min-height: 44px");
    expect(buttonSizes.medium.styles).toContain("min-height: 40px");
    expect(buttonSizes.small.styles).toContain("min-height: 32px");
    expect(buttonSizes.icon.styles).toMatch(/width: 44px;\s*height: 44px/);
  });
});
