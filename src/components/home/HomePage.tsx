import { onDemandSection } from "../../hydration/onDemandSection";
import { moveSpotlight } from "../../lib/spotlight";
import { CallToActionBand } from "../ui/CallToActionBand";
import { HeroSection } from "./HeroSection";

// Everything below the hero loads and hydrates on demand (see src/hydration/README.md), and its
// rendering is skipped while far off screen. Sections with nothing to press (text, pictures,
// links, CSS animation) stay as prebuilt: never hydrated.
const section = { skipWhileOffscreen: true };
const staysPrebuilt = { skipWhileOffscreen: true, staysPrebuilt: true };

const OnboardingCarousel = onDemandSection(
  "onboarding-carousel",
  () =>
    import(/* webpackChunkName: "part-onboarding-carousel" */ "./OnboardingCarousel").then(
      (m) => m.OnboardingCarousel,
    ),
  section,
);
// The cards' spotlight follows the pointer from the section's frame, hydrated or not.
const ServicesGrid = onDemandSection(
  "services-grid",
  () =>
    import(/* webpackChunkName: "part-services-grid" */ "./ServicesGrid").then(
      (m) => m.ServicesGrid,
    ),
  { ...staysPrebuilt, onPointerMove: moveSpotlight },
);
const StatsSection = onDemandSection(
  "stats-section",
  () =>
    import(/* webpackChunkName: "part-stats-section" */ "./StatsSection").then(
      (m) => m.StatsSection,
    ),
  staysPrebuilt,
);
const PartnersSection = onDemandSection(
  "partners-section",
  () =>
    import(/* webpackChunkName: "part-partners-section" */ "./PartnersSection").then(
      (m) => m.PartnersSection,
    ),
  staysPrebuilt,
);
const ExpertiseSection = onDemandSection(
  "expertise-section",
  () =>
    import(/* webpackChunkName: "part-expertise-section" */ "./ExpertiseSection").then(
      (m) => m.ExpertiseSection,
    ),
  staysPrebuilt,
);
const TestimonialsCarousel = onDemandSection(
  "testimonials-carousel",
  () =>
    import(/* webpackChunkName: "part-testimonials-carousel" */ "./TestimonialsCarousel").then(
      (m) => m.TestimonialsCarousel,
    ),
  section,
);
const IndustriesGrid = onDemandSection(
  "industries-grid",
  () =>
    import(/* webpackChunkName: "part-industries-grid" */ "./IndustriesGrid").then(
      (m) => m.IndustriesGrid,
    ),
  staysPrebuilt,
);
const IndustryAccordion = onDemandSection(
  "industry-accordion",
  () =>
    import(/* webpackChunkName: "part-industry-accordion" */ "./IndustryAccordion").then(
      (m) => m.IndustryAccordion,
    ),
  section,
);
const SuccessStories = onDemandSection(
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
      <OnboardingCarousel copy={sections.onboarding} />
      <ServicesGrid copy={sections.services} />
      <StatsSection />
      <PartnersSection copy={sections.partners} />
      <ExpertiseSection copy={sections.expertise} />
      <TestimonialsCarousel copy={sections.testimonials} />
      <IndustriesGrid copy={sections.industries} />
      <IndustryAccordion copy={sections.industryChallenges} />
      <SuccessStories copy={sections.successStories} />
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
