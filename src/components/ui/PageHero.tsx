import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { darkBandGradient, fixedColours, media } from "../../theme/tokens";
import { Container } from "./Container";

const Band = styled.div`
  background: ${darkBandGradient};
  color: ${fixedColours.white};
  padding: 88px 0 72px;
  ${media.mobile} {
    padding: 56px 0 48px;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.2rem);
    max-width: 820px;
  }
  p {
    max-width: 720px;
    font-size: 1.15rem;
    color: ${fixedColours.onDarkText};
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.85rem !important;
  font-weight: 700;
  color: ${fixedColours.onDarkFocus} !important;
  margin-bottom: 12px;
`;

/* The trail sits in the banner's top padding, above the eyebrow or title. */
const TrailSlot = styled.div`
  margin: -56px 0 40px;
  ${media.mobile} {
    margin: -32px 0 28px;
  }
`;

interface PageHeroProps {
  /** A <Breadcrumbs> trail shown at the top of the banner. */
  breadcrumbs?: ReactNode;
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The dark banner that opens inner pages; holds the page's one <h1>. */
export function PageHero({ breadcrumbs, eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        {breadcrumbs && <TrailSlot>{breadcrumbs}</TrailSlot>}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </Container>
    </Band>
  );
}
