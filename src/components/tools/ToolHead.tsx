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
  /**
   * One of the tool's own pages (each compliance checklist has one): its title, description
   * and address in place of the tool's; the application keeps the tool's name.
   */
  page?: { title: string; description: string; path: string };
  featureList?: readonly string[];
}

/** A tool page's head: metadata, the free WebApplication JSON-LD and its breadcrumb trail. */
export function ToolHead({ tool, page, featureList }: ToolHeadProps) {
  const { name } = tool;
  const { title, description, path } = page ?? {
    title: tool.name,
    description: tool.description,
    path: tool.route,
  };
  const site = useSiteSettings();
  const application = toolStructuredData({
    url: absoluteUrl(site.siteUrl, path),
    name,
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
