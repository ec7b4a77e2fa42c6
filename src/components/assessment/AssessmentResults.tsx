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
import { color, focusRing, media, radius } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";
import { AssessmentAnswersList } from "./AssessmentAnswersList";
import type { AssessmentPlan, AssessmentService } from "./assessment-types";
import { RecommendedPlan } from "./RecommendedPlan";
import { SuggestedServices } from "./SuggestedServices";
import { TopPriorities } from "./TopPriorities";

export const RESULTS_HEADING_ID = "assessment-results-heading";

const Heading = styled.h2`
  font-size: clamp(1.7rem, 3vw, 2.2rem);
  margin-bottom: 8px;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing(color.focus, "4px")};
  }
`;

const Lead = styled.p`
  color: ${color.textMuted};
  font-size: 1.08rem;
  margin-bottom: 28px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 28px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: 28px;
  h3 {
    font-size: 1.2rem;
    margin-bottom: 14px;
  }
`;

const AnswersBlock = styled.section`
  margin-top: 32px;
  padding: 22px 24px;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};
  h3 {
    font-size: 1.1rem;
    margin-bottom: 14px;
  }
`;

const Method = styled.details`
  margin-top: 16px;
  font-size: 0.95rem;
  color: ${color.textMuted};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${color.text};
  }
  ul {
    margin: 10px 0 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
`;

const SendBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  margin-top: 32px;
  padding-top: 28px;
  border-top: 1px solid ${color.border};
  p {
    flex: 1 1 320px;
    margin: 0;
  }
  ${media.mobile} {
    a,
    button {
      width: 100%;
      padding-inline: 16px;
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
  gap: 12px;
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
