import styled from "@emotion/styled";
import { CALL_LINE_WORDS } from "../../lib/call-line-words";
import { fixedColours, fontSize, media, space } from "../../theme/tokens";

const Facts = styled.dl<{ centred: boolean }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[8]} ${space[12]};
  max-width: 640px;
  margin: ${space[20]} ${({ centred }) => (centred ? "auto" : "0")} 0;
  text-align: left;
  font-size: ${fontSize.body};
  color: ${fixedColours.onDarkText};
  dt {
    font-weight: 700;
    color: ${fixedColours.white};
  }
  dd {
    margin: 0;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[4]};
    dd + dt {
      margin-top: ${space[8]};
    }
  }
`;

interface CallLineFactsProps {
  /** When the line is answered (a service's `emergencyHours`). */
  hours?: string | null;
  /** Roughly what a call-out costs (a service's `calloutCost`). */
  cost?: string | null;
  centred?: boolean;
}

/**
 * When the phone line is answered and what a call-out costs, under the call button of a
 * call-first page (on its dark banner); nothing when the service states neither.
 */
export function CallLineFacts({ hours, cost, centred = false }: CallLineFactsProps) {
  if (!hours && !cost) return null;
  return (
    <Facts centred={centred}>
      {hours && (
        <>
          <dt>{CALL_LINE_WORDS.hours}</dt>
          <dd>{hours}</dd>
        </>
      )}
      {cost && (
        <>
          <dt>{CALL_LINE_WORDS.cost}</dt>
          <dd>{cost}</dd>
        </>
      )}
    </Facts>
  );
}
