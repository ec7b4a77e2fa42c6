import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** The one web font file (declared in fonts.css), preloaded by gatsby-ssr.tsx. */
export const INTER_LATIN_URL = interLatinUrl;
