import { getImage } from "gatsby-plugin-image";
import { CallToActionBand } from "../ui/CallToActionBand";
import { AboutHero } from "./AboutHero";
import { CoreValues } from "./CoreValues";
import { ExperienceLogos } from "./ExperienceLogos";
import { HeadlineFigures } from "./HeadlineFigures";
import { JourneyTimeline } from "./JourneyTimeline";
import { MissionVision } from "./MissionVision";

export interface AboutPageProps {
  data: Queries.AboutPageQuery;
}

/** The About page, its sections in the spec's order. */
export function AboutPage({ data }: AboutPageProps) {
  const about = data.aboutContent;
  if (!about) return null;
  const logos = data.experienceLogos.nodes.map((logo) => ({
    id: logo.id,
    alt: logo.alt,
    image: getImage(logo.image.childImageSharp?.gatsbyImageData ?? null),
  }));
  return (
    <>
      <AboutHero intro={about.intro} />
      <MissionVision mission={about.mission} vision={about.vision} />
      <CoreValues values={about.values} />
      <HeadlineFigures figures={about.figures} />
      <JourneyTimeline entries={data.timeline.nodes} />
      <ExperienceLogos logos={logos} />
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
