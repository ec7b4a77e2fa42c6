import styled from "@emotion/styled";
import { color, radius } from "../../theme/tokens";
import { ButtonLink, OnDarkSecondaryButtonLink } from "./ButtonLink";
import { CallButton } from "./CallButton";
import { Container } from "./Container";

const Band = styled.section`
  padding: 72px 0;
`;

const Card = styled.div`
  padding: 48px 32px;
  border-radius: ${radius.lg};
  text-align: center;
  background: linear-gradient(135deg, #1d4ed8, #0b1b36);
  color: #ffffff;
  box-shadow: ${color.shadow};
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    max-width: 620px;
    margin: 0 auto 24px;
    color: #dbe4f0;
  }
  a:not([data-second]) {
    background: #ffffff;
    color: #0b1b36;
  }
  a:not([data-second]):hover {
    background: #e0ecff;
    color: #0b1b36;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

interface CallToActionBandProps {
  id: string;
  heading: string;
  text: string;
  buttonText: string;
  to: string;
  /** The phone number first, as a call button, and the link second (emergencies). */
  callFirst?: boolean;
}

/** Closing band that turns a reader into an enquiry. */
export function CallToActionBand({
  id,
  heading,
  text,
  buttonText,
  to,
  callFirst = false,
}: CallToActionBandProps) {
  return (
    <Band aria-labelledby={`${id}-heading`}>
      <Container>
        <Card>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          {callFirst ? (
            <Actions>
              <CallButton />
              <OnDarkSecondaryButtonLink to={to} data-second>
                {buttonText}
              </OnDarkSecondaryButtonLink>
            </Actions>
          ) : (
            <ButtonLink to={to}>{buttonText}</ButtonLink>
          )}
        </Card>
      </Container>
    </Band>
  );
}
