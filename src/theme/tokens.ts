/**
 * Design tokens: the one place breakpoints, spacing, type sizes, radii, shadows, layers and
 * colours are defined. Components read them and write no raw colour, @media width, padding,
 * margin, gap or font size of their own (src/theme/tokens.test.ts refuses one).
 */

/**
 * The widths the layout changes at, in CSS pixels, narrowest first. A query for "below" a
 * breakpoint ends 1 px under it, so "below" and "from" one breakpoint never overlap.
 */
export const breakpoints = {
  narrowPhone: 420,
  phone: 480,
  largePhone: 560,
  smallTablet: 640,
  tabletPortrait: 720,
  /** Under it is mobile: the navigation's hamburger, one-column layouts. */
  mobile: 768,
  tablet: 900,
  smallLaptop: 960,
  laptop: 1024,
  wide: 1100,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const MOBILE_BREAKPOINT_PX = breakpoints.mobile;
/** Under the mobile breakpoint, as a media query (for matchMedia and media). */
export const PHONE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export const media = {
  /** Below the mobile breakpoint (under 768 px is mobile). */
  mobile: `@media ${PHONE_MEDIA_QUERY}`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /** Narrower than a breakpoint. */
  below: (width: Breakpoint) => `@media (max-width: ${breakpoints[width] - 1}px)`,
  /** As wide as a breakpoint or wider. */
  from: (width: Breakpoint) => `@media (min-width: ${breakpoints[width]}px)`,
  /** From one breakpoint up to (not including) another. */
  between: (from: Breakpoint, below: Breakpoint) =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[below] - 1}px)`,
  /**
   * From a width worked out from content rather than chosen (how many plan cards fit side by
   * side): the one query whose width is not a breakpoint.
   */
  fromContentWidth: (px: number) => `@media (min-width: ${px}px)`,
} as const;

export const NAV_HEIGHT_PX = 72;

/**
 * The spacing scale: every padding, margin and gap is one of these steps (or 0, auto, a
 * percentage, or a calc() of steps). Each step is named by its size in CSS pixels and is a
 * multiple of 4 px: every 4 px up to 56, every 8 px up to 112 (the large sections' padding),
 * and the article header's room for the card that overlaps it. Plain values interpolated into
 * the styles, not custom properties: they cost no bytes in a page's HTML and no work at run time.
 */
export const space = {
  4: "4px",
  8: "8px",
  12: "12px",
  16: "16px",
  20: "20px",
  24: "24px",
  28: "28px",
  32: "32px",
  36: "36px",
  40: "40px",
  44: "44px",
  48: "48px",
  52: "52px",
  56: "56px",
  64: "64px",
  72: "72px",
  80: "80px",
  88: "88px",
  96: "96px",
  104: "104px",
  112: "112px",
  152: "152px",
} as const;

/**
 * The thinnest rule, off the spacing scale: the line a 1 px gap draws between cells, and what a
 * padding gives back when its border grows by a pixel (so the contents do not move).
 */
export const hairline = "1px";

/**
 * Spacing that follows the text's own size: the rhythm of long prose (an article's headings,
 * paragraphs, lists and quotes) and list indents, named in em. A heading's margin grows with the
 * heading, and all of it with the reader's chosen text size. At the 16 px body size every step
 * is a multiple of 4 px, so prose sits on the same grid as `space`.
 */
export const emSpace = {
  0.25: "0.25em",
  0.5: "0.5em",
  0.75: "0.75em",
  1: "1em",
  1.25: "1.25em",
  1.5: "1.5em",
  2: "2em",
} as const;

/**
 * The type scale, smallest first: fixed sizes for small print, body text and card titles, then
 * headings that grow with the viewport between a phone's size and a wide screen's (in px at a
 * 390 px phone and a 1280 px desktop). In rem, so text follows the reader's chosen size.
 */
export const fontSize = {
  /** 14 px: captions, labels, badges, table cells, fine print. */
  small: "0.875rem",
  /** 16 px: body text. */
  body: "1rem",
  /** 18 px: lead paragraphs, emphasised lines. */
  lead: "1.125rem",
  /** 20 px: card and item titles. */
  title: "1.25rem",
  /** 22 px to 28 px: sub-headings, figures in a panel. */
  subheading: "clamp(1.375rem, 2.5vw, 1.75rem)",
  /** 28 px to 38.4 px: a section's heading. */
  heading: "clamp(1.75rem, 3vw, 2.4rem)",
  /** 32 px to 51.2 px: a page's title, headline figures. */
  pageTitle: "clamp(2rem, 5vw, 3.2rem)",
  /** 40 px to 72 px: the home page's headline. */
  display: "clamp(2.5rem, 6.2vw, 4.5rem)",
} as const;

/**
 * Stacking of the fixed layers, lowest first. The round Cookie Settings button floats over
 * the page but under everything that opens: the consent banner, the navigation bar with its
 * menus, and modal dialogs (the browser's top layer, above all of these).
 */
export const layer = { cookieButton: 700, consentBanner: 790, navigation: 800, skipLink: 1000 };

/**
 * Stacking inside one component, under every fixed layer: a decoration behind its box's content,
 * content raised over its siblings (or over a decoration), a sticky bar over raised content,
 * and a tooltip over what surrounds it.
 */
export const stack = { behind: -1, raised: 1, stickyBar: 2, tooltip: 10 };

/** Colours per theme, exposed as CSS custom properties (var(--color-…)). */
const light = {
  bg: "#ffffff",
  surface: "#f4f7fb",
  surfaceRaised: "#ffffff",
  border: "#dbe3ee",
  text: "#0f172a",
  textMuted: "#475569",
  primary: "#1d4ed8",
  primaryHover: "#1e40af",
  onPrimary: "#ffffff",
  accent: "#0e7490",
  success: "#15803d",
  danger: "#b91c1c",
  focus: "#1d4ed8",
  heroBg: "#0b1b36",
  shadow: "0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.08)",
};

const dark: typeof light = {
  bg: "#0a1222",
  surface: "#0f1a2f",
  surfaceRaised: "#13213b",
  border: "#25365a",
  text: "#e6edf7",
  textMuted: "#a9b8cf",
  primary: "#60a5fa",
  primaryHover: "#93c5fd",
  onPrimary: "#0a1222",
  accent: "#22d3ee",
  success: "#4ade80",
  danger: "#fca5a5",
  focus: "#93c5fd",
  heroBg: "#050c1a",
  shadow: "0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)",
};

/**
 * Colours that are the same in both themes: the bands that stay dark (heroes, the statistics,
 * the call-to-action band) with their text, links and focus rings, the brand's gradients, and
 * what print and masks need. Theme colours are `color` below.
 */
export const fixedColours = {
  white: "#ffffff",
  black: "#000000",
  /** A mask's opaque stop: only its alpha counts. */
  maskOpaque: "#000",
  brandBlue: "#1d4ed8",
  brandTeal: "#0e7490",
  darkBand: "#0b1b36",
  darkBandDeep: "#081428",
  darkBandDeepest: "#050c1a",
  darkPanel: "#0d1f3d",
  onDarkText: "#dbe4f0",
  onDarkTextSoft: "#d6e0ee",
  onDarkMuted: "#cbd5e1",
  onDarkFaint: "#93a9c9",
  onDarkLink: "#bae6fd",
  onDarkFocus: "#7dd3fc",
  /** A white button's hover on a dark band. */
  onDarkButtonHover: "#e0ecff",
  /** Print: a tool's unfilled bar and a table's rule, grey on white paper. */
  printFill: "#555555",
  printRule: "#888888",
} as const;

/**
 * Hidden from the eye, read by screen readers: the global .visually-hidden class, and the
 * rules that hide a label only at some widths.
 */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** The dark bands' background: the page hero's and the article header's. */
export const darkBandGradient = `radial-gradient(120% 140% at 10% 0%, ${fixedColours.brandBlue} 0%, ${fixedColours.darkBand} 55%, ${fixedColours.darkBandDeepest} 100%)`;

/** The colours washes, glows and shadows are made from, as "r, g, b". */
const translucentBases = {
  white: "255, 255, 255",
  black: "0, 0, 0",
  nearBlack: "2, 8, 23",
  navy: "13, 30, 58",
  navyPanel: "22, 42, 78",
  darkBandDeepest: "5, 12, 26",
  brightBlue: "37, 99, 235",
  paleBlue: "148, 197, 255",
  sky: "56, 189, 248",
  brandTeal: "14, 116, 144",
  onDarkText: "219, 228, 240",
  onDarkLink: "186, 230, 253",
  onDarkFocus: "125, 211, 252",
} as const;

/** A fixed colour at an opacity: translucent("white", 0.12) is "rgba(255, 255, 255, 0.12)". */
export function translucent(base: keyof typeof translucentBases, alpha: number): string {
  return `rgba(${translucentBases[base]}, ${alpha})`;
}

/** The navigation bar is dark in both themes. */
export const navColours = {
  bg: "#0b1b36",
  text: "#f1f5f9",
  muted: "#cbd5e1",
  hover: "#1e3a8a",
  panel: "#0f2447",
  focus: "#7dd3fc",
  /** The call-to-action in the bar (the phone number): white text on it passes AA. */
  cta: "#1d4ed8",
  ctaHover: "#2563eb",
};

export type ThemeName = "light" | "dark";
export const THEMES: Record<ThemeName, typeof light> = { light, dark };

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function cssVariables(theme: ThemeName): string {
  return Object.entries(THEMES[theme])
    .map(([key, value]) => `--color-${kebab(key)}: ${value};`)
    .join("\n");
}

export const color = Object.fromEntries(
  Object.keys(light).map((key) => [key, `var(--color-${kebab(key)})`]),
) as Record<keyof typeof light, string>;

/** Corner radii, smallest first; `circle` makes a square round. */
export const radius = {
  xs: "3px",
  chip: "4px",
  sm: "6px",
  md: "12px",
  panel: "16px",
  lg: "20px",
  round: "999px",
  circle: "50%",
};

/**
 * The raised card surface used across the site (cards, panels, forms, slides). Plain CSS text
 * here, like visuallyHidden, so using it adds no module to a page's scripts.
 */
export const cardSurface = `
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
`;

/** Shadows that are not the theme's card shadow (`color.shadow`). */
export const shadow = {
  /** A menu panel dropping from the dark navigation bar. */
  menu: `0 18px 40px ${translucent("black", 0.35)}`,
  /** A modal dialog over the dimmed page. */
  dialog: `0 24px 64px ${translucent("nearBlack", 0.45)}`,
  /** The navigation bar's hairline over the page. */
  navigationEdge: `0 1px 0 ${translucent("white", 0.08)}`,
  /** The ring round a focused form field, in each theme's focus colour. */
  fieldFocus: `0 0 0 3px color-mix(in srgb, ${color.focus} 35%, transparent)`,
  /** The same ring on a focused field that holds a mistake, in each theme's danger colour. */
  invalidFieldFocus: `0 0 0 3px color-mix(in srgb, ${color.danger} 30%, transparent)`,
};
/**
 * The keyboard focus ring, the same wherever focus can land: 3 px of a focus colour (the
 * theme's, or navColours.focus on the bands that stay dark), 2 px off the element unless a part
 * needs it closer (inside a menu panel's edge) or farther (round a fieldset's own padding).
 */
export function focusRing(ringColour: string = color.focus, offset = "2px"): string {
  return `outline: 3px solid ${ringColour}; outline-offset: ${offset}`;
}
/**
 * All text, headings included, is set in the system's UI font, which is on the device already:
 * nothing to download before the first paint, and no text re-laid out when a font arrives.
 * Headings used to be set in a self-hosted Inter (48 KiB, latin subset); on the throttled bench
 * fetching it cost every page 250 to 400 ms of its first and largest paint.
 */
const systemStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const fontStack = systemStack;
export const contentWidth = "1200px";
