import styled from "@emotion/styled";
import { ClipboardCheck } from "lucide-react";
import { Fragment } from "react";
import { color, radius } from "../../theme/tokens";

const Box = styled.div`
  padding: 20px 22px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 1.05rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 12px;
    font-size: 0.9rem;
    color: ${color.textMuted};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 16px;
    font-size: 0.95rem;
  }
  dt {
    font-weight: 600;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface AssessmentResultsBoxProps {
  answers: Record<string, string>;
}

/** The answers brought from the IT assessment; sent with the message. */
export function AssessmentResultsBox({ answers }: AssessmentResultsBoxProps) {
  const entries = Object.entries(answers).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return null;
  return (
    <Box role="group" aria-labelledby="contact-assessment-heading">
      <h3 id="contact-assessment-heading">
        <ClipboardCheck size={20} aria-hidden="true" />
        Assessment Results
      </h3>
      <p>These answers from your IT assessment will be sent with your message.</p>
      <dl>
        {entries.map(([question, answer]) => (
          <Fragment key={question}>
            <dt>Question {question}</dt>
            <dd>{answer}</dd>
          </Fragment>
        ))}
      </dl>
    </Box>
  );
}
