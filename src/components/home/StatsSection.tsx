import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { fixedColours, media, radius, translucent } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeading } from "../ui/SectionHeading";

/* Dark band in both themes, echoing the hero; white type on navy passes AA everywhere. */
const Band = styled.section`
  padding: 88px 0;
  color: ${fixedColours.white};
  background:
    radial-gradient(70% 120% at 100% 0%, ${translucent("brightBlue", 0.3)} 0%, transparent 60%),
    linear-gradient(180deg, ${fixedColours.darkBand} 0%, ${fixedColours.darkBandDeep} 100%);
  ${media.mobile} {
    padding: 56px 0;
  }
`;

const Heading = styled(SectionHeading)`
  margin: 0 0 48px;
  ${media.mobile} {
    margin-bottom: 32px;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1px;
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
  gap: 6px;
  padding: 32px 28px;
  background: ${fixedColours.darkPanel};
  ${media.mobile} {
    padding: 24px 20px;
  }
`;

const Value = styled.strong`
  font-size: clamp(2.5rem, 5vw, 3.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${fixedColours.onDarkFocus};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  font-size: 1.05rem;
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
