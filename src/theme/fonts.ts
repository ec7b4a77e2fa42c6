import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * Inter (variable weight), latin subset only, self-hosted. Preloaded in the
 * head and declared with font-display: optional, so text is never re-laid out
 * when the font arrives (no layout shift): a visit that does not have it within
 * the first moments keeps the system font, and the next page has it cached.
 */
export const INTER_LATIN_URL = interLatinUrl;

const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const fontFaceCss = `
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${INTER_LATIN_URL}) format("woff2-variations");
    unicode-range: ${LATIN_RANGE};
  }
`;
