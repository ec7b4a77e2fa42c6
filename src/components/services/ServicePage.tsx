import { ButtonLink } from "../ui/ButtonLink";
import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";

export interface ServicePageProps {
  service: { slug: string; title: string; description: string };
}

/** A service's page frame: hero with its call to action, and the closing consultation band. */
export function ServicePage({ service }: ServicePageProps) {
  return (
    <>
      <PageHero eyebrow="Services" title={service.title} lead={service.description}>
        <ButtonLink to="/contact">Get Started</ButtonLink>
      </PageHero>
      <CallToActionBand
        id="service-cta"
        heading={`Talk to us about ${service.title}`}
        text="Book a free, no-obligation consultation with one of our engineers. We'll look at where you are today and what would make the biggest difference."
        buttonText="Schedule a Consultation"
        to="/contact"
      />
    </>
  );
}
