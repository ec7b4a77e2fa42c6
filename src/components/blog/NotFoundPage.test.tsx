/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import NotFoundPage from "../../pages/404";
import { TOP_LEVEL_ITEMS } from "../../lib/navigation";

function renderAt(pathname: string) {
  // The illustration's query result is left out: the page works without it.
  const props = {
    location: { pathname },
    data: { file: null },
  } as unknown as PageProps<Queries.NotFoundPageQuery>;
  return render(<NotFoundPage {...props} />);
}

describe("the not-found page", () => {
  it("says the blog metadata was not found for an unknown article", () => {
    renderAt("/blogs/no-such-post");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Blog metadata not found");
    expect(screen.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("stays generic for any other address, and offers the main pages beside Back to Home", () => {
    renderAt("/no-such-page");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
    const main = screen.getByRole("navigation", { name: "Main pages" });
    const links = [...main.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual(TOP_LEVEL_ITEMS.map((item) => [item.label, item.to]));
    expect(screen.getAllByRole("link", { name: "Back to Home" })).toHaveLength(1);
  });
});
