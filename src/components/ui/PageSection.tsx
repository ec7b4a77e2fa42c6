import { graphql } from "gatsby";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { color, fontSize, media, space } from "../../theme/tokens";
import { Container } from "./Container";
import { SectionHeading } from "./SectionHeading";

const Band = styled.section<{ tone: "plain" | "tinted" }>`
  padding: ${space[80]} 0;
  background: ${({ tone }) => (tone === "tinted" ? color.surface : "transparent")};
  ${media.mobile} {
    padding: ${space[56]} 0;
  }
`;

const Intro = styled.p`
  max-width: 680px;
  margin: 0 auto ${space[40]};
  text-align: center;
  color: ${color.textMuted};
  font-size: ${fontSize.lead};
`;

interface PageSectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}

/** A section's heading and intro line, as editors write them in content. */
export interface SectionCopy {
  heading: string;
  intro?: string | null;
}

export const sectionCopyFields = graphql`
  fragment SectionCopyFields on SectionCopy {
    heading
    intro
  }
`;

/** A page section: a <section> labelled by its <h2>, with an optional intro line. */
export function PageSection({ id, heading, intro, tone = "plain", children }: PageSectionProps) {
  return (
    <Band aria-labelledby={`${id}-heading`} tone={tone} data-section={id}>
      <Container>
        <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Band>
  );
}
