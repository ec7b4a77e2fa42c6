import { countFits, countProblem, countRange, type RecordCount } from "./record-count";

const plans: RecordCount = {
  min: 2,
  max: 4,
  noun: ["plan", "plans"],
  because: "they sit side by side",
};
const articles: RecordCount = {
  min: 1,
  noun: ["article", "articles"],
  because: "the index lists them",
};
const questions: RecordCount = { min: 5, max: 5, noun: ["question", "questions"], because: "five" };
const milestones: RecordCount = { max: 10, noun: ["milestone", "milestones"], because: "buttons" };

describe("record counts", () => {
  it("says the range the way an editor reads it", () => {
    expect(countRange(plans)).toBe("2 to 4 plans");
    expect(countRange(articles)).toBe("at least 1 article");
    expect(countRange(questions)).toBe("exactly 5 questions");
    expect(countRange(milestones)).toBe("at most 10 milestones");
  });

  it("fits every number inside the range, ends included", () => {
    expect([1, 2, 3, 4, 5].map((n) => countFits(plans, n))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(countFits(articles, 40)).toBe(true);
    expect(countFits(articles, 0)).toBe(false);
    expect(countFits(milestones, 0)).toBe(true);
  });

  it("is silent inside the range", () => {
    expect(countProblem("content/plans.json", plans, 3)).toBeNull();
  });

  it("names the file, the range, the reason, what there is and the fix", () => {
    expect(countProblem("content/plans.json", plans, 6)).toBe(
      "content/plans.json: the site needs 2 to 4 plans, because they sit side by side; there are 6 now. Remove 2 plans.",
    );
    expect(countProblem("content/plans.json", plans, 1)).toBe(
      "content/plans.json: the site needs 2 to 4 plans, because they sit side by side; there is 1 now. Add 1 plan.",
    );
    expect(countProblem("content/blog", articles, 0)).toBe(
      "content/blog: the site needs at least 1 article, because the index lists them; there are 0 now. Add 1 article.",
    );
    expect(countProblem("content/timeline.json", milestones, 11)).toBe(
      "content/timeline.json: the site needs at most 10 milestones, because buttons; there are 11 now. Remove 1 milestone.",
    );
  });
});
