import { useSiteSettings } from "../../hooks/useSiteSettings";
import type { ServicePlan } from "../../lib/plans/plan";
import { planOffersStructuredData } from "../../lib/plans/plan-offers";
import { plansPageDescription } from "../../lib/plans/plans-page-description";
import { SERVICE_PLANS_TRAIL } from "../../lib/breadcrumbs";
import { SERVICE_PLANS_PATH } from "../../lib/routes";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbStructuredData } from "../../lib/structured-data";
import { JsonLd } from "../JsonLd";
import { Seo } from "../Seo";

export { SERVICE_PLANS_PATH };

interface ServicePlansHeadProps {
  plans: readonly ServicePlan[];
}

/** Title, description and the plans as priced offers for search engines. */
export function ServicePlansHead({ plans }: ServicePlansHeadProps) {
  const site = useSiteSettings();
  const description = plansPageDescription(plans);
  const structuredData = planOffersStructuredData({
    plans,
    pageUrl: absoluteUrl(site.siteUrl, SERVICE_PLANS_PATH),
    siteUrl: site.siteUrl,
    name: "Managed IT Support Plans",
    description,
    providerName: site.legalName,
    providerUrl: absoluteUrl(site.siteUrl, "/"),
  });
  return (
    <Seo title="Service Plans" description={description} path={SERVICE_PLANS_PATH}>
      <JsonLd data={structuredData} />
      <JsonLd data={breadcrumbStructuredData(site.siteUrl, SERVICE_PLANS_TRAIL)} />
    </Seo>
  );
}
