import styled from "@emotion/styled";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { PageSection, type SectionCopy } from "../ui/PageSection";

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  padding: ${space[36]} ${space[16]};
  text-align: center;
  & + & {
    border-left: 1px solid ${color.border};
  }
  ${media.mobile} {
    padding: ${space[24]} ${space[16]};
    & + & {
      border-left: 0;
      border-top: 1px solid ${color.border};
    }
  }
`;

const Value = styled.span`
  font-size: ${fontSize.pageTitle};
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: ${color.primary};
`;

const Label = styled.span`
  font-size: ${fontSize.body};
  font-weight: 600;
  color: ${color.textMuted};
`;

export interface HeadlineFigure {
  value: string;
  label: string;
}

interface HeadlineFiguresProps {
  copy: SectionCopy;
  figures: readonly HeadlineFigure[];
}

/** The company's headline numbers, large and scannable. */
export function HeadlineFigures({ figures, copy }: HeadlineFiguresProps) {
  return (
    <PageSection id="about-figures" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Figures>
        {figures.map((figure) => (
          <Figure key={figure.label}>
            <Value>{figure.value}</Value>
            <Label>{figure.label}</Label>
          </Figure>
        ))}
      </Figures>
    </PageSection>
  );
}
