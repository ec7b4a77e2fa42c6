import styled from "@emotion/styled";
import { graphql } from "gatsby";
import { color, fixedColours, fontSize, radius, space } from "../../theme/tokens";
import type { ReactNode } from "react";
import { ButtonLink } from "./ButtonLink";
import { Container } from "./Container";

const Band = styled.section`
  padding: ${space[72]} 0;
`;

const Card = styled.div`
  padding: ${space[48]} ${space[32]};
  border-radius: ${radius.lg};
  text-align: center;
  background: linear-gradient(135deg, ${fixedColours.brandBlue}, ${fixedColours.darkBand});
  color: ${fixedColours.white};
  box-shadow: ${color.shadow};
  h2 {
    font-size: ${fontSize.heading};
  }
  p {
    max-width: 620px;
    margin: 0 auto ${space[24]};
    color: ${fixedColours.onDarkText};
  }
  /* The band's button is white; a second choice (data-second) keeps its outline. */
  a:not([data-second]) {
    background: ${fixedColours.white};
    color: ${fixedColours.darkBand};
  }
  a:not([data-second]):hover {
    background: ${fixedColours.onDarkButtonHover};
    color: ${fixedColours.darkBand};
  }
`;

/** A call to action as editors write it: the home content's closing band, read by several pages. */
export const callToActionFields = graphql`
  fragment CallToActionFields on CallToAction {
    heading
    text
    buttonText
    link
  }
`;

interface CallToActionBandProps {
  id: string;
  heading: string;
  text: string;
  buttonText: string;
  to: string;
  /** Other actions in place of the one button (the emergency page: its number first). */
  children?: ReactNode;
}

/**
 * Closing band that turns a reader into an enquiry. Site search leaves it out: it says the same
 * on many pages, so its words would find them all.
 */
export function CallToActionBand({
  id,
  heading,
  text,
  buttonText,
  to,
  children,
}: CallToActionBandProps) {
  return (
    <Band aria-labelledby={`${id}-heading`} data-pagefind-ignore="">
      <Container>
        <Card>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          {children ?? <ButtonLink to={to}>{buttonText}</ButtonLink>}
        </Card>
      </Container>
    </Band>
  );
}
