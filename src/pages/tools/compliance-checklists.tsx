import type { HeadFC } from "gatsby";
import checklistsContent from "../../../content/checklists/compliance-checklists.json";
import { ComplianceChecklistsTool } from "../../components/tools/checklists/ComplianceChecklistsTool";
import { COMPLIANCE_CHECKLISTS_PAGE } from "../../lib/tools/tool-pages";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { CHECKLIST_ASSUMPTIONS, loadChecklists } from "../../lib/tools/checklists";

/*
 * The checklists are one content file read here rather than a GraphQL collection: the page
 * needs every item in the browser anyway (ticks are counted there), and loadChecklists checks
 * the file when the page is prebuilt, so a bad edit stops the build with the problem named.
 */
const CHECKLISTS = loadChecklists(checklistsContent);

export default function ComplianceChecklistsPage() {
  return (
    <ToolPageLayout
      tool={COMPLIANCE_CHECKLISTS_PAGE}
      backToAssessment
      assumptions={CHECKLIST_ASSUMPTIONS}
      assumptionsIntro="What these checklists are, and what they are not."
    >
      <ComplianceChecklistsTool checklists={CHECKLISTS} />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    tool={COMPLIANCE_CHECKLISTS_PAGE}
    featureList={CHECKLISTS.map((list) => `${list.title} checklist`)}
  />
);
