/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { BlogCardPost } from "./blog-card-post";
import { BlogIndexPage } from "./BlogIndexPage";

const CATEGORIES = ["Cloud Computing", "AI & Innovation", "Security"];

const card = (slug: string, category: string): BlogCardPost => ({
  slug,
  path: `/blogs/${slug}`,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  category,
  date: "July 3, 2025",
  datePublished: "2025-07-03",
  readTimeMinutes: 6,
  authorName: "Priya Shah",
  image: undefined,
  imageAlt: "",
});

const POSTS = [card("a", "Cloud Computing"), card("b", "Security"), card("c", "Cloud Computing")];

function renderAt(search: string) {
  window.history.replaceState(null, "", `/blogs${search}`);
  return render(
    <BlogIndexPage
      blogName="Northbridge Insights"
      lead="Lead"
      posts={POSTS}
      categories={CATEGORIES}
      location={{ key: "initial", search }}
    />,
  );
}

const pressed = () =>
  within(screen.getByRole("group", { name: "Filter articles by category" }))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("BlogIndexPage", () => {
  it("shows every card with its parts and a Read More link named by the title", () => {
    renderAt("");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Latest Insights & News");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const more = screen.getByRole("link", { name: "Read More about Title a" });
    expect(more).toHaveAttribute("href", "/blogs/a");
    expect(more).toHaveTextContent(/^Read More/);
    expect(screen.getByRole("heading", { level: 2, name: "Title a" })).toBeInTheDocument();
    expect(screen.getAllByText("6 min read")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 articles");
    expect(pressed()).toEqual(["All"]);
  });

  it("filters by category, says how many are shown and writes the choice into the address", () => {
    renderAt("?utm_source=mail");
    fireEvent.click(screen.getByRole("button", { name: "Cloud Computing" }));
    expect(pressed()).toEqual(["Cloud Computing"]);
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 articles");
    expect(window.location.search).toBe("?utm_source=mail&category=Cloud%20Computing");

    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(window.location.search).toBe("?utm_source=mail");
  });

  it("restores the category from the address after mounting", async () => {
    await act(async () => {
      renderAt("?category=Security");
    });
    expect(pressed()).toEqual(["Security"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 article");
  });

  it("says when a category has no articles yet and offers all of them", () => {
    renderAt("");
    fireEvent.click(screen.getByRole("button", { name: "AI & Innovation" }));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 articles");
    expect(
      screen.getByRole("heading", { name: "No articles in AI & Innovation yet" }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Show all articles" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });
});
