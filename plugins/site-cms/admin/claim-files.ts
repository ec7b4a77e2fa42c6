/**
 * The content files claims are read from (stats, plans, assessment), as they were when the admin
 * page was built: its previews fill claims from them and its save check holds a record's
 * claims and typed prices to them (the admin page runs outside Gatsby and has no query).
 */
import assessment from "../../../content/assessment.json";
import plans from "../../../content/plans.json";
import stats from "../../../content/stats.json";

const CLAIM_FILES: Readonly<Record<string, unknown>> = {
  "assessment.json": assessment,
  "plans.json": plans,
  "stats.json": stats,
};

/** One of those files' content by its name in content/, or undefined. */
export const claimFileAtBuild = (name: string): unknown => CLAIM_FILES[name];
