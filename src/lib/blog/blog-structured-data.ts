/** JSON-LD for the blog: the index as a schema.org Blog, each article as a BlogPosting. */
import { publisherStructuredData, type BreadcrumbList, type Publisher } from "../structured-data";
import { readTimeDuration } from "./read-time";

export interface BlogPostingInput {
  /** Absolute URL of the article. */
  url: string;
  headline: string;
  description: string;
  /** Absolute URL of the article's image. */
  image: string;
  /** ISO date, "2025-07-03". */
  datePublished: string;
  /** ISO date of the last review, when the article was updated after it was published. */
  dateModified?: string;
  /** The page's trail (breadcrumbList), nested in the page the posting is the main entity of. */
  breadcrumb?: BreadcrumbList;
  /** `url`: the author's page on the site (absolute). */
  author: { name: string; jobTitle?: string; url?: string };
  category?: string;
  wordCount?: number;
  readTimeMinutes?: number;
}

/**
 * The @id of an article's BlogPosting node. Not the page's URL: that names the WebPage, which
 * the posting is the main entity of, and one @id for both would make them one node.
 */
function blogPostingId(url: string): string {
  return `${url}#article`;
}

/** The BlogPosting fields shared by an article's page and the index's list. */
function postingFields(post: BlogPostingInput, publisher: Publisher) {
  return {
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    url: post.url,
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: {
      "@type": "Person",
      name: post.author.name,
      ...(post.author.url ? { url: post.author.url } : {}),
      ...(post.author.jobTitle ? { jobTitle: post.author.jobTitle } : {}),
      worksFor: { "@type": "Organization", name: publisher.name, url: publisher.url },
    },
    publisher: publisherStructuredData(publisher),
  };
}

/** An article page's own JSON-LD; its @id is what the blog index's entry points at. */
export function blogPostingStructuredData(post: BlogPostingInput, publisher: Publisher) {
  return {
    "@context": "https://schema.org",
    ...postingFields(post, publisher),
    "@id": blogPostingId(post.url),
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": post.url,
      ...(post.breadcrumb ? { breadcrumb: post.breadcrumb } : {}),
    },
    inLanguage: "en-GB",
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    ...(post.readTimeMinutes ? { timeRequired: readTimeDuration(post.readTimeMinutes) } : {}),
  };
}

/** What the blog index says of each article: enough to name it, the rest is on its own page. */
export type BlogPostingSummaryInput = Pick<
  BlogPostingInput,
  "url" | "headline" | "image" | "datePublished"
> & { author: { name: string; url?: string } };

/**
 * An article as the index lists it: the BlogPosting node of the article's own page (same @id)
 * with its headline, date, image and author. Its description, author's role and publisher stay
 * on that page: repeated for every article they would crowd the index's first round trip.
 */
function postingSummary(post: BlogPostingSummaryInput) {
  return {
    "@type": "BlogPosting",
    "@id": blogPostingId(post.url),
    url: post.url,
    headline: post.headline,
    image: [post.image],
    datePublished: post.datePublished,
    author: {
      "@type": "Person",
      name: post.author.name,
      ...(post.author.url ? { url: post.author.url } : {}),
    },
  };
}

export interface BlogInput {
  /** Absolute URL of the blog index. */
  url: string;
  name: string;
  description: string;
  posts: readonly BlogPostingSummaryInput[];
}

/** The blog index's JSON-LD: the blog, its publisher and every article on it. */
export function blogStructuredData(blog: BlogInput, publisher: Publisher) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": blog.url,
    url: blog.url,
    name: blog.name,
    description: blog.description,
    inLanguage: "en-GB",
    publisher: publisherStructuredData(publisher),
    blogPost: blog.posts.map(postingSummary),
  };
}

export interface ListingInput {
  /** Absolute URL of the listing page. */
  url: string;
  name: string;
  description: string;
  /** Absolute URL of the blog index, which the listing is part of. */
  blogUrl: string;
  posts: readonly BlogPostingSummaryInput[];
  /** The page's trail (breadcrumbList). */
  breadcrumb?: BreadcrumbList;
}

/** A listing page of the blog, of the given type, with the articles it shows. */
function listingPage(type: string, listing: ListingInput) {
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": listing.url,
    url: listing.url,
    name: listing.name,
    description: listing.description,
    inLanguage: "en-GB",
    isPartOf: { "@type": "Blog", "@id": listing.blogUrl },
    ...(listing.breadcrumb ? { breadcrumb: listing.breadcrumb } : {}),
    hasPart: listing.posts.map(postingSummary),
  };
}

/** A category's page: a collection of the blog's articles on one subject. */
export function categoryPageStructuredData(listing: ListingInput) {
  return listingPage("CollectionPage", listing);
}

/** An author's page: the person (the `url` their articles name as author) and what they wrote. */
export function authorPageStructuredData(
  listing: ListingInput,
  author: { name: string; jobTitle: string; description: string },
  publisher: Publisher,
) {
  return {
    ...listingPage("ProfilePage", listing),
    mainEntity: {
      "@type": "Person",
      name: author.name,
      url: listing.url,
      jobTitle: author.jobTitle,
      description: author.description,
      worksFor: { "@type": "Organization", name: publisher.name, url: publisher.url },
    },
  };
}
