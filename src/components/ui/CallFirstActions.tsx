import styled from "@emotion/styled";
import { ButtonLink } from "./ButtonLink";
import { buttonStyle } from "./buttonStyles";
import { CallLink } from "./CallLink";
import { space } from "../../theme/tokens";

const Actions = styled.div<{ centred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ centred }) => (centred ? "center" : "flex-start")};
  gap: ${space[12]};
  margin-top: ${space[8]};
`;

const CallButton = styled(CallLink)(buttonStyle);

interface CallFirstActionsProps {
  /** Where the second choice leads (the contact form) and what it says. */
  to: string;
  text: string;
  centred?: boolean;
}

/**
 * The company's number first, as a call button, then the form, on a dark banner: for a page
 * where a call is the quickest help (the emergency page's hero and closing box).
 */
export function CallFirstActions({ to, text, centred = false }: CallFirstActionsProps) {
  return (
    <Actions centred={centred}>
      <CallButton />
      <ButtonLink variant="onDarkSecondary" to={to} data-second>
        {text}
      </ButtonLink>
    </Actions>
  );
}
