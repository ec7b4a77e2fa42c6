import { useSiteSettings } from "../../hooks/useSiteSettings";
import type { ServicePlan } from "../../lib/plans/plan";
import { planOffersStructuredData } from "../../lib/plans/plan-offers";
import { plansPageDescription } from "../../lib/plans/plans-page-description";
import { SERVICE_PLANS_TRAIL } from "../../lib/breadcrumbs";
import { PAGES } from "../../lib/routes";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbStructuredData } from "../../lib/structured-data";
import { JsonLd } from "../JsonLd";
import { Seo } from "../Seo";

interface ServicePlansHeadProps {
  plans: readonly ServicePlan[];
}

/** Title, description and the plans as priced offers for search engines. */
export function ServicePlansHead({ plans }: ServicePlansHeadProps) {
  const site = useSiteSettings();
  const description = plansPageDescription(plans);
  const structuredData = planOffersStructuredData({
    plans,
    pageUrl: absoluteUrl(site.siteUrl, PAGES.servicePlans.path),
    siteUrl: site.siteUrl,
    name: "Managed IT Support Plans",
    description,
    providerName: site.legalName,
    providerUrl: absoluteUrl(site.siteUrl, "/"),
  });
  return (
    <Seo title={PAGES.servicePlans.name} description={description} path={PAGES.servicePlans.path}>
      <JsonLd data={structuredData} />
      <JsonLd data={breadcrumbStructuredData(site.siteUrl, SERVICE_PLANS_TRAIL)} />
    </Seo>
  );
}
