import { PageHero } from "../ui/PageHero";
import { PAGES } from "../../lib/routes";

interface AboutHeroProps {
  title: string;
  intro: string;
}

/** Opens the page with its one <h1> and the company introduction. */
export function AboutHero({ title, intro }: AboutHeroProps) {
  return <PageHero eyebrow={PAGES.about.name} title={title} lead={intro} />;
}
