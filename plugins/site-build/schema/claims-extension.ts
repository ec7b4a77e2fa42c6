/**
 * The `@claims` field extension: a text that names claims ({stat: …}, {plan levels: …}) is
 * queried with them filled in from the records that hold them (src/lib/claims/claims.ts), so
 * every page and card that shows it reads the same figure. The content check has already
 * refused placeholders that name nothing.
 */
import { fillClaims, type ClaimSources } from "../../../src/lib/claims/claims";

interface ClaimsNodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

type PositionedNode = { position?: number };

async function recordsOf<T>(nodeModel: ClaimsNodeModel, type: string): Promise<T[]> {
  const { entries } = await nodeModel.findAll({ type });
  return (Array.from(entries) as (T & PositionedNode)[]).sort(
    (a, b) => (a.position ?? 0) - (b.position ?? 0),
  );
}

async function claimSources(nodeModel: ClaimsNodeModel): Promise<ClaimSources> {
  const [stats] = await recordsOf<ClaimSources["stats"]>(nodeModel, "Stats");
  return {
    stats: stats ?? { year: 0, items: [] },
    plans: await recordsOf<ClaimSources["plans"][number]>(nodeModel, "Plan"),
    assessmentQuestions: (await recordsOf<unknown>(nodeModel, "AssessmentQuestion")).length,
  };
}

export const CLAIMS_EXTENSION = {
  name: "claims",
  extend() {
    return {
      async resolve(
        source: Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: ClaimsNodeModel },
        info: { fieldName: string },
      ): Promise<unknown> {
        const value = source[info.fieldName];
        if (typeof value !== "string" || !value.includes("{")) return value;
        return fillClaims(value, await claimSources(context.nodeModel)).text;
      },
    };
  },
};
