import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { color, radius } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";

/** Every tile the same height, so marks of any shape and names line up in the strip. */
const LogoTile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  height: 72px;
  padding: 0 24px;
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: 12px 0 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  /* The marks are one slate ink; in the dark theme they are drawn light instead. */
  html.dark & img {
    filter: brightness(0) invert(1);
    opacity: 0.85;
  }
`;

/* A brand's name in the site's own type: beside a symbol, or alone where there is no mark. */
const Name = styled.span`
  color: ${color.textMuted};
  font-size: 1.2rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  white-space: nowrap;
`;

export interface Partner {
  name: string;
  wordmark: boolean;
  logo: { src: string; width: number; height: number } | null;
}

/**
 * A partner as its brand shows itself: its mark (from simple-icons), with the name beside a
 * symbol that does not spell it; the name alone, in the site's type, for a brand without a
 * mark. Either way one image to assistive technology, named by the brand.
 */
function PartnerLogo({ partner }: { partner: Partner }) {
  const { name, logo } = partner;
  return (
    <LogoTile role="img" aria-label={name}>
      {/* Eager: lazy images clipped by the marquee window only load once they scroll into
          it, so they would pop in empty. Each mark is under 3 KB. */}
      {logo && (
        <img src={logo.src} width={logo.width} height={logo.height} alt="" loading="eager" />
      )}
      {(!logo || !partner.wordmark) && <Name>{name}</Name>}
    </LogoTile>
  );
}

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
          wordmark
          logo {
            src
            width
            height
          }
        }
      }
    }
  `);
  return <PartnersStrip copy={copy} partners={data.allPartner.nodes} />;
}

/** The section itself, given its partners (the CMS's preview gives them from the form). */
export function PartnersStrip({
  copy,
  partners,
}: {
  copy: SectionCopy;
  partners: readonly Partner[];
}) {
  const items = partners.map((partner) => ({
    key: partner.name,
    node: <PartnerLogo partner={partner} />,
  }));
  if (items.length === 0) return null;
  return (
    <PageSection id="partners" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Marquee items={items} label="Technologies we work with" />
    </PageSection>
  );
}
