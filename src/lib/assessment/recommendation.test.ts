import fc from "fast-check";
import questionsContent from "../../../content/assessment.json";
import plansContent from "../../../content/plans.json";
import servicesContent from "../../../content/services.json";
import {
  ASSESSMENT_ASSUMPTIONS,
  ASSESSMENT_QUESTION_IDS,
  DEFAULT_ASSESSMENT_ANSWERS,
  PLAN_NAMES,
  SERVICE_SLUGS,
  answeredCount,
  answersToText,
  isAssessmentComplete,
  isValidAnswer,
  recommendAssessment,
  summariseAssessment,
  type AssessmentQuestion,
  type CompleteAssessmentAnswers,
} from "./recommendation";

const QUESTIONS: AssessmentQuestion[] = questionsContent;

/** Every one of the 5^5 combinations of answers. */
const ALL_ANSWERS: CompleteAssessmentAnswers[] = Array.from({ length: 5 ** 5 }, (_, n) => ({
  1: n % 5,
  2: Math.floor(n / 5) % 5,
  3: Math.floor(n / 25) % 5,
  4: Math.floor(n / 125) % 5,
  5: Math.floor(n / 625) % 5,
}));

const answers = (
  size: number,
  infra: number,
  concern: number,
  support: number,
  budget: number,
) => ({
  1: size,
  2: infra,
  3: concern,
  4: support,
  5: budget,
});

const rank = (plan: string) => PLAN_NAMES.indexOf(plan as (typeof PLAN_NAMES)[number]);

