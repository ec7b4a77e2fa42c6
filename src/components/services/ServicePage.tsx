import { serviceTrail } from "../../lib/breadcrumbs";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { ButtonLink } from "../ui/ButtonLink";
import { CallFirstActions } from "../ui/CallFirstActions";
import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";
import { CallLineFacts } from "./CallLineFacts";
import { ServiceItemGrid, type ServiceItem } from "./ServiceItemGrid";
import { ServiceWhyChoose } from "./ServiceWhyChoose";
import { PAGES } from "../../lib/routes";

interface ServiceItems {
  heading: string;
  intro: string;
  items: readonly ServiceItem[];
}

export interface ServicePageProps {
  service: {
    title: string;
    /** The page's own path, the last step of its breadcrumb trail. */
    path: string;
    /**
     * `callPrompt`: the phone number comes first, the contact form second (emergencies), in the
     * hero and in the closing box.
     */
    hero: { heading: string; intro: string; buttonText: string; callPrompt?: string | null };
    /** A call-first page's line: when it is answered and what a call-out costs. */
    emergencyHours?: string | null;
    calloutCost?: string | null;
    whyChoose: { heading: string; points: readonly { title: string; description: string }[] };
    benefits: ServiceItems;
    useCases: ServiceItems;
    extraSections?: readonly ServiceItems[] | null;
    closing: { heading: string; text: string; buttonText: string };
  };
}

/**
 * A service page: hero with its call to action, five reasons to choose us, benefits, use
 * cases, any further sections of the service (e.g. compliance standards) and a closing call
 * to action. Everything on it comes from the service's record in content/services.json.
 */
export function ServicePage({ service }: ServicePageProps) {
  const { hero, whyChoose, benefits, useCases, closing } = service;
  const lineFacts = { hours: service.emergencyHours, cost: service.calloutCost };
  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs trail={serviceTrail(service)} />}
        title={service.title}
        lead={hero.heading}
      >
        <p>{hero.intro}</p>
        {hero.callPrompt ? (
          <>
            <p>{hero.callPrompt}</p>
            <CallFirstActions to={PAGES.contact.path} text={hero.buttonText} />
            <CallLineFacts {...lineFacts} />
          </>
        ) : (
          <ButtonLink to={PAGES.contact.path}>{hero.buttonText}</ButtonLink>
        )}
      </PageHero>
      <ServiceWhyChoose heading={whyChoose.heading} points={whyChoose.points} />
      <ServiceItemGrid id="benefits" {...benefits} />
      <ServiceItemGrid id="use-cases" tone="tinted" {...useCases} />
      {(service.extraSections ?? []).map((section, i) => (
        <ServiceItemGrid
          key={section.heading}
          id={`more-${i + 1}`}
          tone={i % 2 === 0 ? "plain" : "tinted"}
          {...section}
        />
      ))}
      <CallToActionBand
        id="service-cta"
        heading={closing.heading}
        text={closing.text}
        buttonText={closing.buttonText}
        to={PAGES.contact.path}
      >
        {hero.callPrompt && (
          <>
            <CallFirstActions to={PAGES.contact.path} text={closing.buttonText} centred />
            <CallLineFacts {...lineFacts} centred />
          </>
        )}
      </CallToActionBand>
    </>
  );
}
