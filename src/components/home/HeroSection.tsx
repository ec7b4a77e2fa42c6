import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { onDarkButtonStyle, onDarkSecondaryButtonStyle } from "../ui/buttonStyles";
import {
  HERO_CARDS_DELAY_SECONDS,
  HERO_LINE_SECONDS,
  HERO_SUBHEADING_DELAY_SECONDS,
  splitLastWord,
} from "../../lib/hero-animation";
import { fixedColours, fontSize, media, space, stack, translucent } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { HeroCard } from "./HeroCard";
import { ParticleCanvas } from "./ParticleCanvas";

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

// Starts at 1% rather than 0% opacity: to the eye it is the same fade-in, but browsers count
// the text as painted at first paint, so the hero text is not held back as the page's
// largest paint (LCP) until it has faded in.
const riseIn = keyframes`
  from { opacity: 0.01; transform: translateY(0.6em); }
  to { opacity: 1; transform: none; }
`;

const rising = (delaySeconds: number) => css`
  animation: ${riseIn} ${HERO_LINE_SECONDS}s cubic-bezier(0.22, 1, 0.36, 1) ${delaySeconds}s both;
  ${media.reducedMotion} {
    animation: none;
  }
`;

/* Dark navy in both themes: the particle field and the white type are designed for it. */
const Hero = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  color: ${fixedColours.white};
  background:
    radial-gradient(60% 80% at 85% 10%, ${translucent("brightBlue", 0.35)} 0%, transparent 70%),
    radial-gradient(50% 60% at 0% 100%, ${translucent("brandTeal", 0.3)} 0%, transparent 70%),
    linear-gradient(180deg, ${fixedColours.darkBand} 0%, ${fixedColours.darkBandDeep} 100%);
  padding: ${space[104]} 0 ${space[88]};
  /* Keeps the hero's edge visible against the dark theme's page background. */
  border-bottom: 1px solid ${translucent("paleBlue", 0.12)};
  ${media.mobile} {
    padding: ${space[56]} 0 ${space[56]};
  }
`;

const Content = styled(Container)`
  position: relative;
  z-index: ${stack.raised};
`;

/* No max-width: a wider fallback font must not wrap the headline before the web font arrives. */
const Headline = styled.h1`
  margin: 0 0 ${space[20]};
  font-size: ${fontSize.display};
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.03em;
  ${rising(0)};
  /* The last word carries the accent colour. */
  & > span {
    color: ${fixedColours.onDarkFocus};
  }
`;

const Subheading = styled.p`
  max-width: 680px;
  margin: 0 0 ${space[56]};
  font-size: ${fontSize.title};
  line-height: 1.6;
  color: ${fixedColours.onDarkTextSoft};
  ${rising(HERO_SUBHEADING_DELAY_SECONDS)};
  ${media.mobile} {
    margin-bottom: ${space[36]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[12]} ${space[16]};
  margin: -${space[24]} 0 ${space[48]};
  animation: ${fadeUp} ${HERO_LINE_SECONDS}s ease-out ${HERO_CARDS_DELAY_SECONDS}s both;
  ${media.mobile} {
    margin: -${space[12]} 0 ${space[32]};
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

// The hero is dark in both themes; its second button's outline is softer than the white text.
const primaryAction = onDarkButtonStyle;
const secondaryAction = css`
  ${onDarkSecondaryButtonStyle};
  border-color: ${translucent("white", 0.6)};
`;

/** A hero button: a site page through Gatsby's Link, an in-page anchor as a plain link. */
function HeroAction({ text, link, primary }: { text: string; link: string; primary: boolean }) {
  const style = primary ? primaryAction : secondaryAction;
  return link.startsWith("#") ? (
    <a css={style} href={link}>
      {text}
    </a>
  ) : (
    <Link css={style} to={link}>
      {text}
    </Link>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space[16]};
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${fadeUp} ${HERO_LINE_SECONDS}s ease-out ${HERO_CARDS_DELAY_SECONDS}s both;
  ${media.below("laptop")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below("phone")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[12]};
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

export interface HeroSectionProps {
  headline: string;
  subheading: string;
  /** The first is the primary call to action. Links are site paths or in-page anchors. */
  actions: readonly { text: string; link: string }[];
  cards: readonly { title: string; description: string; icon: string }[];
}

/** The home page's opening: the one h1, a subheading and four highlights over a particle field. */
export function HeroSection({ headline, subheading, actions, cards }: HeroSectionProps) {
  const { lead, last } = splitLastWord(headline);
  return (
    <Hero aria-labelledby="hero-heading" data-section="hero">
      <ParticleCanvas />
      <Content>
        <Headline id="hero-heading">
          {lead}
          <span>{last}</span>
        </Headline>
        <Subheading>{subheading}</Subheading>
        <Actions>
          {actions.map((action, i) => (
            <HeroAction key={action.link} text={action.text} link={action.link} primary={i === 0} />
          ))}
        </Actions>
        <Cards>
          {cards.map((card) => (
            <HeroCard key={card.title} {...card} />
          ))}
        </Cards>
      </Content>
    </Hero>
  );
}
