import styled from "@emotion/styled";
import { Fragment } from "react";
import { color, fontSize, media, space } from "../../theme/tokens";

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  gap: ${space[8]} ${space[24]};
  margin: 0;
  font-size: ${fontSize.body};
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[4]};
    dd {
      margin-bottom: ${space[8]};
    }
  }
`;

interface AssessmentAnswersListProps {
  answers: readonly { question: string; answer: string }[];
}

/** Each question beside the answer given, so the visitor can check what will be sent. */
export function AssessmentAnswersList({ answers }: AssessmentAnswersListProps) {
  return (
    <List>
      {answers.map(({ question, answer }) => (
        <Fragment key={question}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </Fragment>
      ))}
    </List>
  );
}
