import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { color, radius } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/** The wordmarks are slate on transparent; in the dark theme they are drawn light instead. */
const LogoTile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 8px;
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: 12px 0 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  html.dark & img {
    filter: brightness(0) invert(1);
    opacity: 0.85;
  }
`;

/**
 * Home section 5: the partners' logos scrolling in a 40 s loop. Partner URLs
 * are kept in the content but deliberately not linked.
 */
export function PartnersSection({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.PartnersSectionQuery>(graphql`
    query PartnersSection {
      allPartner(sort: { position: ASC }) {
        nodes {
          name
          logo {
            childImageSharp {
              gatsbyImageData(height: 72, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  const items = data.allPartner.nodes.flatMap((partner) => {
    const image = getImage(partner.logo.childImageSharp?.gatsbyImageData ?? null);
    if (!image) return [];
    return [
      {
        key: partner.name,
        node: (
          <LogoTile>
            {/* Eager: lazy images clipped by the marquee window only load once they scroll
                into it, so they would pop in empty. The logos are a few KB each. */}
            <ResponsiveImage image={image} alt={partner.name} loading="eager" />
          </LogoTile>
        ),
      },
    ];
  });
  if (items.length === 0) return null;
  return (
    <PageSection id="partners" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Marquee items={items} label="Technologies we work with" />
    </PageSection>
  );
}
