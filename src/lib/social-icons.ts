/** Icons a footer social link may name (content/site.json `social[].icon`). */
export const SOCIAL_ICON_NAMES = ["Linkedin", "X", "Facebook", "Youtube", "Globe"] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];

/**
 * Icons drawn from the brand's own mark in simple-icons (its slug), where the icon set has
 * none or an outdated one: X's, not Twitter's bird. The build hands the footer the mark's path.
 */
export const SOCIAL_BRAND_MARKS: Partial<Record<SocialIconName, string>> = { X: "x" };
