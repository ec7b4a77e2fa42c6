import type { ServicePlan } from "../../lib/plans/plan";
import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";
import { PlanCards } from "./PlanCards";
import { PlanComparisonTable } from "./PlanComparisonTable";
import { PAGES } from "../../lib/routes";

export interface ServicePlansPageProps {
  plans: readonly ServicePlan[];
}

/**
 * The plans page: the plans as cards, each taking its name to the contact form; every
 * feature compared in a table; and a way to ask for something none of the plans covers.
 */
export function ServicePlansPage({ plans }: ServicePlansPageProps) {
  return (
    <>
      <PageHero
        eyebrow="Managed IT support"
        title={PAGES.servicePlans.name}
        lead="How much IT support costs, plan by plan: predictable monthly prices for UK businesses. Every plan includes remote support, monitoring, regular health checks and cloud backup; choose the cover and response time that suit you."
      />
      <PlanCards plans={plans} />
      <PlanComparisonTable plans={plans} />
      <CallToActionBand
        id="custom-solution"
        heading="Need a Custom Solution?"
        text="Every business is different. If you need cover for more sites, particular compliance requirements or a mix of services no plan offers, tell us what you need and we will put together a quote."
        buttonText="Request a Custom Quote"
        to={PAGES.contact.path}
      />
    </>
  );
}
