/**
 * Share images (Open Graph / Twitter cards): which card a page gets and what it says.
 * The build draws the cards from these values (plugins/site-build/share-images/) and the pages'
 * heads point at the same paths, so the two cannot drift apart.
 */

/** Every share card is this size (the large-image size Facebook, LinkedIn and X expect). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The page families with their own cards; each is also the first segment of the pages' URLs. */
export type SharePage =
  | { kind: "services"; slug: string; title: string }
  | { kind: "case-studies"; slug: string; title: string; sector: string }
  | { kind: "blogs"; slug: string; title: string; category: string };

export type SharePageKind = SharePage["kind"];

export interface ShareCard {
  /** Site-relative path of the PNG, e.g. "/share/services/cloud-migration.png". */
  path: string;
  title: string;
  /** The short line above the title: what kind of page this is. */
  kicker: string;
  /** The card's text as one sentence, for og:image:alt and twitter:image:alt. */
  alt: string;
}

/** Where the card of a page is published (under public/). */
export function shareImagePath(kind: SharePageKind, slug: string): string {
  return `/share/${kind}/${slug}.png`;
}

function kickerOf(page: SharePage): string {
  switch (page.kind) {
    case "services":
      return "Service";
    case "case-studies":
      return `Case study · ${page.sector}`;
    case "blogs":
      return page.category;
  }
}

/** The card of one page: its path, its text and the alternative text describing it. */
export function shareCardOf(page: SharePage, brandName: string): ShareCard {
  const kicker = kickerOf(page);
  return {
    path: shareImagePath(page.kind, page.slug),
    title: page.title,
    kicker,
    alt: `${kicker}: ${page.title}. ${brandName}`,
  };
}
