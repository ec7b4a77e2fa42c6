import { CallToActionBand } from "../ui/CallToActionBand";
import { lazyComponent } from "../ui/lazyComponent";
import { OnDemand } from "../ui/OnDemand";
import { HeroSection } from "./HeroSection";

// Everything below the hero is loaded on demand (see lazyComponent).
const OnboardingCarousel = lazyComponent(() =>
  import("./OnboardingCarousel").then((m) => m.OnboardingCarousel),
);
const ServicesGrid = lazyComponent(() => import("./ServicesGrid").then((m) => m.ServicesGrid));
const StatsSection = lazyComponent(() => import("./StatsSection").then((m) => m.StatsSection));
const PartnersSection = lazyComponent(() =>
  import("./PartnersSection").then((m) => m.PartnersSection),
);
const ExpertiseSection = lazyComponent(() =>
  import("./ExpertiseSection").then((m) => m.ExpertiseSection),
);
const TestimonialsCarousel = lazyComponent(() =>
  import("./TestimonialsCarousel").then((m) => m.TestimonialsCarousel),
);
const IndustriesGrid = lazyComponent(() =>
  import("./IndustriesGrid").then((m) => m.IndustriesGrid),
);
const IndustryAccordion = lazyComponent(() =>
  import("./IndustryAccordion").then((m) => m.IndustryAccordion),
);
const SuccessStories = lazyComponent(() =>
  import("./SuccessStories").then((m) => m.SuccessStories),
);

export interface HomePageProps {
  data: Queries.HomePageQuery;
}

/** The home page, its sections in the spec's order; each section queries its own content. */
export function HomePage({ data }: HomePageProps) {
  const home = data.homeContent;
  if (!home) return null;
  return (
    <>
      <HeroSection
        headline={home.headline}
        subheading={home.subheading}
        actions={home.heroActions}
        cards={home.heroCards}
      />
      <OnDemand>
        <OnboardingCarousel />
      </OnDemand>
      <OnDemand>
        <ServicesGrid heading={home.servicesHeading} intro={home.servicesIntro} />
      </OnDemand>
      <OnDemand>
        <StatsSection />
      </OnDemand>
      <OnDemand>
        <PartnersSection />
      </OnDemand>
      <OnDemand>
        <ExpertiseSection />
      </OnDemand>
      <OnDemand>
        <TestimonialsCarousel />
      </OnDemand>
      <OnDemand>
        <IndustriesGrid />
      </OnDemand>
      <OnDemand>
        <IndustryAccordion />
      </OnDemand>
      <OnDemand>
        <SuccessStories />
      </OnDemand>
      <CallToActionBand
        id="home-cta"
        heading={home.cta.heading}
        text={home.cta.text}
        buttonText={home.cta.buttonText}
        to={home.cta.link}
      />
    </>
  );
}
