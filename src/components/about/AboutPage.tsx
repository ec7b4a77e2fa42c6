import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";

export interface AboutPageProps {
  data: Queries.AboutPageQuery;
}

/** The About page, its sections in the spec's order. */
export function AboutPage({ data }: AboutPageProps) {
  const about = data.aboutContent;
  if (!about) return null;
  return (
    <>
      <PageHero eyebrow="About Us" title="About Northbridge IT" lead={about.intro} />
      <CallToActionBand
        id="about-cta"
        heading={about.cta.heading}
        text={about.cta.text}
        buttonText={about.cta.buttonText}
        to={about.cta.link}
      />
    </>
  );
}
