/**
 * The preview shows claims filled in as the site will (src/lib/claims/claims.ts), from the
 * records as they were when the admin page was built: the preview runs outside Gatsby, where
 * the build's @claims resolver does not.
 */
import { claimSourcesFrom } from "../../../src/lib/claims/claim-check";
import { fillClaims } from "../../../src/lib/claims/claims";
import { claimFileAtBuild } from "./claim-files";

const SOURCES = claimSourcesFrom(claimFileAtBuild);

/** A copy of `value` with the claims in every text filled in. */
export function withPreviewClaims<T>(value: T): T {
  if (typeof value === "string") return fillClaims(value, SOURCES).text as T;
  if (Array.isArray(value)) return value.map(withPreviewClaims) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPreviewClaims(item)]),
    ) as T;
  }
  return value;
}
