import styled from "@emotion/styled";
import { RotateCcw, Send } from "lucide-react";
import { useMemo } from "react";
import { assessmentHandoff } from "../../lib/assessment/contact-handoff";
import {
  ASSESSMENT_ASSUMPTIONS,
  type AssessmentQuestion,
  type AssessmentQuestionId,
  type CompleteAssessmentAnswers,
  recommendAssessment,
} from "../../lib/assessment/recommendation";
import { clearSavedAssessment } from "../../lib/assessment/saved-assessment";
import { color, focusRing, fontSize, media, radius, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";
import { AssessmentAnswersList } from "./AssessmentAnswersList";
import type { AssessmentPlan, AssessmentService } from "./assessment-types";
import { RecommendedPlan } from "./RecommendedPlan";
import { SuggestedServices } from "./SuggestedServices";
import { TopPriorities } from "./TopPriorities";

export const RESULTS_HEADING_ID = "assessment-results-heading";

const Heading = styled.h2`
  font-size: ${fontSize.heading};
  margin-bottom: ${space[8]};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing(color.focus, "4px")};
  }
`;

const Lead = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.lead};
  margin-bottom: ${space[28]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[28]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${space[28]};
  h3 {
    font-size: ${fontSize.title};
    margin-bottom: ${space[16]};
  }
`;

const AnswersBlock = styled.section`
  margin-top: ${space[32]};
  padding: ${space[24]} ${space[24]};
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};
  h3 {
    font-size: ${fontSize.lead};
    margin-bottom: ${space[16]};
  }
`;

const Method = styled.details`
  margin-top: ${space[16]};
  font-size: ${fontSize.body};
  color: ${color.textMuted};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${color.text};
  }
  ul {
    margin: ${space[8]} 0 0;
    padding-left: ${space[20]};
  }
  li + li {
    margin-top: ${space[8]};
  }
`;

const SendBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[16]} ${space[24]};
  margin-top: ${space[32]};
  padding-top: ${space[28]};
  border-top: 1px solid ${color.border};
  p {
    flex: 1 1 320px;
    margin: 0;
  }
  ${media.mobile} {
    a,
    button {
      width: 100%;
      padding-inline: ${space[16]};
    }
  }
  /* Narrow phones: the words keep to one line without the icons. */
  ${media.below("narrowPhone")} {
    a svg,
    button svg {
      display: none;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[12]};
  ${media.mobile} {
    width: 100%;
  }
`;

interface AssessmentResultsProps {
  questions: readonly AssessmentQuestion[];
  answers: CompleteAssessmentAnswers;
  plans: readonly AssessmentPlan[];
  services: readonly AssessmentService[];
  onRestart: () => void;
}

/**
 * The recommendation for the five answers: plan and reasons, priorities, services, the
 * answers themselves, and the way to send them to our team or start again.
 */
export function AssessmentResults({
  questions,
  answers,
  plans,
  services,
  onRestart,
}: AssessmentResultsProps) {
  const result = useMemo(() => recommendAssessment(answers), [answers]);
  const handoff = assessmentHandoff(questions, answers, result.plan);
  const plan = plans.find((p) => p.name === result.plan) ?? {
    name: result.plan,
    price: "",
    period: "",
    description: "",
  };
  const suggested = result.services
    .map((slug) => services.find((service) => service.slug === slug))
    .filter((service): service is AssessmentService => service !== undefined);
  const answerList = questions.map((question) => ({
    question: question.question,
    answer: question.options[answers[question.id as AssessmentQuestionId]] ?? "",
  }));

  return (
    <section aria-labelledby={RESULTS_HEADING_ID}>
      <Heading id={RESULTS_HEADING_ID} tabIndex={-1}>
        Your Assessment Results
      </Heading>
      <Lead>
        Based on your answers, this is the plan we would start from, what to tackle first and the
        services that fit.
      </Lead>
      <Columns>
        <RecommendedPlan plan={plan} reasons={result.reasons} />
        <Column>
          <section aria-labelledby="assessment-priorities-heading">
            <h3 id="assessment-priorities-heading">Your Top Priorities</h3>
            <TopPriorities priorities={result.priorities} />
          </section>
          <section aria-labelledby="assessment-services-heading">
            <h3 id="assessment-services-heading">Suggested Services</h3>
            <SuggestedServices services={suggested} />
          </section>
        </Column>
      </Columns>
      <AnswersBlock aria-labelledby="assessment-answers-heading">
        <h3 id="assessment-answers-heading">Your Answers</h3>
        <AssessmentAnswersList answers={answerList} />
        <Method>
          <summary>How we chose this plan</summary>
          <ul>
            {ASSESSMENT_ASSUMPTIONS.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </Method>
      </AnswersBlock>
      <SendBlock>
        <p>
          Send these answers and the {result.plan} recommendation to our team, and we will arrange a
          free consultation to check them against your systems.
        </p>
        <Buttons>
          <ButtonLink
            to={handoff.path}
            state={{
              assessmentResults: handoff.assessmentResults,
              selectedPlan: handoff.selectedPlan,
            }}
            onClick={clearSavedAssessment}
          >
            <Send size={18} aria-hidden="true" />
            Get Your Assessment Results
          </ButtonLink>
          <Button variant="secondary" type="button" onClick={onRestart}>
            <RotateCcw size={18} aria-hidden="true" />
            Start Again
          </Button>
        </Buttons>
      </SendBlock>
    </section>
  );
}
