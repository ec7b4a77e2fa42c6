import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AssessmentPage } from "../components/assessment/AssessmentPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { fillCount } from "../lib/count-words";
import { webPageStructuredData } from "../lib/organization-structured-data";
import { PAGES } from "../lib/routes";

export default function Assessment({ data }: PageProps<Queries.AssessmentPageQuery>) {
  return (
    <AssessmentPage
      questions={data.questions.nodes.map((q) => ({
        id: q.questionId,
        question: q.question,
        options: q.options,
      }))}
      plans={data.plans.nodes}
      services={data.services.nodes}
      infographics={data.infographics.nodes}
    />
  );
}

const { path: PATH, name: TITLE } = PAGES.assessment;

export const Head: HeadFC<Queries.AssessmentPageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const description = fillCount(
    "Take our free IT assessment: answer {count} questions for a recommended support plan, your top IT priorities and the services that fit your business.",
    data.questions.nodes.length,
  );
  return (
    <Seo title={TITLE} description={description} path={PATH}>
      <JsonLd
        data={webPageStructuredData({
          siteUrl: site.siteUrl,
          path: PATH,
          name: TITLE,
          description,
        })}
      />
    </Seo>
  );
};

export const query = graphql`
  query AssessmentPage {
    questions: allAssessmentQuestion(sort: { position: ASC }) {
      nodes {
        questionId
        question
        options
      }
    }
    plans: allPlan(sort: { position: ASC }) {
      nodes {
        name
        price
        period
        description
      }
    }
    services: allService(sort: { position: ASC }) {
      nodes {
        ...ServiceSummaryFields
      }
    }
    infographics: allInfographic(sort: { position: ASC }) {
      nodes {
        infographicId
        title
        description
        icon
        content {
          name
          percentage
        }
        additionalInfo
      }
    }
  }
`;
