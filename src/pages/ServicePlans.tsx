import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ServicePlansHead } from "../components/plans/ServicePlansHead";
import { ServicePlansPage } from "../components/plans/ServicePlansPage";

export default function ServicePlans({ data }: PageProps<Queries.ServicePlansPageQuery>) {
  return <ServicePlansPage plans={data.allPlan.nodes} />;
}

export const Head: HeadFC<Queries.ServicePlansPageQuery> = ({ data }) => (
  <ServicePlansHead plans={data.allPlan.nodes} />
);

export const query = graphql`
  query ServicePlansPage {
    allPlan(sort: { position: ASC }) {
      nodes {
        name
        price
        period
        description
        buttonText
        highlight
        highlightLabel
        features {
          name
          group
          level
          included
          tooltip
        }
      }
    }
  }
`;
