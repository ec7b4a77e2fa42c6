import styled from "@emotion/styled";
import { QUESTION_COUNT, progressPercent } from "../../lib/assessment/flow";
import { color, fontSize, space } from "../../theme/tokens";
import { PercentBar } from "../ui/PercentBar";

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[12]};
  margin-bottom: ${space[8]};
  font-size: ${fontSize.body};
  font-weight: 600;
  color: ${color.textMuted};
`;

const Step = styled.span`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${fontSize.small};
  color: ${color.primary};
`;

interface AssessmentProgressProps {
  step: number;
}

/** How far through the five questions the visitor is: "Question 2 of 5", "40% Complete". */
export function AssessmentProgress({ step }: AssessmentProgressProps) {
  const percent = progressPercent(step);
  return (
    <div>
      <Head>
        <Step>
          Question {Math.min(step, QUESTION_COUNT)} of {QUESTION_COUNT}
        </Step>
        <span id="assessment-progress-text">{percent}% Complete</span>
      </Head>
      <PercentBar
        percent={percent}
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% Complete`}
      />
    </div>
  );
}
