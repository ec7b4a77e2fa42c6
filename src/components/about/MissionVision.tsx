import styled from "@emotion/styled";
import { cardSurface, color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { PageSection, type SectionCopy } from "../ui/PageSection";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[24]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Statement = styled.article`
  position: relative;
  padding: ${space[32]};
  ${cardSurface}
  overflow: hidden;
  /* A coloured rule along the top ties the two statements to the brand. */
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  }
  h3 {
    font-size: ${fontSize.title};
    margin-bottom: ${space[12]};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.body};
  }
  ${media.mobile} {
    padding: ${space[24]};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${space[16]};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.primary};
`;

interface MissionVisionProps {
  copy: SectionCopy;
  mission: string;
  vision: string;
}

/** What the company is for and where it is heading, side by side. */
export function MissionVision({ mission, vision, copy }: MissionVisionProps) {
  return (
    <PageSection id="about-mission" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Grid>
        <Statement aria-labelledby="about-mission-title">
          <IconBadge>
            <Icon name="Target" size={26} />
          </IconBadge>
          <h3 id="about-mission-title">Our Mission</h3>
          <p>{mission}</p>
        </Statement>
        <Statement aria-labelledby="about-vision-title">
          <IconBadge>
            <Icon name="Eye" size={26} />
          </IconBadge>
          <h3 id="about-vision-title">Our Vision</h3>
          <p>{vision}</p>
        </Statement>
      </Grid>
    </PageSection>
  );
}
