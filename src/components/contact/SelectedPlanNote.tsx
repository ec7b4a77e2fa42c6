import styled from "@emotion/styled";
import { BadgeCheck } from "lucide-react";
import { color, radius, space } from "../../theme/tokens";

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[8]};
  margin: 0;
  padding: ${space[12]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  svg {
    flex: none;
    color: ${color.primary};
  }
`;

interface SelectedPlanNoteProps {
  plan: string;
}

/** The service plan chosen on the plans page; sent with the message. */
export function SelectedPlanNote({ plan }: SelectedPlanNoteProps) {
  if (plan === "") return null;
  return (
    <Note>
      <BadgeCheck size={20} aria-hidden="true" />
      <span>
        Selected plan: <strong>{plan}</strong>
      </span>
    </Note>
  );
}
