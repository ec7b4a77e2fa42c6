import styled from "@emotion/styled";
import { ClipboardCheck } from "lucide-react";
import { Fragment } from "react";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Box = styled.div`
  padding: ${space[20]} ${space[24]};
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  h3 {
    display: flex;
    align-items: center;
    gap: ${space[8]};
    font-size: ${fontSize.body};
    margin: 0 0 ${space[4]};
  }
  p {
    margin: 0 0 ${space[12]};
    font-size: ${fontSize.small};
    color: ${color.textMuted};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space[8]} ${space[16]};
    font-size: ${fontSize.body};
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
