/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import type { BlogCardPost } from "./blog-card-post";
import { BlogListingPage, type BlogListingPageProps } from "./BlogListingPage";

const CATEGORIES = [
  { name: "Cloud Computing", path: "/blogs/category/cloud-computing" },
  { name: "Cyber Security", path: "/blogs/category/cyber-security" },
];

const card = (slug: string, category: string): BlogCardPost => ({
  slug,
  path: `/blogs/${slug}`,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  category,
  datePublished: "2025-07-03",
  readTimeMinutes: 6,
  authorName: "Priya Shah",
  image: undefined,
  imageAlt: "",
});

const POSTS = [
  card("a", "Cloud Computing"),
  card("b", "Cyber Security"),
  card("c", "Cloud Computing"),
];

function renderListing(props: Partial<BlogListingPageProps> = {}, search = "") {
  window.history.replaceState(null, "", `/blogs${search}`);
  return render(
    <BlogListingPage
      eyebrow="Northbridge Insights"
      heading="Latest Insights & News"
      lead="Lead"
      posts={POSTS}
      categories={CATEGORIES}
      currentCategoryLink="/blogs"
      paging={{ basePath: "/blogs", pageNumber: 1, pageCount: 1, total: 3, first: 1 }}
      {...props}
    />,
  );
}

const categoryLinks = () =>
  within(screen.getByRole("navigation", { name: "Article categories" })).getAllByRole("link");

describe("BlogListingPage", () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it("shows every card with its parts and a Read More link named by the title", () => {
    renderListing();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Latest Insights & News");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const more = screen.getByRole("link", { name: "Read More about Title a" });
    expect(more).toHaveAttribute("href", "/blogs/a");
    expect(more).toHaveTextContent(/^Read More/);
    expect(screen.getByRole("heading", { level: 2, name: "Title a" })).toBeInTheDocument();
    expect(screen.getAllByText("6 min read")).toHaveLength(3);
    expect(screen.getByText("Showing 3 articles")).toBeInTheDocument();
  });

  it("links All and each category to its own page, marking the page shown", () => {
    renderListing({ currentCategoryLink: "/blogs/category/cyber-security" });
    expect(categoryLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", "/blogs"],
      ["Cloud Computing", "/blogs/category/cloud-computing"],
      ["Cyber Security", "/blogs/category/cyber-security"],
    ]);
    const current = categoryLinks().filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Cyber Security"]);
  });

  it("marks the category as the current choice, not the page, on its later pages", () => {
    renderListing({
      currentCategoryLink: "/blogs",
      paging: { basePath: "/blogs", pageNumber: 2, pageCount: 2, total: 15, first: 15 },
    });
    expect(categoryLinks()[0]).toHaveAttribute("aria-current", "true");
  });

  it("marks no category on an author's page", () => {
    renderListing({ currentCategoryLink: null });
    expect(categoryLinks().some((link) => link.hasAttribute("aria-current"))).toBe(false);
  });

  it("has no page links when the listing fits one page", () => {
    renderListing();
    expect(screen.queryByRole("navigation", { name: "Pages of articles" })).toBeNull();
  });

  it("links the other pages of a long listing, with Previous and Next", () => {
    renderListing({
      paging: { basePath: "/blogs", pageNumber: 2, pageCount: 3, total: 40, first: 15 },
    });
    const pager = screen.getByRole("navigation", { name: "Pages of articles" });
    expect(
      within(pager)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Previous", "/blogs"],
      ["1", "/blogs"],
      ["2", "/blogs/page/2"],
      ["3", "/blogs/page/3"],
      ["Next", "/blogs/page/3"],
    ]);
    expect(within(pager).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText("Showing 15–17 of 40 articles")).toBeInTheDocument();
  });

  it("sends an old filtered link (/blogs?category=...) to the category's page", () => {
    renderListing({}, "?category=Cybersecurity");
    expect(navigate).toHaveBeenCalledWith("/blogs/category/cyber-security", { replace: true });
  });

  it("leaves the index alone without one", () => {
    renderListing({}, "?utm_source=mail");
    expect(navigate).not.toHaveBeenCalled();
  });
});
