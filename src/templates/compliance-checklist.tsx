import type { HeadFC, PageProps } from "gatsby";
import checklistsContent from "../../content/checklists/compliance-checklists.json";
import { ComplianceChecklistsTool } from "../components/tools/checklists/ComplianceChecklistsTool";
import { ToolHead } from "../components/tools/ToolHead";
import { ToolPageLayout } from "../components/tools/ToolPageLayout";
import { complianceChecklistPath } from "../lib/routes";
import { CHECKLIST_ASSUMPTIONS, checklistPageHead, loadChecklists } from "../lib/tools/checklists";
import { COMPLIANCE_CHECKLISTS_PAGE } from "../lib/tools/tool-pages";

/*
 * The checklists are one content file read here rather than a GraphQL collection: the page
 * needs every item in the browser anyway (ticks are counted there), and loadChecklists checks
 * the file when the page is prebuilt, so a bad edit stops the build with the problem named.
 *
 * One page per list (create-pages.ts), each prebuilt with its own list: all four in one
 * document were 24 KB compressed, well past the first round trip. The tabs link the pages, so
 * a visitor without scripts and a search engine reach every list; with scripts a tab shows its
 * list in place.
 */
const CHECKLISTS = loadChecklists(checklistsContent);

export interface ComplianceChecklistContext {
  checklistId: string;
}

export default function ComplianceChecklistPage({
  pageContext,
}: PageProps<object, ComplianceChecklistContext>) {
  return (
    <ToolPageLayout
      tool={COMPLIANCE_CHECKLISTS_PAGE}
      backToAssessment
      assumptions={CHECKLIST_ASSUMPTIONS}
      assumptionsIntro="What these checklists are, and what they are not."
    >
      <ComplianceChecklistsTool checklists={CHECKLISTS} initialId={pageContext.checklistId} />
    </ToolPageLayout>
  );
}

export const Head: HeadFC<object, ComplianceChecklistContext> = ({ pageContext }) => {
  const { title, description } = checklistPageHead(
    CHECKLISTS,
    pageContext.checklistId,
    COMPLIANCE_CHECKLISTS_PAGE,
  );
  return (
    <ToolHead
      tool={COMPLIANCE_CHECKLISTS_PAGE}
      page={{
        title,
        description,
        path: complianceChecklistPath(CHECKLISTS, pageContext.checklistId),
      }}
      featureList={CHECKLISTS.map((list) => `${list.title} checklist`)}
    />
  );
};
