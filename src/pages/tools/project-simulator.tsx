import type { HeadFC } from "gatsby";
import { ProjectSimulatorTool } from "../../components/tools/simulator/ProjectSimulatorTool";
import { PROJECT_SIMULATOR_PAGE } from "../../lib/tools/tool-pages";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { PROJECT_SIMULATOR_ASSUMPTIONS } from "../../lib/tools/project-simulator";

export default function ProjectSimulatorPage() {
  return (
    <ToolPageLayout
      tool={PROJECT_SIMULATOR_PAGE}
      backToAssessment
      assumptions={PROJECT_SIMULATOR_ASSUMPTIONS}
    >
      <ProjectSimulatorTool />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    tool={PROJECT_SIMULATOR_PAGE}
    featureList={[
      "Project phases on a timeline",
      "Total duration in working days and weeks",
      "Engineer effort in person-days",
      "Cost range excluding VAT",
      "Risk level with its reasons",
    ]}
  />
);
