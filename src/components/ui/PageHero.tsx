import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { darkBandGradient, fixedColours, fontSize, media, space } from "../../theme/tokens";
import { Container } from "./Container";

const Band = styled.div`
  background: ${darkBandGradient};
  color: ${fixedColours.white};
  padding: ${space[88]} 0 ${space[72]};
  ${media.mobile} {
    padding: ${space[56]} 0 ${space[48]};
  }
  h1 {
    font-size: ${fontSize.pageTitle};
    max-width: 820px;
  }
  p {
    max-width: 720px;
    font-size: ${fontSize.lead};
    color: ${fixedColours.onDarkText};
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${fontSize.small} !important;
  font-weight: 700;
  color: ${fixedColours.onDarkFocus} !important;
  margin-bottom: ${space[12]};
`;

/* The trail sits in the banner's top padding, above the eyebrow or title. */
const TrailSlot = styled.div`
  margin: -${space[56]} 0 ${space[40]};
  ${media.mobile} {
    margin: -${space[32]} 0 ${space[28]};
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
