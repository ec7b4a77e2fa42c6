import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CaseStudyGrid } from "../components/case-studies/CaseStudyGrid";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { CallToActionBand } from "../components/ui/CallToActionBand";
import { PageHero } from "../components/ui/PageHero";
import { Container } from "../components/ui/Container";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { PAGES } from "../lib/routes";
import { absoluteUrl } from "../lib/seo";
import { caseStudyListStructuredData } from "../lib/structured-data";
import { media, space } from "../theme/tokens";

const Listing = styled.section`
  padding: ${space[56]} 0 ${space[88]};
  ${media.mobile} {
    padding: ${space[36]} 0 ${space[64]};
  }
`;

const { path: PATH, name: TITLE } = PAGES.caseStudies;
const DESCRIPTION =
  "How Northbridge IT has helped UK organisations with security, cloud, recovery and support: the challenge, what we did and the measured results.";
const LEAD = "The challenge each client faced, what we did and the results we measured.";

/** Every case study, in the editors' order: the way in to the ones the home page does not feature. */
export default function CaseStudies({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const cta = data.homeContent?.cta;
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} />
      <Listing aria-label="Case studies">
        <Container>
          <CaseStudyGrid studies={data.allCaseStudy.nodes} headingLevel={2} />
        </Container>
      </Listing>
      {cta && (
        <CallToActionBand
          id="case-studies-cta"
          heading={cta.heading}
          text={cta.text}
          buttonText={cta.buttonText}
          to={cta.link}
        />
      )}
    </>
  );
}

export const Head: HeadFC<Queries.CaseStudiesPageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const structuredData = caseStudyListStructuredData({
    url: absoluteUrl(site.siteUrl, PATH),
    name: TITLE,
    description: DESCRIPTION,
    studies: data.allCaseStudy.nodes.map((study) => ({
      name: study.title,
      url: absoluteUrl(site.siteUrl, study.path),
    })),
  });
  return (
    <Seo title={TITLE} description={DESCRIPTION} path={PATH}>
      <JsonLd data={structuredData} />
    </Seo>
  );
};

export const query = graphql`
  query CaseStudiesPage {
    allCaseStudy(sort: { position: ASC }) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    homeContent {
      cta {
        ...CallToActionFields
      }
    }
  }
`;
