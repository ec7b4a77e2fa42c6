import { PageHero } from "../ui/PageHero";

interface AboutHeroProps {
  intro: string;
}

/** Opens the page with its one <h1> and the company introduction. */
export function AboutHero({ intro }: AboutHeroProps) {
  return <PageHero eyebrow="About Us" title="About Northbridge IT" lead={intro} />;
}
