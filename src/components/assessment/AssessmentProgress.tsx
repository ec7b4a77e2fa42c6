import styled from "@emotion/styled";
import { QUESTION_COUNT, progressPercent } from "../../lib/assessment/flow";
import { color, radius } from "../../theme/tokens";

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  margin-bottom: 10px;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${color.textMuted};
`;

const Step = styled.span`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8rem;
  color: ${color.primary};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${radius.round};
  background: ${color.surface};
  border: 1px solid ${color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  transform-origin: left center;
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.35s ease;
  }
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
      <Track
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% Complete`}
      >
        <Fill style={{ transform: `scaleX(${percent / 100})` }} />
      </Track>
    </div>
  );
}
