import styled from "@emotion/styled";
import { color, contentWidth, radius } from "../../../../src/theme/tokens";

// Decap's preview controls (toggle, scroll sync) float over the pane's top right corner: the
// note keeps clear of them.
const Note = styled.p`
  max-width: ${contentWidth};
  margin: 16px 64px 16px 16px;
  padding: 12px 16px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
`;

/**
 * Above the preview of an article dated after today: for when it is scheduled and what that
 * means, in the content check's words (src/lib/blog/schedule.ts).
 */
export function ScheduledNote({ note }: { note: string }) {
  return <Note role="note">{note.charAt(0).toUpperCase() + note.slice(1)}.</Note>;
}
