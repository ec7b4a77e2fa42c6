/** Icons a footer social link may name (content/site.json `social[].icon`). */
export const SOCIAL_ICON_NAMES = ["Linkedin", "Twitter", "Facebook", "Youtube", "Globe"] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];
