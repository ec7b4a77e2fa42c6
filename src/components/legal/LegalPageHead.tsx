import { useSiteSettings } from "../../hooks/useSiteSettings";
import { LEGAL_DOCUMENTS, type LegalSlug } from "../../lib/legal/legal-documents";
import { legalPageStructuredData } from "../../lib/legal/legal-structured-data";
import { absoluteUrl } from "../../lib/seo";
import { JsonLd } from "../JsonLd";
import { Seo } from "../Seo";
import { PAGES } from "../../lib/routes";

interface LegalPageHeadProps {
  slug: LegalSlug;
  document: { title: string; description: string; lastUpdated: string } | null | undefined;
}

/** Title, description and WebPage JSON-LD of a legal page, dated by its "Last updated". */
export function LegalPageHead({ slug, document }: LegalPageHeadProps) {
  const site = useSiteSettings();
  const path = LEGAL_DOCUMENTS[slug].path;
  if (!document) return <Seo title={PAGES.notFound.name} path={path} noindex />;
  const structuredData = legalPageStructuredData({
    url: absoluteUrl(site.siteUrl, path),
    name: document.title,
    description: document.description,
    dateModified: document.lastUpdated,
    siteName: site.brandName,
    siteUrl: absoluteUrl(site.siteUrl, "/"),
    publisherName: site.legalName,
  });
  return (
    <Seo title={document.title} description={document.description} path={path}>
      <JsonLd data={structuredData} />
    </Seo>
  );
}
