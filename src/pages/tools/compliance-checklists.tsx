import type { HeadFC } from "gatsby";
import checklistsContent from "../../../content/checklists/compliance-checklists.json";
import { ComplianceChecklistsTool } from "../../components/tools/checklists/ComplianceChecklistsTool";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { CHECKLIST_ASSUMPTIONS, loadChecklists } from "../../lib/tools/checklists";

/*
 * The checklists are one content file read here rather than a GraphQL collection: the page
 * needs every item in the browser anyway (ticks are counted there), and loadChecklists checks
 * the file when the page is prebuilt, so a bad edit stops the build with the problem named.
 */
const CHECKLISTS = loadChecklists(checklistsContent);

const PATH = "/tools/compliance-checklists";
const TITLE = "Compliance Checklists";
const DESCRIPTION =
  "Free interactive checklists for Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS: tick off each requirement and track your progress.";

export default function ComplianceChecklistsPage() {
  return (
    <ToolPageLayout
      title={TITLE}
      intro="Work through the requirements of Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS in plain English. Tick what you already have in place, see what is left, and pick up where you left off: your ticks stay in this browser."
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
    title={TITLE}
    description={DESCRIPTION}
    path={PATH}
    featureList={CHECKLISTS.map((list) => `${list.title} checklist`)}
  />
);
