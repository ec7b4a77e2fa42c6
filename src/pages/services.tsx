import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ServicesIndexPage } from "../components/services/ServicesIndexPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { SERVICES_INDEX_TRAIL } from "../lib/breadcrumbs";
import { absoluteUrl } from "../lib/seo";
import { servicesInPageOrder } from "../lib/services-index";
import { breadcrumbStructuredData, serviceListStructuredData } from "../lib/structured-data";
import { PAGES } from "../lib/routes";

const { path: PATH, name: TITLE } = PAGES.services;

export default function Services({ data }: PageProps<Queries.ServicesPageQuery>) {
  if (!data.servicesPageContent) return null;
  return <ServicesIndexPage content={data.servicesPageContent} />;
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) =>
  data.servicesPageContent ? (
    <ServicesHead content={data.servicesPageContent} />
  ) : (
    <Seo title={TITLE} path={PATH} />
  );

function ServicesHead({
  content,
}: {
  content: NonNullable<Queries.ServicesPageQuery["servicesPageContent"]>;
}) {
  const site = useSiteSettings();
  const list = serviceListStructuredData({
    url: absoluteUrl(site.siteUrl, PATH),
    name: content.title,
    description: content.description,
    services: servicesInPageOrder(content.groups).map((service) => ({
      name: service.title,
      description: service.description,
      url: absoluteUrl(site.siteUrl, service.path),
    })),
  });
  const breadcrumbs = breadcrumbStructuredData(site.siteUrl, SERVICES_INDEX_TRAIL);
  return (
    <Seo title={content.title} description={content.description} path={PATH}>
      <JsonLd data={list} />
      <JsonLd data={breadcrumbs} />
    </Seo>
  );
}

export const query = graphql`
  query ServicesPage {
    servicesPageContent {
      title
      description
      intro
      groups {
        heading
        intro
        icon
        services {
          ...ServiceSummaryFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;
