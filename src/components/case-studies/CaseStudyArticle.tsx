import styled from "@emotion/styled";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CircleCheck } from "lucide-react";
import { color, emSpace, fontSize, media, NAV_HEIGHT_PX, radius, space } from "../../theme/tokens";
import { caseStudyTrail } from "../../lib/breadcrumbs";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { IconList } from "../ui/IconList";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { CallToActionBand } from "../ui/CallToActionBand";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { PAGES } from "../../lib/routes";

export interface CaseStudyArticleProps {
  study: {
    title: string;
    client: string;
    sector: string;
    summary: string;
    profile: { description: string; facts: readonly { label: string; value: string }[] };
    challenge: readonly string[];
    solution: { intro: string; steps: readonly string[] };
    results: { intro: string; items: readonly { value: string; label: string }[] };
    quote: { text: string; role: string };
    image: IGatsbyImageData | undefined;
    /** The page's own path, the last step of its breadcrumb trail. */
    path: string;
  };
  /** The services used, with their pages. */
  services: readonly { title: string; path: string }[];
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${space[48]};
  padding: ${space[56]} 0;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${space[32]};
  }
  h2 {
    font-size: ${fontSize.subheading};
    margin-top: ${emSpace[1.5]};
  }
`;

const Cover = styled.div`
  border-radius: ${radius.lg};
  overflow: hidden;
`;

const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${space[16]};
  margin: 0;
  div {
    padding: ${space[16]};
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  dt {
    margin-bottom: ${space[8]};
    font-size: ${fontSize.subheading};
    overflow-wrap: break-word;
    font-weight: 800;
    line-height: 1.15;
    color: ${color.primary};
  }
  dd {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const FactList = styled.dl`
  margin: 0 0 ${space[20]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${space[8]};
    color: ${color.textMuted};
  }
`;

/* Beside a long story the facts stay in view as it scrolls, instead of ending early. */
const Facts = styled.aside`
  align-self: start;
  position: sticky;
  top: ${NAV_HEIGHT_PX + 24}px;
  ${media.mobile} {
    position: static;
  }
  padding: ${space[24]};
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};
  h2 {
    font-size: ${fontSize.lead};
    margin-top: 0;
  }
  h3 {
    font-size: ${fontSize.body};
    margin: 0 0 ${space[8]};
  }
  ul {
    padding-left: ${emSpace[1]};
  }
`;

const Quote = styled.figure`
  margin: ${space[32]} 0 0;
  padding: ${space[24]};
  border-left: 4px solid ${color.primary};
  background: ${color.surface};
  blockquote {
    margin: 0 0 ${space[12]};
    font-size: ${fontSize.lead};
    font-style: italic;
  }
  figcaption {
    color: ${color.textMuted};
  }
`;

/** A case study: who the client is, their challenge, what we did and the measured results. */
export function CaseStudyArticle({ study, services }: CaseStudyArticleProps) {
  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs trail={caseStudyTrail(study)} />}
        eyebrow={`Case study · ${study.sector}`}
        title={study.title}
        lead={study.summary}
      />
      <Container>
        <Layout>
          <div>
            {study.image && (
              <Cover>
                {/* A phone shows only its top edge on the first screen, where the heading is
                    the largest paint: lazy and low, it leaves the first round trips to the
                    styles and the logo, and takes no share of them once on screen. */}
                <ResponsiveImage image={study.image} alt="" loading="lazy" priority="low" />
              </Cover>
            )}
            <section aria-labelledby="client-heading">
              <h2 id="client-heading">The client</h2>
              <p>{study.profile.description}</p>
            </section>
            <section aria-labelledby="challenge-heading">
              <h2 id="challenge-heading">The challenge</h2>
              {study.challenge.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
            <section aria-labelledby="solution-heading">
              <h2 id="solution-heading">Our solution</h2>
              <p>{study.solution.intro}</p>
              <IconList iconColor={color.success}>
                {study.solution.steps.map((step) => (
                  <li key={step}>
                    <CircleCheck size={20} aria-hidden="true" />
                    <span>{step}</span>
                  </li>
                ))}
              </IconList>
            </section>
            <section aria-labelledby="results-heading">
              <h2 id="results-heading">The results</h2>
              <p>{study.results.intro}</p>
              <Results>
                {study.results.items.map((result) => (
                  <div key={result.label}>
                    <dt>{result.value}</dt>
                    <dd>{result.label}</dd>
                  </div>
                ))}
              </Results>
              <Quote>
                <blockquote>“{study.quote.text}”</blockquote>
                <figcaption>
                  {study.quote.role}, {study.client.replace(/^A /, "a ")}
                </figcaption>
              </Quote>
            </section>
          </div>
          <Facts aria-labelledby="facts-heading">
            <h2 id="facts-heading">At a glance</h2>
            <FactList>
              {[
                { label: "Client", value: study.client },
                { label: "Sector", value: study.sector },
                ...study.profile.facts,
              ].map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </FactList>
            <h3 id="services-used-heading">Services used</h3>
            <ul aria-labelledby="services-used-heading">
              {services.map((service) => (
                <li key={service.path}>
                  <Link to={service.path}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </Facts>
        </Layout>
      </Container>
      <CallToActionBand
        id="case-study-cta"
        heading="Want results like these?"
        text="Tell us about your organisation and we'll show you how we would approach it, with no obligation."
        buttonText="Talk to an expert"
        to={PAGES.contact.path}
      />
    </>
  );
}
