import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { TRADEMARK_NOTE } from "../../lib/content-model/partner-logo";
import { color, fixedColours, fontSize, radius, space } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";

/**
 * A partner without a logo: its name in the site's type. Brands let only members of their
 * partner programmes use their partner marks, under their terms, so a logo is shown only where
 * an editor added one with that permission (content/README.md, Partners).
 */
const NameTile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 72px;
  padding: 0 ${space[28]};
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: ${space[12]} 0 ${space[20]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  color: ${color.textMuted};
  font-size: ${fontSize.title};
  font-weight: 700;
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

/**
 * A partner with a logo: the picture, named by the partner's name, on a tile as high as a
 * name's (its width fixed, so the row does not move as pictures arrive).
 */
const LogoTile = styled(NameTile)`
  width: 184px;
  padding: 0 ${space[20]};
  /* A mark is shown as its owner drew it, on white in either theme (never inverted). */
  background: ${fixedColours.white};
  img {
    display: block;
    max-width: 100%;
    max-height: 44px;
    object-fit: contain;
  }
`;

const TrademarkNote = styled.p`
  margin: ${space[4]} 0 0;
  text-align: center;
  color: ${color.textMuted};
  font-size: ${fontSize.small};
`;

export { TRADEMARK_NOTE };

export interface PartnerTile {
  name: string;
  /** The logo's address, when the partner has one. */
  logo?: string | null;
}

/**
 * Home section 5: the partners scrolling in a 40 s loop, each by its logo or its name. Partner
 * URLs are kept in the content but deliberately not linked.
 */
export function PartnersSection({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.PartnersSectionQuery>(graphql`
    query PartnersSection {
      allPartner(sort: { position: ASC }) {
        nodes {
          name
          logo {
            publicURL
          }
        }
      }
    }
  `);
  const partners = data.allPartner.nodes.map((partner) => ({
    name: partner.name,
    logo: partner.logo?.publicURL,
  }));
  return <PartnersStrip copy={copy} partners={partners} />;
}

/** The section itself, given the partners (the CMS's preview gives them from the form). */
export function PartnersStrip({
  copy,
  partners,
}: {
  copy: SectionCopy;
  partners: readonly PartnerTile[];
}) {
  const items = partners.map(({ name, logo }) => ({
    key: name,
    node: logo ? (
      <LogoTile>
        {/* Eager: lazy images clipped by the marquee window would only start loading once scrolled into it. */}
        <img src={logo} alt={name} loading="eager" decoding="async" />
      </LogoTile>
    ) : (
      <NameTile>{name}</NameTile>
    ),
  }));
  if (items.length === 0) return null;
  return (
    <PageSection id="partners" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Marquee items={items} label="Technologies we work with" />
      {partners.some((partner) => partner.logo) && <TrademarkNote>{TRADEMARK_NOTE}</TrademarkNote>}
    </PageSection>
  );
}
