import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import {
  fixedColours,
  fontSize,
  hairline,
  media,
  radius,
  space,
  translucent,
} from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeading } from "../ui/SectionHeading";

/* Dark band in both themes, echoing the hero; white type on navy passes AA everywhere. */
const Band = styled.section`
  padding: ${space[88]} 0;
  color: ${fixedColours.white};
  background:
    radial-gradient(70% 120% at 100% 0%, ${translucent("brightBlue", 0.3)} 0%, transparent 60%),
    linear-gradient(180deg, ${fixedColours.darkBand} 0%, ${fixedColours.darkBandDeep} 100%);
  ${media.mobile} {
    padding: ${space[56]} 0;
  }
`;

const Heading = styled(SectionHeading)`
  margin: 0 0 ${space[48]};
  ${media.mobile} {
    margin-bottom: ${space[32]};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${hairline};
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${radius.panel};
  overflow: hidden;
  /* The 1px gaps show this colour: hairlines between the figures. */
  background: ${translucent("paleBlue", 0.16)};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below("narrowPhone")} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  padding: ${space[32]} ${space[28]};
  background: ${fixedColours.darkPanel};
  ${media.mobile} {
    padding: ${space[24]} ${space[20]};
  }
`;

const Value = styled.strong`
  font-size: ${fontSize.pageTitle};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${fixedColours.onDarkFocus};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  font-size: ${fontSize.body};
  color: ${fixedColours.onDarkTextSoft};
`;

/** The service desk's published 2024 figures (content/stats.json). */
export function StatsSection() {
  const data = useStaticQuery<Queries.StatsSectionQuery>(graphql`
    query StatsSection {
      stats {
        heading
        items {
          value
          label
        }
      }
    }
  `);
  const stats = data.stats;
  if (!stats) return null;
  return (
    <Band aria-labelledby="stats-heading" data-section="stats">
      <Container>
        <Heading id="stats-heading">{stats.heading}</Heading>
        <List>
          {stats.items.map((item) => (
            <Item key={item.label}>
              <Value>{item.value}</Value> <Label>{item.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}