describe("content the logic relies on", () => {
  it("has questions 1..5 with five options each, in the order the logic expects", () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual([...ASSESSMENT_QUESTION_IDS]);
    for (const question of QUESTIONS) expect(question.options).toHaveLength(5);
    expect(QUESTIONS[0].options[0]).toMatch(/^1-10/);
    expect(QUESTIONS[0].options[4]).toMatch(/^1000\+/);
    expect(QUESTIONS[1].options.map((o) => o.split(" ")[0])).toEqual([
      "Basic",
      "Developing",
      "Established",
      "Advanced",
      "Enterprise-level",
    ]);
    expect(QUESTIONS[2].options).toEqual([
      "Data security",
      "System reliability",
      "Cost management",
      "Scalability",
      "Compliance requirements",
    ]);
    expect(QUESTIONS[3].options[0]).toMatch(/^In-house/);
    expect(QUESTIONS[3].options[1]).toMatch(/^Outsourced/);
    expect(QUESTIONS[3].options[2]).toMatch(/^Mixed/);
    expect(QUESTIONS[3].options[3]).toMatch(/^Limited/);
    expect(QUESTIONS[3].options[4]).toMatch(/^No dedicated/);
    expect(QUESTIONS[4].options[0]).toBe("Under £10,000");
    expect(QUESTIONS[4].options[4]).toBe("Over £500,000");
  });

  it("recommends only plans and services that exist in content", () => {
    expect(plansContent.map((p) => p.name)).toEqual([...PLAN_NAMES]);
    expect(servicesContent.map((s) => s.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
  });
});

describe("completeness", () => {
  it("is complete only when all five questions have an answer 0..4", () => {
    expect(isAssessmentComplete(DEFAULT_ASSESSMENT_ANSWERS)).toBe(false);
    expect(isAssessmentComplete({ 1: 0, 2: 1, 3: 2, 4: 3 })).toBe(false);
    expect(isAssessmentComplete({ 1: 0, 2: 1, 3: 2, 4: 3, 5: 4 })).toBe(true);
    expect(isAssessmentComplete({ 1: 0, 2: 1, 3: 2, 4: 3, 5: 5 })).toBe(false);
    expect(isAssessmentComplete({ 1: 0, 2: 1, 3: 2, 4: -1, 5: 4 })).toBe(false);
    expect(isAssessmentComplete({ 1: 0, 2: 1.5, 3: 2, 4: 3, 5: 4 })).toBe(false);
    expect(isAssessmentComplete({ 1: 0, 2: Number.NaN, 3: 2, 4: 3, 5: 4 })).toBe(false);
    expect(answeredCount({ 1: 0, 3: 2, 5: 9 })).toBe(2);
    expect(isValidAnswer("2")).toBe(false);
  });
});

describe("answersToText", () => {
  it("turns answers into question labels and answer text", () => {
    expect(answersToText(QUESTIONS, { 1: 1, 2: 2, 3: 0, 4: 4, 5: 1 })).toEqual({
      "Question 1": "11-50 employees",
      "Question 2": "Established (central servers or Microsoft 365, managed network)",
      "Question 3": "Data security",
      "Question 4": "No dedicated IT support",
      "Question 5": "£10,000-£50,000",
    });
  });

  it("leaves out unanswered and invalid answers", () => {
    expect(answersToText(QUESTIONS, { 1: 0, 3: 7 })).toEqual({ "Question 1": "1-10 employees" });
    expect(answersToText(QUESTIONS, {})).toEqual({});
  });
});

describe("recommendAssessment", () => {
  it("a micro business with basic IT and no support gets Basic", () => {
    const result = recommendAssessment(answers(0, 0, 2, 4, 0));
    expect(result.plan).toBe("Basic");
    expect(result.reasons.join(" ")).toMatch(/no dedicated IT support/);
    expect(result.priorities[0]).toMatch(/^Control IT costs/);
    expect(result.priorities.join(" ")).toMatch(/dependable IT support/);
    expect(result.services).toContain("managed-it-services");
  });

  it("an 11-50 firm with established IT and outsourced support gets Standard", () => {
    const result = recommendAssessment(answers(1, 2, 1, 1, 1));
    expect(result.plan).toBe("Standard");
    expect(result.reasons).toHaveLength(3);
    expect(result.services.slice(0, 2)).toEqual(["monitoring-&-backup", "disaster-recovery"]);
  });

  it("a 51-200 firm with a healthy budget gets Premium", () => {
    const result = recommendAssessment(answers(2, 3, 3, 2, 3));
    expect(result.plan).toBe("Premium");
    expect(result.reasons[0]).toMatch(/51–200 employees/);
  });

  it("a security concern in an established 11-50 firm points to Premium's security suite", () => {
    expect(recommendAssessment(answers(1, 2, 0, 1, 2)).plan).toBe("Premium");
    expect(recommendAssessment(answers(1, 2, 2, 1, 2)).plan).toBe("Standard");
  });

  it("the budget caps the plan and the reasons say so", () => {
    const result = recommendAssessment(answers(3, 4, 0, 0, 0));
    expect(result.plan).toBe("Basic");
    expect(result.reasons[result.reasons.length - 1]).toMatch(/under £10,000.*move up/);
    expect(recommendAssessment(answers(3, 4, 0, 0, 1)).plan).toBe("Standard");
  });

  it("an in-house team gets co-managed reasoning and consulting", () => {
    const result = recommendAssessment(answers(3, 4, 3, 0, 4));
    expect(result.reasons.join(" ")).toMatch(/in-house team/);
    expect(result.priorities.join(" ")).toMatch(/in-house team/);
    expect(result.services).toContain("it-consulting");
  });

  it("clamps out-of-range answers from a tampered form", () => {
    expect(recommendAssessment({ 1: 9, 2: -3, 3: Number.NaN, 4: 2.4, 5: 99 })).toEqual(
      recommendAssessment(answers(4, 0, 0, 2, 4)),
    );
  });

  it("every one of the 3,125 combinations gives a valid result", () => {
    const problems: string[] = [];
    for (const combination of ALL_ANSWERS) {
      const result = recommendAssessment(combination);
      const label = JSON.stringify(combination);
      if (!PLAN_NAMES.includes(result.plan)) problems.push(`${label}: plan ${result.plan}`);
      if (result.reasons.length < 2 || result.reasons.length > 4)
        problems.push(`${label}: reasons`);
      if (new Set(result.reasons).size !== result.reasons.length)
        problems.push(`${label}: repeated reason`);
      if (result.reasons.some((r) => !/^[A-Z£].+\.$/.test(r)))
        problems.push(`${label}: reason wording`);
      if (result.priorities.length < 2 || result.priorities.length > 4)
        problems.push(`${label}: priorities`);
      if (new Set(result.priorities).size !== result.priorities.length)
        problems.push(`${label}: repeated priority`);
      if (result.services.length < 3 || result.services.length > 4)
        problems.push(`${label}: services count`);
      if (new Set(result.services).size !== result.services.length)
        problems.push(`${label}: duplicate service`);
      if (result.services.some((s) => !SERVICE_SLUGS.includes(s)))
        problems.push(`${label}: unknown service`);
      if (JSON.stringify(recommendAssessment({ ...combination })) !== JSON.stringify(result)) {
        problems.push(`${label}: not deterministic`);
      }
      if (/undefined|NaN/.test(JSON.stringify(result))) problems.push(`${label}: undefined text`);
    }
    expect(problems).toEqual([]);
  });

  it("the main concern is always the first priority", () => {
    for (const combination of ALL_ANSWERS) {
      const first = recommendAssessment(combination).priorities[0];
      const concern = QUESTIONS[2].options[combination[3]];
      const expected = {
        "Data security": /^Strengthen security/,
        "System reliability": /^Improve reliability/,
        "Cost management": /^Control IT costs/,
        Scalability: /^Prepare to scale/,
        "Compliance requirements": /^Meet compliance/,
      }[concern];
      expect(first).toMatch(expected as RegExp);
    }
  });

  it("no dedicated or only ad hoc support always makes support a priority", () => {
    for (const combination of ALL_ANSWERS.filter((a) => a[4] >= 3)) {
      expect(recommendAssessment(combination).priorities.join(" ")).toMatch(
        /dependable IT support/,
      );
    }
  });

  it("a bigger company or a bigger budget never gets a smaller plan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (infra, concern, support, budget, size) => {
          const smaller = recommendAssessment(answers(size, infra, concern, support, budget)).plan;
          const larger = recommendAssessment(
            answers(size + 1, infra, concern, support, budget),
          ).plan;
          expect(rank(larger)).toBeGreaterThanOrEqual(rank(smaller));
          if (budget < 4) {
            const richer = recommendAssessment(
              answers(size, infra, concern, support, budget + 1),
            ).plan;
            expect(rank(richer)).toBeGreaterThanOrEqual(rank(smaller));
          }
        },
      ),
    );
  });
});

describe("summary and assumptions", () => {
  it("summarises answers and recommendation, with service titles when given", () => {
    const summary = summariseAssessment(QUESTIONS, answers(1, 2, 1, 1, 1), servicesContent);
    const lines = summary.split("\n");
    expect(lines[0]).toBe("IT assessment answers:");
    expect(lines[1]).toBe("How many employees does your company have? 11-50 employees");
    expect(lines).toContain("Recommended plan: Standard.");
    expect(summary).toMatch(/Suggested services: Monitoring & Backup, Disaster Recovery, /);
  });

  it("says how far a partial assessment got", () => {
    const summary = summariseAssessment(QUESTIONS, { 1: 0, 2: 1 });
    expect(summary.split("\n")).toHaveLength(4);
    expect(summary).toMatch(/Assessment incomplete: 2 of 5 questions answered\./);
  });

  it("falls back to slugs without titles", () => {
    expect(summariseAssessment(QUESTIONS, answers(0, 0, 0, 4, 0))).toMatch(
      /Suggested services: cyber-security, /,
    );
  });

  it("states how the plan is chosen", () => {
    expect(ASSESSMENT_ASSUMPTIONS.join(" ")).toMatch(/under £10,000/);
  });
});
