/**
 * The whole Decap CMS config the admin page starts with (CMS.init): where the content is kept
 * (the git backend), how editors publish, and the collections derived from the schemas.
 */
import { cmsCollections } from "./cms-collections";
import { CMS_IMAGES_FOLDER } from "./cms-folders";

export interface CmsBackendSettings {
  /** The GitHub repository, "owner/name" (GATSBY_CMS_REPO). */
  repo: string;
  /** The branch the site is built from (GATSBY_CMS_BRANCH, "main" when unset). */
  branch: string;
  /**
   * Where GitHub's OAuth handshake is done (GATSBY_CMS_AUTH_URL): Netlify's OAuth provider,
   * "https://api.netlify.com", on a Netlify site; any Decap OAuth proxy elsewhere.
   */
  authBaseUrl: string;
  /** The public site, linked from the CMS's header (SITE_URL). */
  siteUrl: string;
}

export const DEFAULT_CMS_BRANCH = "main";
export const DEFAULT_CMS_AUTH_URL = "https://api.netlify.com";

export function cmsConfig(settings: CmsBackendSettings): Record<string, unknown> {
  return {
    // The config is complete here; no config.yml is fetched.
    load_config_file: false,
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authBaseUrl,
      auth_endpoint: "auth",
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (CMS)",
        update: "Update {{collection}} “{{slug}}” (CMS)",
        delete: "Delete {{collection}} “{{slug}}” (CMS)",
        uploadMedia: "Upload “{{path}}” (CMS)",
        deleteMedia: "Delete “{{path}}” (CMS)",
      },
    },
    // On this machine (npm run cms), Decap's local server edits the working tree instead; it
    // is looked for only when the admin page itself is on localhost.
    local_backend: true,
    // Every change is a pull request that a reviewer merges (the local server publishes at once).
    publish_mode: "editorial_workflow",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: CMS_IMAGES_FOLDER,
    public_folder: CMS_IMAGES_FOLDER,
    slug: { encoding: "ascii", clean_accents: true },
    collections: cmsCollections(),
  };
}
