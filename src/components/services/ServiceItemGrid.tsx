import styled from "@emotion/styled";
import { color, emSpace, fontSize, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { liftingCardStyle } from "../ui/cardStyles";
import { IconBadge } from "../ui/IconBadge";
import { PageSection } from "../ui/PageSection";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${space[24]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  ${liftingCardStyle};
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  padding: ${space[24]};
  h3 {
    margin: 0;
    font-size: ${fontSize.lead};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    line-height: 1.6;
  }
  ul {
    margin: ${space[4]} 0 0;
    padding-left: ${emSpace[1]};
    color: ${color.textMuted};
  }
`;

const Metric = styled.p`
  font-size: ${fontSize.heading};
  font-weight: 800;
  line-height: 1;
  color: ${color.primary} !important;
`;

export interface ServiceItem {
  icon: string;
  title: string;
  description: string;
  details?: readonly string[] | null;
  metric?: string | null;
}

interface ServiceItemGridProps {
  id: string;
  heading: string;
  intro: string;
  items: readonly ServiceItem[];
  tone?: "plain" | "tinted";
}

/** A section of cards (benefits, use cases, standards...): icon or figure, title, text, details. */
export function ServiceItemGrid({ id, heading, intro, items, tone }: ServiceItemGridProps) {
  return (
    <PageSection id={id} heading={heading} intro={intro} tone={tone}>
      <Grid>
        {items.map((item) => (
          <Card key={item.title}>
            {item.metric ? (
              <Metric>{item.metric}</Metric>
            ) : (
              <IconBadge>
                <Icon name={item.icon} size={22} strokeWidth={1.75} />
              </IconBadge>
            )}
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            {item.details && item.details.length > 0 && (
              <ul>
                {item.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}
