import { useSiteSettings } from "../../hooks/useSiteSettings";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbStructuredData } from "../../lib/structured-data";
import type { PlanningTool } from "../../lib/tools/tool-pages";
import { toolBreadcrumbTrail, toolStructuredData } from "../../lib/tools/tool-structured-data";
import { JsonLd } from "../JsonLd";
import { Seo } from "../Seo";

interface ToolHeadProps {
  /** The tool's registry entry: its name is the title (before "| Brand") and the application's. */
  tool: PlanningTool;
  featureList?: readonly string[];
}

/** A tool page's head: metadata, the free WebApplication JSON-LD and its breadcrumb trail. */
export function ToolHead({ tool, featureList }: ToolHeadProps) {
  const { name, route: path, description } = tool;
  const site = useSiteSettings();
  const application = toolStructuredData({
    url: absoluteUrl(site.siteUrl, path),
    name,
    description,
    providerName: site.legalName,
    providerUrl: absoluteUrl(site.siteUrl, "/"),
    featureList,
  });
  const breadcrumbs = breadcrumbStructuredData(site.siteUrl, toolBreadcrumbTrail(name, path));
  return (
    <Seo title={name} description={description} path={path}>
      <JsonLd data={application} />
      <JsonLd data={breadcrumbs} />
    </Seo>
  );
}
