import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AssessmentPage } from "../components/assessment/AssessmentPage";
import { Seo } from "../components/Seo";

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

export const Head: HeadFC = () => (
  <Seo
    title="IT Assessment Tools"
    description="Take our free five-question IT assessment for a recommended support plan, your top IT priorities and the services that fit your business."
    path="/assessment"
  />
);

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
        slug
        title
        description
        icon
        path
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
