import type { HeadFC } from "gatsby";
import { ProjectSimulatorTool } from "../../components/tools/simulator/ProjectSimulatorTool";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { PROJECT_SIMULATOR_ASSUMPTIONS } from "../../lib/tools/project-simulator";

const PATH = "/tools/project-simulator";
const TITLE = "IT Project Simulator";
const DESCRIPTION =
  "Plan a cloud migration, server upgrade, security roll-out, office move or Microsoft 365 migration: phases, timeline, effort, cost and risk.";

export default function ProjectSimulatorPage() {
  return (
    <ToolPageLayout
      title={TITLE}
      intro="See how a typical IT project would run for your organisation: its phases on a timeline, how long it takes, how many engineer days it needs, what it costs and how risky it is."
      backToAssessment
      assumptions={PROJECT_SIMULATOR_ASSUMPTIONS}
    >
      <ProjectSimulatorTool />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    title={TITLE}
    description={DESCRIPTION}
    path={PATH}
    featureList={[
      "Project phases on a timeline",
      "Total duration in working days and weeks",
      "Engineer effort in person-days",
      "Cost range excluding VAT",
      "Risk level with its reasons",
    ]}
  />
);
