import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ServicePage } from "../components/services/ServicePage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { serviceTrail } from "../lib/breadcrumbs";
import { absoluteUrl } from "../lib/seo";
import { shareCardOf } from "../lib/share-image";
import { breadcrumbStructuredData, serviceStructuredData } from "../lib/structured-data";
import { PAGES } from "../lib/routes";

export default function ServiceTemplate({ data }: PageProps<Queries.ServiceBySlugQuery>) {
  if (!data.service) return null;
  return <ServicePage service={data.service} />;
}

export const Head: HeadFC<Queries.ServiceBySlugQuery> = ({ data }) =>
  data.service ? (
    <ServiceHead service={data.service} />
  ) : (
    <Seo title="Service not found" path={PAGES.services.path} noindex />
  );

function ServiceHead({
  service,
}: {
  service: { slug: string; title: string; description: string; path: string };
}) {
  const site = useSiteSettings();
  const card = shareCardOf({ kind: "services", ...service }, site.brandName);
  const structuredData = serviceStructuredData({
    url: absoluteUrl(site.siteUrl, service.path),
    name: service.title,
    description: service.description,
    providerName: site.legalName,
    providerUrl: absoluteUrl(site.siteUrl, "/"),
  });
  const breadcrumbs = breadcrumbStructuredData(site.siteUrl, serviceTrail(service));
  return (
    <Seo
      title={service.title}
      description={service.description}
      path={service.path}
      image={card.path}
      imageAlt={card.alt}
    >
      <JsonLd data={structuredData} />
      <JsonLd data={breadcrumbs} />
    </Seo>
  );
}

export const query = graphql`
  query ServiceBySlug($slug: String!) {
    service(slug: { eq: $slug }) {
      slug
      title
      description
      path
      hero {
        heading
        intro
        buttonText
        callPrompt
      }
      emergencyHours
      calloutCost
      whyChoose {
        heading
        points {
          title
          description
        }
      }
      benefits {
        ...ServiceItemsFields
      }
      useCases {
        ...ServiceItemsFields
      }
      extraSections {
        ...ServiceItemsFields
      }
      closing {
        heading
        text
        buttonText
      }
    }
  }

  fragment ServiceItemsFields on ServiceItems {
    heading
    intro
    items {
      icon
      title
      description
      details
      metric
    }
  }
`;
