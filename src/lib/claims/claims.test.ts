import fs from "node:fs";
import path from "node:path";
import ABOUT from "../../../content/about.json";
import FAQS from "../../../content/faqs.json";
import HOME from "../../../content/home.json";
import PLANS from "../../../content/plans.json";
import QUESTIONS from "../../../content/assessment.json";
import STATS from "../../../content/stats.json";
import { countInWords } from "../count-words";
import { COLLECTIONS, type CollectionFile } from "../content-model/collections";
import { COLLECTION_SCHEMAS } from "../content-model/schemas";
import { claimFieldProblems, eachClaimText, typedPlanPriceProblems } from "./claim-check";
import { fillClaims, listInWords, type ClaimSources } from "./claims";

const SOURCES: ClaimSources = { stats: STATS, plans: PLANS, assessmentQuestions: QUESTIONS.length };

const PLAN_SOURCES: ClaimSources = {
  stats: { year: 2024, items: [{ value: "2 hrs", label: "average time to respond" }] },
  plans: [
    {
      name: "Basic",
      price: "£399",
      features: [
        { name: "8 hour response", group: "Response time", level: "8 hours", included: true },
        { name: "24/7 support", group: "Out-of-hours support", level: null, included: false },
      ],
    },
    {
      name: "Standard",
      price: "£799",
      features: [
        { name: "4 hour response", group: "Response time", level: "4 hours", included: true },
        {
          name: "After-hours emergency support",
          group: "Out-of-hours support",
          level: "Emergencies",
          included: true,
        },
      ],
    },
    {
      name: "Premium",
      price: "£1,499",
      features: [
        { name: "1 hour response", group: "Response time", level: "1 hour", included: true },
        { name: "24/7 support", group: "Out-of-hours support", level: "24/7", included: true },
      ],
    },
  ],
  assessmentQuestions: 5,
};

const fill = (text: string, sources = PLAN_SOURCES) => fillClaims(text, sources);

describe("fillClaims", () => {
  it("reads a figure and its year from the stats", () => {
    expect(fill("{stat: average time to respond} on average in {stats year}")).toEqual({
      text: "2 hrs on average in 2024",
      problems: [],
    });
  });

  it("gives each plan its own level, and leaves out plans without the feature", () => {
    expect(fill("within {plan levels: Response time}").text).toBe(
      "within 8 hours on Basic, 4 hours on Standard and 1 hour on Premium",
    );
    expect(fill("{plan features: Out-of-hours support}").text).toBe(
      "after-hours emergency support on Standard and 24/7 support on Premium",
    );
    expect(fill("{plan levels: out-of-hours SUPPORT}").text).toBe(
      "emergencies on Standard and 24/7 on Premium",
    );
  });

  it("names only the plans that have a level or a feature group", () => {
    expect(fill("24/7 on {plans with: 24/7}").text).toBe("24/7 on Premium");
    expect(fill("{plans including: Out-of-hours support}").text).toBe("Standard and Premium");
  });

  it("counts the assessment's questions in words", () => {
    expect(fill("{assessment questions} questions").text).toBe("five questions");
  });

  it('gives a plan\'s price as plans.json writes it, and the lowest for a "from" price', () => {
    expect(
      fill(
        "Basic at {plan price: Basic}, Standard at {plan price: standard}, from {lowest plan price}",
      ).text,
    ).toBe("Basic at £399, Standard at £799, from £399");
    const cheaperPremium = {
      ...PLAN_SOURCES,
      plans: PLAN_SOURCES.plans.map((plan) =>
        plan.name === "Premium" ? { ...plan, price: "£99" } : plan,
      ),
    };
    expect(fill("from {lowest plan price}", cheaperPremium).text).toBe("from £99");
    expect(fill("{plan price: Gold}").problems).toEqual([
      '{plan price: Gold} names no plan of plans.json (its plans: "Basic", "Standard", "Premium")',
    ]);
  });

  it("reports a placeholder that names nothing and leaves it as written", () => {
    const result = fill("{stat: average time to reply} and {plans with: 12/5} and {weather}");
    expect(result.text).toBe("{stat: average time to reply} and {plans with: 12/5} and {weather}");
    expect(result.problems).toEqual([
      expect.stringContaining("names no figure of stats.json"),
      expect.stringContaining("no plan of plans.json includes a feature at that level"),
      expect.stringContaining("is not a claim the site knows"),
    ]);
  });

  it("leaves braces that are not placeholders alone", () => {
    expect(fill('{"analytics":true} and {Count}')).toEqual({
      text: '{"analytics":true} and {Count}',
      problems: [],
    });
  });

  it("lists in words", () => {
    expect(listInWords(["Basic"])).toBe("Basic");
    expect(listInWords(["Basic", "Premium"])).toBe("Basic and Premium");
  });
});

