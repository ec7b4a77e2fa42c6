import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";

export interface HomePageProps {
  data: Queries.HomePageQuery;
}

/** The home page, its sections in the spec's order. */
export function HomePage({ data }: HomePageProps) {
  const home = data.homeContent;
  if (!home) return null;
  return (
    <>
      <PageHero title={home.headline} lead={home.subheading} />
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
