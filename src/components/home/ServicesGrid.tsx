import styled from "@emotion/styled";
import { useServices } from "../../hooks/useServices";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { ServiceCard } from "./ServiceCard";
import { media, space } from "../../theme/tokens";

/* Flex rather than grid so a short last row (14 = 4 + 4 + 4 + 2) sits centred. */
const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[20]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    flex: 0 1 calc((100% - 3 * 20px) / 4);
    min-width: 0;
  }
  ${media.below("wide")} {
    & > li {
      flex-basis: calc((100% - 2 * 20px) / 3);
    }
  }
  ${media.below("tablet")} {
    & > li {
      flex-basis: calc((100% - 20px) / 2);
    }
  }
  ${media.below("largePhone")} {
    gap: ${space[8]};
    & > li {
      flex-basis: 100%;
    }
  }
`;

export interface ServicesGridProps {
  copy: SectionCopy;
}

/** Every service as a card linking to its page, in the editor's order. */
export function ServicesGrid({ copy }: ServicesGridProps) {
  const services = useServices();
  return (
    <PageSection id="services" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Grid>
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard {...service} />
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
