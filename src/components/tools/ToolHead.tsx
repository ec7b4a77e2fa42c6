import { useSiteSettings } from "../../hooks/useSiteSettings";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbStructuredData } from "../../lib/structured-data";
import { toolBreadcrumbTrail, toolStructuredData } from "../../lib/tools/tool-structured-data";
import { JsonLd } from "../JsonLd";
import { Seo } from "../Seo";

interface ToolHeadProps {
  /** The page title (before "| Brand"). */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** The tool's route, e.g. "/tools/uptime-guarantee". */
  path: string;
  /** The application's name in structured data; defaults to the title. */
  name?: string;
  featureList?: readonly string[];
}

/** A tool page's head: metadata, the free WebApplication JSON-LD and its breadcrumb trail. */
export function ToolHead({ title, description, path, name, featureList }: ToolHeadProps) {
  const site = useSiteSettings();
  const application = toolStructuredData({
    url: absoluteUrl(site.siteUrl, path),
    name: name ?? title,
    description,
    providerName: site.legalName,
    providerUrl: absoluteUrl(site.siteUrl, "/"),
    featureList,
  });
  const breadcrumbs = breadcrumbStructuredData(site.siteUrl, toolBreadcrumbTrail(title, path));
  return (
    <Seo title={title} description={description} path={path}>
      <JsonLd data={application} />
      <JsonLd data={breadcrumbs} />
    </Seo>
  );
}
