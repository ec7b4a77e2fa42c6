import type { IGatsbyImageData } from "gatsby-plugin-image";

/** What a card needs of an article (the BlogPostCard fragment, mapped by the page). */
export interface BlogCardPost {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, for <time datetime> and shown the British way ("3 July 2025"). */
  datePublished: string;
  readTimeMinutes: number;
  authorName: string;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
}

/** The shape the BlogPostCard fragment returns (typed structurally, so tests need no build). */
export interface BlogPostCardFields {
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: { readonly name: string };
  readonly datePublished: string;
  readonly readTimeMinutes: number;
  readonly imageAlt: string;
  readonly author: { readonly name: string; readonly path: string };
  readonly image: {
    readonly childImageSharp: { readonly card: IGatsbyImageData | null } | null;
  } | null;
}

export function toBlogCardPost(fields: BlogPostCardFields): BlogCardPost {
  return {
    slug: fields.slug,
    path: fields.path,
    title: fields.title,
    excerpt: fields.excerpt,
    category: fields.category.name,
    datePublished: fields.datePublished,
    readTimeMinutes: fields.readTimeMinutes,
    authorName: fields.author.name,
    image: fields.image?.childImageSharp?.card ?? undefined,
    imageAlt: fields.imageAlt,
  };
}
