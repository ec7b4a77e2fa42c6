import { CallToActionBand } from "../ui/CallToActionBand";
import { AboutHero } from "./AboutHero";
import { CoreValues } from "./CoreValues";
import { OnDemand } from "../../hydration/OnDemand";
import { onDemandPart } from "../../hydration/onDemandPart";
import { HeadlineFigures } from "./HeadlineFigures";
import { MissionVision } from "./MissionVision";

// Below the fold, loaded and hydrated on their own (see onDemandPart).
const JourneyTimeline = onDemandPart("journey-timeline", () =>
  import(/* webpackChunkName: "part-journey-timeline" */ "./JourneyTimeline").then(
    (m) => m.JourneyTimeline,
  ),
);
// Logos in a CSS marquee: nothing to press, so it is never hydrated on a prebuilt page.
const ExperienceLogos = onDemandPart(
  "experience-logos",
  () =>
    import(/* webpackChunkName: "part-experience-logos" */ "./ExperienceLogos").then(
      (m) => m.ExperienceLogos,
    ),
  { staysPrebuilt: true },
);

export interface AboutPageProps {
  data: Queries.AboutPageQuery;
}

/** The About page, its sections in their agreed order. */
export function AboutPage({ data }: AboutPageProps) {
  const about = data.aboutContent;
  if (!about) return null;
  const logos = data.experienceLogos.nodes.map((logo) => ({
    id: logo.id,
    alt: logo.alt,
    image: logo.image.childImageSharp?.gatsbyImageData ?? undefined,
  }));
  return (
    <>
      <AboutHero title={about.title} intro={about.intro} />
      <MissionVision
        mission={about.mission}
        vision={about.vision}
        copy={about.sections.missionVision}
      />
      <CoreValues values={about.values} copy={about.sections.values} />
      <HeadlineFigures figures={about.figures} copy={about.sections.figures} />
      <OnDemand part={JourneyTimeline.part} skipWhileOffscreen>
        <JourneyTimeline entries={data.timeline.nodes} copy={about.sections.journey} />
      </OnDemand>
      {logos.length > 0 && (
        <OnDemand part={ExperienceLogos.part} skipWhileOffscreen>
          <ExperienceLogos logos={logos} copy={about.sections.experience} />
        </OnDemand>
      )}
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
