import styled from "@emotion/styled";
import { ASSESSMENT_RESOURCES } from "../../lib/assessment/resources";
import { PageSection } from "../ui/PageSection";
import { ResourceCard } from "./ResourceCard";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  /* Five in a row where they fit, else three and two, else two, else one. */
  @media (max-width: 1099px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    li {
      grid-column: span 2;
    }
    li:nth-last-of-type(-n + 2) {
      grid-column: span 3;
    }
  }
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li,
    li:nth-last-of-type(-n + 2) {
      grid-column: auto;
    }
  }
  @media (max-width: 559px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The free planning tools, for the questions the assessment raises. */
export function AdditionalResources() {
  return (
    <PageSection
      id="additional-resources"
      heading="Additional Resources"
      intro="Free tools to plan your next steps in more detail."
      tone="tinted"
    >
      <Grid>
        {ASSESSMENT_RESOURCES.map((resource) => (
          <li key={resource.to}>
            <ResourceCard resource={resource} />
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
