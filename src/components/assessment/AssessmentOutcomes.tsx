import styled from "@emotion/styled";
import { BadgeCheck, ListChecks, LockKeyhole } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { fillCount } from "../../lib/count-words";
import { color, fontSize, media, space } from "../../theme/tokens";
import { IconBadge } from "../ui/IconBadge";

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[24]};
  max-width: 1040px;
  margin: ${space[40]} auto 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${space[16]};
    align-items: flex-start;
  }
  strong {
    display: block;
    margin-bottom: ${space[4]};
  }
  p {
    margin: 0;
    font-size: ${fontSize.body};
    color: ${color.textMuted};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[16]};
    margin-top: ${space[32]};
  }
`;

/** The length is the questions' count (content/assessment.json), never a guess at minutes. */
const OUTCOMES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: "A recommended plan",
    text: "Basic, Standard or Premium, with the reasons it fits your business.",
  },
  {
    icon: ListChecks,
    title: "Priorities and services",
    text: "What to tackle first, and the services that match your answers.",
  },
  {
    icon: LockKeyhole,
    title: "{Count} questions, no sign-up",
    text: "Your answers stay in this browser tab until you choose to send them.",
  },
];

/** What the visitor gets from the questions, shown beside them. */
export function AssessmentOutcomes({ questionCount }: { questionCount: number }) {
  return (
    <List aria-label="What you get">
      {OUTCOMES.map(({ icon: OutcomeIcon, title, text }) => (
        <li key={title}>
          <IconBadge size={40}>
            <OutcomeIcon size={20} aria-hidden="true" />
          </IconBadge>
          <div>
            <strong>{fillCount(title, questionCount)}</strong>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
