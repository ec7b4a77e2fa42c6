/** Placeholder until the section is built (issue 5). */
export interface HeroSectionProps {
  headline: string;
  subheading: string;
  cards: readonly { title: string; description: string; icon: string }[];
}
export function HeroSection({ headline, subheading }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-heading">
      <h1 id="hero-heading">{headline}</h1>
      <p>{subheading}</p>
    </section>
  );
}
