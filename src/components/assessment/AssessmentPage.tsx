import { fillCount } from "../../lib/count-words";
import styled from "@emotion/styled";
import { useCallback, useEffect, useRef } from "react";
import { useAssessment } from "../../hooks/useAssessment";
import { showsResults } from "../../lib/assessment/flow";
import { type AssessmentQuestion, isAssessmentComplete } from "../../lib/assessment/recommendation";
import { PAGES } from "../../lib/routes";
import { ASSESSMENT_TOOL } from "../../lib/tools/registry";
import { cardSurface, media, space } from "../../theme/tokens";
import { InfographicsSection } from "../infographics/InfographicsSection";
import type { InfographicData } from "../infographics/infographic-types";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { AdditionalResources } from "./AdditionalResources";
import { AssessmentOutcomes } from "./AssessmentOutcomes";
import { AssessmentQuestionnaire, QUESTION_FIELDSET_ID } from "./AssessmentQuestionnaire";
import { AssessmentResults, RESULTS_HEADING_ID } from "./AssessmentResults";
import type { AssessmentPlan, AssessmentService } from "./assessment-types";

const Stage = styled.div`
  position: relative;
  margin-top: -${space[40]};
  padding-bottom: ${space[72]};
  ${media.mobile} {
    margin-top: -${space[24]};
    padding-bottom: ${space[48]};
  }
`;

const Panel = styled.div<{ wide: boolean }>`
  max-width: ${({ wide }) => (wide ? "1040px" : "760px")};
  margin: 0 auto;
  padding: ${space[36]} ${space[40]};
  ${cardSurface}
  ${media.mobile} {
    padding: ${space[24]} ${space[16]};
  }
`;

export interface AssessmentPageProps {
  questions: readonly AssessmentQuestion[];
  plans: readonly AssessmentPlan[];
  services: readonly AssessmentService[];
  infographics: readonly InfographicData[];
}

/**
 * The free IT assessment: its questions (five) one at a time, then the recommendation with the
 * free tools and infographics. The prebuilt page shows question 1, ready to answer.
 */
export function AssessmentPage({ questions, plans, services, infographics }: AssessmentPageProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, choose, next, previous, restart } = useAssessment(formRef);
  const results = showsResults(state) && isAssessmentComplete(state.answers);

  // After Next, Previous or Start Again, focus goes to the new question (read out with its
  // legend) or the results heading, so screen reader users know where they are. Restoring
  // saved answers on load moves nothing.
  const moved = useRef(false);
  const afterMove = useCallback(
    (action: () => void) => () => {
      moved.current = true;
      action();
    },
    [],
  );
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(results ? RESULTS_HEADING_ID : QUESTION_FIELDSET_ID)?.focus();
  }, [state.step, results]);

  return (
    <>
      <PageHero
        eyebrow={ASSESSMENT_TOOL.name}
        title={PAGES.assessment.name}
        lead={fillCount(
          "Answer {count} quick questions about your business to get a recommended service plan, your top IT priorities and the services that fit.",
          questions.length,
        )}
      />
      <Stage>
        <Container>
          <Panel wide={results}>
            {results && isAssessmentComplete(state.answers) ? (
              <AssessmentResults
                questions={questions}
                answers={state.answers}
                plans={plans}
                services={services}
                onRestart={afterMove(restart)}
              />
            ) : (
              <AssessmentQuestionnaire
                formRef={formRef}
                questions={questions}
                state={state}
                onChoose={choose}
                onNext={afterMove(next)}
                onPrevious={afterMove(previous)}
              />
            )}
          </Panel>
          {!results && <AssessmentOutcomes questionCount={questions.length} />}
        </Container>
      </Stage>
      {results && (
        <>
          <AdditionalResources />
          {infographics.length > 0 && <InfographicsSection infographics={infographics} />}
        </>
      )}
    </>
  );
}
