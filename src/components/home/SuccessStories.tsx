import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { ArrowRight } from "lucide-react";
import { PAGES } from "../../lib/routes";
import { color, space } from "../../theme/tokens";
import { ButtonLink } from "../ui/ButtonLink";
import { CaseStudyGrid } from "../case-studies/CaseStudyGrid";
import { PageSection, type SectionCopy } from "../ui/PageSection";

const AllStories = styled.p`
  margin: ${space[32]} 0 0;
  text-align: center;
`;

/* Its own opaque background: read against it, not against whatever lies behind the section. */
const opaqueBackground = css`
  background: ${color.surfaceRaised};
`;

/** Home section 10: the featured case studies, in the editor's order, and a way to all of them. */
export function SuccessStories({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.SuccessStoriesQuery>(graphql`
    query SuccessStories {
      allCaseStudy(filter: { featured: { eq: true } }, sort: { position: ASC }) {
        nodes {
          ...CaseStudyCardFields
        }
      }
    }
  `);
  const studies = data.allCaseStudy.nodes;
  if (studies.length === 0) return null;
  return (
    <PageSection
      id="success-stories"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <CaseStudyGrid studies={studies} />
      <AllStories>
        <ButtonLink variant="secondary" css={opaqueBackground} to={PAGES.caseStudies.path}>
          See all case studies <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </AllStories>
    </PageSection>
  );
}
