import styled from "@emotion/styled";
import { cardSurface, color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { ThreeColumnList } from "../ui/ThreeColumnList";

const Card = styled.li`
  padding: ${space[32]} ${space[28]};
  ${cardSurface}
  text-align: center;
  h3 {
    font-size: ${fontSize.title};
    margin-bottom: ${space[8]};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${space[16]};
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
`;

export interface CoreValue {
  title: string;
  description: string;
  icon: string;
}

interface CoreValuesProps {
  copy: SectionCopy;
  values: readonly CoreValue[];
}

/** The three values the company works by, each with its icon. */
export function CoreValues({ values, copy }: CoreValuesProps) {
  return (
    <PageSection
      id="about-values"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <ThreeColumnList>
        {values.map((value) => (
          <Card key={value.title}>
            <IconCircle>
              <Icon name={value.icon} size={30} />
            </IconCircle>
            <h3>{value.title}</h3>
            <p>{value.description}</p>
          </Card>
        ))}
      </ThreeColumnList>
    </PageSection>
  );
}
