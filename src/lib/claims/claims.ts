/**
 * Claims the site makes in more than one place (a response time, which plans have 24/7
 * support, how long the assessment is) are written once, in the record that holds the fact,
 * and named elsewhere by a placeholder that the build fills in from that record:
 *
 * - `{stat: average time to respond}`: the value of that item of stats.json ("2 hrs");
 * - `{stats year}`: the year those figures are for ("2024");
 * - `{plan levels: Response time}`: each plan's level of that feature group, from plans.json
 *   ("8 hours on Basic, 4 hours on Standard and 1 hour on Premium");
 * - `{plan features: Out-of-hours support}`: each plan's feature in that group, by name
 *   ("after-hours emergency support on Standard and 24/7 support on Premium");
 * - `{plans with: 24/7}`: the plans that include a feature at that level ("Premium");
 * - `{plans including: Dedicated account manager}`: the plans that include that feature group
 *   ("Standard and Premium");
 * - `{assessment questions}`: how many questions assessment.json asks, in words ("five");
 * - `{plan price: Standard}`: that plan's price as plans.json writes it ("£799");
 * - `{lowest plan price}`: the price of the cheapest plan ("£399"), for "from £399 per month".
 *
 * A plan that does not include a group is left out of what names it, so a claim never gives a
 * plan something it does not have. A placeholder that names nothing (a renamed stat or group)
 * stops the build (claimProblems), so a claim is never shown half-filled.
 */
import { countInWords } from "../count-words";
import { lowestPricedPlan } from "../plans/plan-offers";

/** The records claims are read from. */
export interface ClaimSources {
  stats: { year: number; items: readonly { value: string; label: string }[] };
  plans: readonly {
    name: string;
    /** As written in plans.json, "£1,499". */
    price: string;
    features: readonly {
      name: string;
      group: string;
      level?: string | null;
      included: boolean;
    }[];
  }[];
  assessmentQuestions: number;
}

/** A lower-case word or words in braces, with an optional argument after a colon. */
const CLAIM_PATTERN = /\{([a-z][a-z ]*[a-z])(?:\s*:\s*([^{}]*?))?\s*\}/g;

export const CLAIM_KINDS = [
  "stat",
  "stats year",
  "plan levels",
  "plan features",
  "plans with",
  "plans including",
  "assessment questions",
  "plan price",
  "lowest plan price",
] as const;

/** "Basic, Standard and Premium" */
export function listInWords(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "After-hours support" mid-sentence is "after-hours support"; "MDR" and "24/7" stay. */
function midSentence(words: string): string {
  return /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type Filled = { text: string } | { problem: string };

function fillOne(kind: string, argument: string | undefined, sources: ClaimSources): Filled {
  const needs = (what: string): Filled => ({
    problem: `{${kind}: …} needs ${what} after the colon`,
  });
  switch (kind) {
    case "stat": {
      if (!argument) return needs("the label of a figure in stats.json");
      const item = sources.stats.items.find((candidate) => same(candidate.label, argument));
      return item
        ? { text: item.value }
        : {
            problem: `{stat: ${argument}} names no figure of stats.json (its labels: ${sources.stats.items.map((i) => `"${i.label}"`).join(", ")})`,
          };
    }
    case "stats year":
      return { text: String(sources.stats.year) };
    case "plan levels":
    case "plan features": {
      if (!argument) return needs("a feature group of plans.json");
      const given = sources.plans.flatMap((plan) => {
        const feature = plan.features.find((f) => same(f.group, argument) && f.included);
        if (!feature) return [];
        const what = kind === "plan levels" ? feature.level : feature.name;
        return what ? [`${midSentence(what)} on ${plan.name}`] : [];
      });
      return given.length > 0
        ? { text: listInWords(given) }
        : {
            problem: `{${kind}: ${argument}} names no feature group that a plan of plans.json includes${kind === "plan levels" ? " with a level" : ""}`,
          };
    }
    case "plans with": {
      if (!argument) return needs('a level of a plan\'s feature, such as "24/7"');
      const names = sources.plans
        .filter((plan) => plan.features.some((f) => f.included && same(f.level ?? "", argument)))
        .map((plan) => plan.name);
      return names.length > 0
        ? { text: listInWords(names) }
        : {
            problem: `{plans with: ${argument}}: no plan of plans.json includes a feature at that level`,
          };
    }
    case "plans including": {
      if (!argument) return needs("a feature group of plans.json");
      const names = sources.plans
        .filter((plan) => plan.features.some((f) => f.included && same(f.group, argument)))
        .map((plan) => plan.name);
      return names.length > 0
        ? { text: listInWords(names) }
        : {
            problem: `{plans including: ${argument}}: no plan of plans.json includes that feature group`,
          };
    }
    case "assessment questions":
      return { text: countInWords(sources.assessmentQuestions) };
    case "plan price": {
      if (!argument) return needs("the name of a plan in plans.json");
      const plan = sources.plans.find((candidate) => same(candidate.name, argument));
      return plan
        ? { text: plan.price }
        : {
            problem: `{plan price: ${argument}} names no plan of plans.json (its plans: ${sources.plans.map((p) => `"${p.name}"`).join(", ")})`,
          };
    }
    case "lowest plan price": {
      const lowest = lowestPricedPlan(sources.plans);
      return lowest
        ? { text: lowest.price }
        : { problem: "{lowest plan price}: plans.json has no plan" };
    }
    default:
      return {
        problem: `{${kind}${argument === undefined ? "" : `: ${argument}`}} is not a claim the site knows (${CLAIM_KINDS.map((k) => `{${k}…}`).join(", ")})`,
      };
  }
}

/** The text with every claim filled in, and a sentence per placeholder that names nothing. */
export function fillClaims(
  text: string,
  sources: ClaimSources,
): { text: string; problems: string[] } {
  const problems: string[] = [];
  const filled = text.replace(CLAIM_PATTERN, (placeholder, kind: string, argument?: string) => {
    const result = fillOne(kind, argument, sources);
    if ("text" in result) return result.text;
    problems.push(result.problem);
    return placeholder;
  });
  return { text: filled, problems };
}

/** Does the text name a claim (a placeholder of a kind the site knows)? */
export function namesAClaim(text: string): boolean {
  return [...text.matchAll(CLAIM_PATTERN)].some(([, kind]) =>
    (CLAIM_KINDS as readonly string[]).includes(kind),
  );
}

/** The sentences of every placeholder in the text that names nothing (for the content check). */
export function claimProblems(text: string, sources: ClaimSources): string[] {
  return fillClaims(text, sources).problems;
}
