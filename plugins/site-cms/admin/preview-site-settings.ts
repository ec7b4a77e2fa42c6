/**
 * useSiteSettings for the CMS's preview (the admin build puts this module in place of
 * src/hooks/useSiteSettings.ts): the company facts as content/site.json had them when the admin
 * page was built, since the preview runs outside Gatsby, where static queries do not.
 */
import site from "../../../content/site.json";

export function useSiteSettings() {
  // Brand marks are drawn by the build; the preview shows no page footer that needs them.
  return { ...site, siteUrl: "", social: site.social.map((link) => ({ ...link, markPath: null })) };
}
