/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import assessment from "../../../../content/assessment.json";
import plans from "../../../../content/plans.json";
import stats from "../../../../content/stats.json";
import { fillClaims } from "../../../../src/lib/claims/claims";
import type { PreviewProps } from "../decap";
import { ArticlePreview } from "./ArticlePreview";

/** The preview's props for an article with these fields, as Decap hands them over. */
function propsFor(post: Record<string, unknown>): PreviewProps {
  const entry = {
    get: (key: string) => (key === "data" ? { toJS: () => post } : undefined),
  } as unknown as PreviewProps["entry"];
  return {
    entry,
    getAsset: () => undefined,
    fields: { find: () => undefined },
    document,
    window,
  };
}

const ARTICLE = {
  slug: "coming-soon",
  title: "Coming Soon",
  excerpt: "An article about what is coming.",
  author: "Priya Shah",
  category: "Cloud Computing",
  body: [{ type: "paragraph", text: "Soon." }],
};

describe("the article preview", () => {
  it("says for when an article dated after today is scheduled, and what that means", () => {
    render(<ArticlePreview {...propsFor({ ...ARTICLE, date: "December 12, 2099" })} />);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Scheduled for 12 December 2099: its page /blogs/coming-soon is built but hidden from search engines, and it is not listed, linked, searched, in the RSS feed or in the sitemap until that day.",
    );
  });

  it("says nothing of the kind for an article dated today or earlier", () => {
    render(<ArticlePreview {...propsFor({ ...ARTICLE, date: "July 3, 2025" })} />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("fills the placeholders of its paragraphs as the article page does", () => {
    const text =
      "The Standard plan is {plan price: Standard} a month, and the check asks {assessment questions} questions.";
    const filled = fillClaims(text, { stats, plans, assessmentQuestions: assessment.length });
    expect(filled.problems).toEqual([]);
    render(
      <ArticlePreview
        {...propsFor({ ...ARTICLE, date: "July 3, 2025", body: [{ type: "paragraph", text }] })}
      />,
    );
    expect(screen.getByText(filled.text)).toBeInTheDocument();
    expect(screen.queryByText(/\{plan price|\{assessment questions\}/)).toBeNull();
  });
});
