import styled from "@emotion/styled";
import { graphql } from "gatsby";
import { cardColumns, groupAnchorId } from "../../lib/services-index";
import { color, fontSize, media, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { ServiceCard } from "../home/ServiceCard";
import { Container } from "../ui/Container";
import { IconBadge } from "../ui/IconBadge";

export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  icon: string;
  path: string;
}

/** A service as its card shows it: on the services page and in the assessment's results. */
export const serviceSummaryFields = graphql`
  fragment ServiceSummaryFields on Service {
    slug
    title
    description
    icon
    path
  }
`;

export interface ServiceGroup {
  heading: string;
  intro: string;
  icon: string;
  services: readonly ServiceSummary[];
}

const Band = styled.section<{ tinted: boolean }>`
  padding: ${space[72]} 0;
  background: ${({ tinted }) => (tinted ? color.surface : "transparent")};
  border-top: 1px solid ${({ tinted }) => (tinted ? color.border : "transparent")};
  border-bottom: 1px solid ${({ tinted }) => (tinted ? color.border : "transparent")};
  ${media.mobile} {
    padding: ${space[48]} 0;
  }
`;

/* Wide screens: the group's heading beside its cards; narrower: heading above. */
const Layout = styled.div`
  display: grid;
  gap: ${space[28]};
  ${media.wide} {
    grid-template-columns: 300px minmax(0, 1fr);
    gap: ${space[48]};
    align-items: start;
  }
`;

const Header = styled.div`
  max-width: 640px;
  ${media.wide} {
    position: sticky;
    top: 104px;
  }
  h2 {
    margin: ${space[16]} 0 ${space[8]};
    font-size: ${fontSize.subheading};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.body};
  }
  ${media.mobile} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: ${space[16]};
    h2 {
      margin: 0;
    }
    p {
      grid-column: 1 / -1;
      margin-top: ${space[12]};
    }
  }
`;

const Cards = styled.ul<{ columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  gap: ${space[20]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below("tablet")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below("largePhone")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[16]};
  }
`;

interface ServiceGroupSectionProps {
  group: ServiceGroup;
  tinted: boolean;
}

/** One group of the services index: a section named by its <h2>, its services as cards. */
export function ServiceGroupSection({ group, tinted }: ServiceGroupSectionProps) {
  const id = groupAnchorId(group.heading);
  return (
    <Band id={id} aria-labelledby={`${id}-heading`} tinted={tinted} data-service-group={id}>
      <Container>
        <Layout>
          <Header>
            <IconBadge size={52}>
              <Icon name={group.icon} size={26} strokeWidth={1.75} />
            </IconBadge>
            <h2 id={`${id}-heading`}>{group.heading}</h2>
            <p>{group.intro}</p>
          </Header>
          <Cards columns={cardColumns(group.services.length)}>
            {group.services.map((service) => (
              <li key={service.slug}>
                <ServiceCard {...service} />
              </li>
            ))}
          </Cards>
        </Layout>
      </Container>
    </Band>
  );
}
