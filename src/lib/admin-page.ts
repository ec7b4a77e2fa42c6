/**
 * The admin page (/admin, Decap CMS): where it is built, and the policy it is served with.
 * It is not a page of the site: it is built as its own entry into public/admin/, never listed
 * in the sitemap, never indexed, and has its own Content-Security-Policy, while every page of
 * the site keeps its own (content-security-policy.ts).
 */
import type { PolicyDelivery } from "./content-security-policy";

/** The folder of public/ the admin page is built into, and its address. */
export const CMS_ADMIN_FOLDER = "admin";
export const CMS_ADMIN_PATH = `/${CMS_ADMIN_FOLDER}`;

/** Decap's local server (decap-server, `npm run cms`): the admin page looks for it on loopback. */
export const LOCAL_CMS_SERVER = "http://localhost:8081";

/** Where the GitHub backend works: its API, the files it shows, the editor's avatar. */
const GITHUB_API = "https://api.github.com";
const GITHUB_FILES = "https://raw.githubusercontent.com";
const GITHUB_AVATARS = "https://avatars.githubusercontent.com";

/**
 * The admin page's policy. Scripts come only from the admin folder (Decap's and React's
 * prebuilt files, the admin bundle); 'unsafe-eval' because Decap checks its config with Ajv,
 * which compiles its checks into functions. Styles are inline (Decap and the previews are
 * styled with Emotion). Uploads are shown as blob: URLs before they are saved. The editor talks
 * to GitHub's API, or to the local server on this machine.
 */
export function adminContentSecurityPolicy(delivery: PolicyDelivery): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_FILES} ${GITHUB_AVATARS}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: ${GITHUB_API} ${LOCAL_CMS_SERVER}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(delivery === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ");
}
