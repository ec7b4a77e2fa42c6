import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { describeProjectPlan, summariseProject } from "../../../lib/tools/project-simulator";
import { color, fontSize, media, NAV_HEIGHT_PX, space } from "../../../theme/tokens";
import { ToolActions } from "../ToolActions";
import { panelStyle, toolGridStyle } from "../toolStyles";
import { ProjectPhaseTable } from "./ProjectPhaseTable";
import { ProjectTimelineChart } from "./ProjectTimelineChart";
import { COMPLEXITY_OPTIONS, COUNT_FIELD_OPTIONS, PROJECT_TYPE_OPTIONS } from "./simulator-options";
import { SimulatorCountField } from "./SimulatorCountField";
import { SimulatorRadioCards } from "./SimulatorRadioCards";
import { SimulatorRiskFactors } from "./SimulatorRiskFactors";
import { SimulatorStats } from "./SimulatorStats";
import { useProjectSimulatorForm } from "./useProjectSimulatorForm";
import { PROJECT_SIMULATOR } from "../../../lib/tools/registry";

/** The tools' grid with a narrower, fixed form column: this form is short and the plan is wide. */
const Layout = styled.div`
  ${toolGridStyle};
  grid-template-columns: minmax(0, 360px) minmax(0, 1fr);
  ${media.below("smallLaptop")} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.section`
  ${panelStyle};
  padding: ${space[24]};
  ${media.mobile} {
    padding: ${space[20]} ${space[16]};
  }
  > h2 {
    margin-bottom: ${space[4]};
    font-size: ${fontSize.title};
  }
  @media print {
    margin-bottom: ${space[16]};
  }
`;

const InputsCard = styled(Card)`
  position: sticky;
  top: ${NAV_HEIGHT_PX + 24}px;
  ${media.below("smallLaptop")} {
    position: static;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${space[24]};
  margin-top: ${space[20]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[16]};
`;

const Results = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[24]};
`;

const Lead = styled.p`
  margin: 0 0 ${space[20]};
  color: ${color.textMuted};
`;

const Divider = styled.hr`
  margin: ${space[24]} 0;
  border: 0;
  border-top: 1px solid ${color.border};
`;

const ActionsCard = styled(Card)`
  h2 {
    font-size: ${fontSize.title};
  }
`;

/** How long the live summary waits for typing to pause before it is read out. */
const ANNOUNCE_DELAY_MS = 700;

/**
 * The project simulator: the project on the left, its indicative plan on the right (headline
 * figures, timeline, phase table, risk), all recalculated as the visitor changes anything.
 */
export function ProjectSimulatorTool() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, plan, set } = useProjectSimulatorForm(formRef);
  const description = describeProjectPlan(plan);

  // Read out only after a change, and once typing pauses, not on every keystroke.
  const [announcement, setAnnouncement] = useState("");
  const changed = useRef(false);
  const firstDescription = useRef(description);
  useEffect(() => {
    if (!changed.current && description === firstDescription.current) return;
    changed.current = true;
    const timer = window.setTimeout(() => setAnnouncement(description), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [description]);

  return (
    <Layout>
      <InputsCard aria-labelledby="simulator-inputs-heading">
        <h2 id="simulator-inputs-heading">Your project</h2>
        <Lead data-print-hide="">Change anything: the plan updates as you go.</Lead>
        <Form
          ref={formRef}
          aria-labelledby="simulator-inputs-heading"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <SimulatorRadioCards
            legend="Project type"
            name="projectType"
            options={PROJECT_TYPE_OPTIONS}
            value={values.projectType}
            onChange={(value) => set("projectType", value)}
          />
          <Pair>
            {COUNT_FIELD_OPTIONS.map((field) => (
              <SimulatorCountField
                key={field.name}
                field={field}
                value={values[field.name]}
                used={plan.input[field.name]}
                onChange={(value) => set(field.name, value)}
              />
            ))}
          </Pair>
          <SimulatorRadioCards
            legend="Complexity"
            name="complexity"
            options={COMPLEXITY_OPTIONS}
            value={values.complexity}
            onChange={(value) => set("complexity", value)}
          />
        </Form>
      </InputsCard>
      <Results>
        <Card aria-labelledby="simulator-plan-heading">
          <h2 id="simulator-plan-heading">Your indicative plan</h2>
          <Lead data-testid="simulator-summary">{description}</Lead>
          <SimulatorStats plan={plan} />
          <Divider />
          <ProjectTimelineChart plan={plan} />
          <Divider />
          <ProjectPhaseTable plan={plan} />
          <Divider />
          <SimulatorRiskFactors plan={plan} />
        </Card>
        <ActionsCard aria-labelledby="simulator-actions-heading" data-print-hide="">
          <h2 id="simulator-actions-heading">Turn the estimate into a plan</h2>
          <Lead>
            A discovery workshop replaces these assumptions with your systems and gives a fixed
            quote. Send this plan to an engineer to start the conversation.
          </Lead>
          <ToolActions summary={summariseProject(plan.input)} toolName={PROJECT_SIMULATOR.name} />
        </ActionsCard>
        <p
          className="visually-hidden"
          aria-live="polite"
          aria-atomic="true"
          data-testid="simulator-announcement"
        >
          {announcement}
        </p>
      </Results>
    </Layout>
  );
}
