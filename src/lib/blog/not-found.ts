/** What the not-found page says: an unknown article address gets its own message. */
import { PAGES } from "../routes";
export interface NotFoundCopy {
  title: string;
  text: string;
  /** Where the main button leads and what it says. */
  back: { to: string; label: string };
}

export const BLOG_NOT_FOUND_TITLE = "Blog metadata not found";

/** True for an address under /blogs/ (an article that may not exist), not the index itself. */
export function isArticlePath(pathname: string): boolean {
  return /^\/blogs\/[^/]/i.test(pathname);
}

export function notFoundCopy(pathname: string | undefined): NotFoundCopy {
  if (pathname && isArticlePath(pathname)) {
    return {
      title: BLOG_NOT_FOUND_TITLE,
      text: "There is no article at this address. It may have been renamed or removed; every article is listed on the blog.",
      back: { to: PAGES.blogs.path, label: "Back to Blogs" },
    };
  }
  return {
    title: PAGES.notFound.name,
    text: "The page you were looking for has moved or no longer exists.",
    back: { to: PAGES.home.path, label: "Back to Home" },
  };
}
