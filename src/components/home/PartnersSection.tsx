import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { color, radius } from "../../theme/tokens";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";

/**
 * Every partner the same way: its name in the site's type, on a tile of one size. Brands let
 * only members of their partner programmes use their partner marks, under their terms, so no
 * mark is shown rather than some (content/README.md, Partners).
 */
const NameTile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 72px;
  padding: 0 28px;
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: 12px 0 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  color: ${color.textMuted};
  font-size: 1.2rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  white-space: nowrap;
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
        }
      }
    }
  `);
  return <PartnersStrip copy={copy} names={data.allPartner.nodes.map((partner) => partner.name)} />;
}

/** The section itself, given the partners' names (the CMS's preview gives them from the form). */
export function PartnersStrip({ copy, names }: { copy: SectionCopy; names: readonly string[] }) {
  const items = names.map((name) => ({ key: name, node: <NameTile>{name}</NameTile> }));
  if (items.length === 0) return null;
  return (
    <PageSection id="partners" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Marquee items={items} label="Technologies we work with" />
    </PageSection>
  );
}
