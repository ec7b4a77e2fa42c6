import styled from "@emotion/styled";
import { liftingCardStyle } from "../ui/cardStyles";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowRight } from "lucide-react";
import { color, focusRing, fontSize, radius, space } from "../../theme/tokens";
import { ResponsiveImage } from "../ui/ResponsiveImage";

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${liftingCardStyle};
  /* The focus ring goes round the whole card, which is the link's click area. */
  &:has(a:focus-visible) {
    ${focusRing(color.focus, "3px")};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${space[24]};
  h2,
  h3 {
    font-size: ${fontSize.title};
    line-height: 1.35;
    margin: ${space[12]} 0 ${space[8]};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space[20]};
  }
`;

const Sector = styled.span`
  align-self: flex-start;
  padding: ${space[4]} ${space[12]};
  border-radius: ${radius.round};
  background: ${color.surface};
  border: 1px solid ${color.border};
  color: ${color.primary};
  font-size: ${fontSize.small};
  font-weight: 600;
`;

/** The title is the card's one link; its ::after stretches over the whole card. */
const TitleLink = styled(Link)`
  color: ${color.text};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${color.primary};
  }
  &:focus-visible {
    outline: none;
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin-top: auto;
  color: ${color.primary};
  font-weight: 600;
`;

export interface CaseStudyCardProps {
  to: string;
  title: string;
  sector: string;
  summary: string;
  image: IGatsbyImageData | undefined;
  /** h3 under a section's heading (home page), h2 straight under the page's h1 (the index). */
  headingLevel?: 2 | 3;
}

/** A case study; the whole card leads to it through one link named by its title. */
export function CaseStudyCard(props: CaseStudyCardProps) {
  const { to, title, sector, summary, image, headingLevel = 3 } = props;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Named after the study, not useId: its address is in the card already (see ServiceCard).
  const titleId = `case-study-${to.slice(to.lastIndexOf("/") + 1)}`;
  return (
    <Card aria-labelledby={titleId}>
      {image && <ResponsiveImage image={image} alt="" />}
      <Body>
        <Sector>{sector}</Sector>
        <Heading id={titleId}>
          <TitleLink to={to}>{title}</TitleLink>
        </Heading>
        <p>{summary}</p>
        <More aria-hidden="true">
          Read case study <ArrowRight size={18} />
        </More>
      </Body>
    </Card>
  );
}
