import { graphql, useStaticQuery } from "gatsby";
import { Marquee } from "../ui/Marquee";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { ExpertiseCard } from "./ExpertiseCard";

/** Home section 6: areas of expertise and years of experience, scrolling like the partners. */
export function ExpertiseSection({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.ExpertiseSectionQuery>(graphql`
    query ExpertiseSection {
      allExpertise(sort: { position: ASC }) {
        nodes {
          icon
          title
          years
        }
      }
    }
  `);
  const items = data.allExpertise.nodes.map((item) => ({
    key: item.title,
    node: <ExpertiseCard icon={item.icon} title={item.title} years={item.years} />,
  }));
  if (items.length === 0) return null;
  return (
    <PageSection
      id="expertise"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <Marquee items={items} label="Areas of expertise" />
    </PageSection>
  );
}
