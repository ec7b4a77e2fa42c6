import styled from "@emotion/styled";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { color, radius } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection } from "../ui/PageSection";

const Tile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4px 12px;
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
  logos: readonly ExperienceLogo[];
}

/** The organisations the team has worked with, in the site's shared marquee. */
export function ExperienceLogos({ logos }: ExperienceLogosProps) {
  const items = logos.flatMap((logo) =>
    logo.image
      ? [
          {
            key: logo.id,
            node: (
              <Tile>
                <GatsbyImage image={logo.image} alt={logo.alt} />
              </Tile>
            ),
          },
        ]
      : [],
  );
  return (
    <PageSection
      id="about-experience"
      heading="Organisations We've Worked With"
      intro="Healthcare, finance, retail, education and logistics teams across the UK rely on our engineers."
    >
      <Marquee items={items} label="Organisations we have worked with" />
    </PageSection>
  );
}
