import { moveSpotlight } from "../../lib/spotlight";
import { CallToActionBand } from "../ui/CallToActionBand";
import { OnDemand } from "../ui/OnDemand";
import { onDemandPart } from "../ui/onDemandPart";
import { HeroSection } from "./HeroSection";

// Everything below the hero loads and hydrates on demand (see onDemandPart). Sections with
// nothing to press (text, pictures, links, CSS animation) stay as prebuilt: never hydrated.
const staysPrebuilt = { staysPrebuilt: true };
const OnboardingCarousel = onDemandPart("onboarding-carousel", () =>
  import(/* webpackChunkName: "part-onboarding-carousel" */ "./OnboardingCarousel").then(
    (m) => m.OnboardingCarousel,
  ),
);
const ServicesGrid = onDemandPart(
  "services-grid",
  () =>
    import(/* webpackChunkName: "part-services-grid" */ "./ServicesGrid").then(
      (m) => m.ServicesGrid,
    ),
  staysPrebuilt,
);
const StatsSection = onDemandPart(
  "stats-section",
  () =>
    import(/* webpackChunkName: "part-stats-section" */ "./StatsSection").then(
      (m) => m.StatsSection,
    ),
  staysPrebuilt,
);
const PartnersSection = onDemandPart(
  "partners-section",
  () =>
    import(/* webpackChunkName: "part-partners-section" */ "./PartnersSection").then(
      (m) => m.PartnersSection,
    ),
  staysPrebuilt,
);
const ExpertiseSection = onDemandPart(
  "expertise-section",
  () =>
    import(/* webpackChunkName: "part-expertise-section" */ "./ExpertiseSection").then(
      (m) => m.ExpertiseSection,
    ),
  staysPrebuilt,
);
const TestimonialsCarousel = onDemandPart("testimonials-carousel", () =>
  import(/* webpackChunkName: "part-testimonials-carousel" */ "./TestimonialsCarousel").then(
    (m) => m.TestimonialsCarousel,
  ),
);
const IndustriesGrid = onDemandPart(
  "industries-grid",
  () =>
    import(/* webpackChunkName: "part-industries-grid" */ "./IndustriesGrid").then(
      (m) => m.IndustriesGrid,
    ),
  staysPrebuilt,
);
const IndustryAccordion = onDemandPart("industry-accordion", () =>
  import(/* webpackChunkName: "part-industry-accordion" */ "./IndustryAccordion").then(
    (m) => m.IndustryAccordion,
  ),
);
const SuccessStories = onDemandPart(
  "success-stories",
  () =>
    import(/* webpackChunkName: "part-success-stories" */ "./SuccessStories").then(
      (m) => m.SuccessStories,
    ),
  staysPrebuilt,
);

export interface HomePageProps {
  data: Queries.HomePageQuery;
}

/** The home page, its sections in order; each section queries its own records. */
export function HomePage({ data }: HomePageProps) {
  const home = data.homeContent;
  if (!home) return null;
  const { sections } = home;
  return (
    <>
      <HeroSection
        headline={home.headline}
        subheading={home.subheading}
        actions={home.heroActions}
        cards={home.heroCards}
      />
      <OnDemand part={OnboardingCarousel.part} skipWhileOffscreen>
        <OnboardingCarousel copy={sections.onboarding} />
      </OnDemand>
      {/* The cards' spotlight follows the pointer from here, hydrated or not. */}
      <OnDemand part={ServicesGrid.part} skipWhileOffscreen onPointerMove={moveSpotlight}>
        <ServicesGrid copy={sections.services} />
      </OnDemand>
      <OnDemand part={StatsSection.part} skipWhileOffscreen>
        <StatsSection />
      </OnDemand>
      <OnDemand part={PartnersSection.part} skipWhileOffscreen>
        <PartnersSection copy={sections.partners} />
      </OnDemand>
      <OnDemand part={ExpertiseSection.part} skipWhileOffscreen>
        <ExpertiseSection copy={sections.expertise} />
      </OnDemand>
      <OnDemand part={TestimonialsCarousel.part} skipWhileOffscreen>
        <TestimonialsCarousel copy={sections.testimonials} />
      </OnDemand>
      <OnDemand part={IndustriesGrid.part} skipWhileOffscreen>
        <IndustriesGrid copy={sections.industries} />
      </OnDemand>
      <OnDemand part={IndustryAccordion.part} skipWhileOffscreen>
        <IndustryAccordion copy={sections.industryChallenges} />
      </OnDemand>
      <OnDemand part={SuccessStories.part} skipWhileOffscreen>
        <SuccessStories copy={sections.successStories} />
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
