import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { color, radius, space } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { ResponsiveImage } from "../ui/ResponsiveImage";

const Tile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space[4]} ${space[12]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  /* The wordmarks are slate on transparent; inverted (hue kept) they read on the dark theme. */
  html.dark & img {
    filter: invert(1) hue-rotate(180deg) brightness(1.2);
  }
`;

export interface ExperienceLogo {
  id: string;
  alt: string;
  image: IGatsbyImageData | undefined;
}

interface ExperienceLogosProps {
  copy: SectionCopy;
  logos: readonly ExperienceLogo[];
}

/** The organisations the team has worked with, in the site's shared marquee. */
export function ExperienceLogos({ logos, copy }: ExperienceLogosProps) {
  const items = logos.flatMap((logo) =>
    logo.image
      ? [
          {
            key: logo.id,
            node: (
              <Tile>
                {/* Eager: lazy images clipped by the marquee window would only start loading once scrolled into it. */}
                <ResponsiveImage image={logo.image} alt={logo.alt} loading="eager" />
              </Tile>
            ),
          },
        ]
      : [],
  );
  return (
    <PageSection id="about-experience" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Marquee items={items} label="Organisations we have worked with" />
    </PageSection>
  );
}
