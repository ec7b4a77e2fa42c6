import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ServicePage } from "../components/services/ServicePage";
import { Seo } from "../components/Seo";

export default function ServiceTemplate({ data }: PageProps<Queries.ServiceBySlugQuery>) {
  if (!data.service) return null;
  return <ServicePage service={data.service} />;
}

export const Head: HeadFC<Queries.ServiceBySlugQuery> = ({ data }) =>
  data.service ? (
    <Seo
      title={data.service.title}
      description={data.service.description}
      path={data.service.link}
    />
  ) : (
    <Seo title="Service not found" path="/services" noindex />
  );

export const query = graphql`
  query ServiceBySlug($slug: String!) {
    service(slug: { eq: $slug }) {
      slug
      title
      description
      link
    }
  }
`;