describe("claimFieldProblems", () => {
  const spec = {
    kind: "object",
    fields: {
      answer: { kind: "string", claims: true },
      heading: { kind: "string" },
    },
  } as const;

  it("refuses a claim in a field that shows its text as written", () => {
    expect(
      claimFieldProblems(
        spec,
        { answer: "{stats year}", heading: "In {stats year}" },
        PLAN_SOURCES,
      ),
    ).toEqual([
      { field: "heading", problem: expect.stringContaining("shows its text as written") },
    ]);
  });

  it("leaves other braces in such a field alone", () => {
    expect(
      claimFieldProblems(spec, { answer: "x", heading: "{phone} {count}" }, PLAN_SOURCES),
    ).toEqual([]);
  });
});

describe("typedPlanPriceProblems", () => {
  const spec = {
    kind: "object",
    fields: {
      answer: { kind: "string", claims: true },
      heading: { kind: "string" },
      price: { kind: "string" },
    },
  } as const;

  it("refuses a plan's price typed into a text, naming the placeholder to write", () => {
    expect(
      typedPlanPriceProblems(
        "faqs.json",
        spec,
        { answer: "Standard costs £799 a month" },
        PLAN_SOURCES,
      ),
    ).toEqual([
      {
        field: "answer",
        problem:
          "\"£799\" is the Standard plan's price in plans.json, typed in: write {plan price: Standard} instead, so the text follows the plan's price when it changes",
      },
    ]);
  });

  it("offers {lowest plan price} for the cheapest plan's price, however it is written", () => {
    const problems = typedPlanPriceProblems(
      "faqs.json",
      spec,
      { answer: "from £399.00, or £1499 with everything" },
      PLAN_SOURCES,
    );
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringContaining(
        'write {plan price: Basic} (or {lowest plan price} for a "from" price) instead',
      ),
      expect.stringMatching(/^"£1499" is the Premium plan's price .* write {plan price: Premium}/),
    ]);
  });

  it("says what to do in a field that shows its text as written", () => {
    const [problem] = typedPlanPriceProblems(
      "faqs.json",
      spec,
      { heading: "Premium at £1,499" },
      PLAN_SOURCES,
    );
    expect(problem.problem).toMatch(
      /this field shows its text as written: leave the price out here .*withClaims.* write {plan price: Premium}$/,
    );
  });

  it("leaves other prices, and the plan's own price field, alone", () => {
    expect(
      typedPlanPriceProblems(
        "faqs.json",
        spec,
        { answer: "fines of up to £17.5 million, a fee of £52, £3,990 or £7990" },
        PLAN_SOURCES,
      ),
    ).toEqual([]);
    expect(typedPlanPriceProblems("plans.json", spec, { price: "£799" }, PLAN_SOURCES)).toEqual([]);
  });
});

describe("the claims of the launch content", () => {
  it("every placeholder in content names a record", () => {
    for (const file of Object.keys(COLLECTIONS) as CollectionFile[]) {
      const data = JSON.parse(fs.readFileSync(path.join("content", file), "utf8")) as unknown;
      const records = Array.isArray(data) ? data : [data];
      for (const record of records) {
        expect(claimFieldProblems(COLLECTION_SCHEMAS[file].record, record, SOURCES)).toEqual([]);
      }
    }
  });

  it("the FAQ gives each plan its own response time and the average as an average", () => {
    const answers = FAQS.map((faq) => fillClaims(faq.answer, SOURCES).text).join(" ");
    for (const plan of PLANS) {
      const response = plan.features.find((f) => f.group === "Response time" && f.included);
      expect(answers).toContain(`${response?.level} on ${plan.name}`);
    }
    const average = STATS.items.find((item) => item.label === "average time to respond");
    expect(answers).toContain(`average time to respond in ${STATS.year} was ${average?.value}`);
    expect(answers).not.toMatch(/within 2 hours for critical issues/);
  });

  it("says 24/7 only of the plans that have it", () => {
    const roundTheClock = PLANS.filter((plan) =>
      plan.features.some((f) => f.included && f.level === "24/7"),
    ).map((plan) => plan.name);
    const texts: string[] = [];
    for (const file of Object.keys(COLLECTIONS) as CollectionFile[]) {
      const data = JSON.parse(fs.readFileSync(path.join("content", file), "utf8")) as unknown;
      for (const record of Array.isArray(data) ? data : [data]) {
        eachClaimText(COLLECTION_SCHEMAS[file].record, record, "", (text) => {
          if (text.includes("{")) texts.push(fillClaims(text, SOURCES).text);
        });
      }
    }
    const about = ABOUT.figures.find((figure) => figure.value === "24/7");
    expect(fillClaims(about?.label ?? "", SOURCES).text).toBe(
      `Support on ${listInWords(roundTheClock)}`,
    );
    for (const text of texts.filter((t) => t.includes("24/7"))) {
      expect(roundTheClock.some((name) => text.includes(name))).toBe(true);
    }
  });

  it("states the assessment's length as its number of questions, the same everywhere", () => {
    const cta = fillClaims(HOME.cta.text, SOURCES).text;
    expect(cta).toContain(`Answer ${countInWords(QUESTIONS.length)} quick questions`);
    expect(cta).not.toMatch(/minute/);
  });
});
