import styled from "@emotion/styled";
import { PLANNING_TOOLS } from "../../lib/tools/registry";
import { PageSection } from "../ui/PageSection";
import { ResourceCard } from "./ResourceCard";
import { media, space } from "../../theme/tokens";

/** All in one row where they fit (five at launch), else as many columns as fit, else one. */
const Grid = styled.ul<{ count: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  ${media.from("wide")} {
    grid-template-columns: repeat(${({ count }) => Math.max(count, 1)}, minmax(0, 1fr));
  }
  ${media.below("largePhone")} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${space[20]};
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
      <Grid count={PLANNING_TOOLS.length}>
        {PLANNING_TOOLS.map((resource) => (
          <li key={resource.route}>
            <ResourceCard resource={resource} />
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
