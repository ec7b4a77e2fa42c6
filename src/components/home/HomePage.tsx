import { CallToActionBand } from "../ui/CallToActionBand";
import { ExpertiseSection } from "./ExpertiseSection";
import { HeroSection } from "./HeroSection";
import { IndustriesGrid } from "./IndustriesGrid";
import { IndustryAccordion } from "./IndustryAccordion";
import { OnboardingCarousel } from "./OnboardingCarousel";
import { PartnersSection } from "./PartnersSection";
import { ServicesGrid } from "./ServicesGrid";
import { StatsSection } from "./StatsSection";
import { SuccessStories } from "./SuccessStories";
import { TestimonialsCarousel } from "./TestimonialsCarousel";

export interface HomePageProps {
  data: Queries.HomePageQuery;
}

/** The home page, its sections in the spec's order; each section queries its own content. */
export function HomePage({ data }: HomePageProps) {
  const home = data.homeContent;
  if (!home) return null;
  return (
    <>
      <HeroSection headline={home.headline} subheading={home.subheading} cards={home.heroCards} />
      <OnboardingCarousel />
      <ServicesGrid heading={home.servicesHeading} intro={home.servicesIntro} />
      <StatsSection />
      <PartnersSection />
      <ExpertiseSection />
      <TestimonialsCarousel />
      <IndustriesGrid />
      <IndustryAccordion />
      <SuccessStories />
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
