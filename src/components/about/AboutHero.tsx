import { PageHero } from "../ui/PageHero";

interface AboutHeroProps {
  title: string;
  intro: string;
}

/** Opens the page with its one <h1> and the company introduction. */
export function AboutHero({ title, intro }: AboutHeroProps) {
  return <PageHero eyebrow="About Us" title={title} lead={intro} />;
}
