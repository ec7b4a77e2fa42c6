import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { useCallback, useMemo, useRef, useState } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { useIsMobile } from "../../hooks/useIsMobile";
import { useOnboardingProgress } from "../../hooks/useOnboardingProgress";
import { useReducedMotionPreference } from "../../hooks/useReducedMotionPreference";
import { media, space } from "../../theme/tokens";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import type { OnboardingStepView } from "./onboarding-types";
import { OnboardingAutoplayButton } from "./OnboardingAutoplayButton";
import { OnboardingDesktopSteps } from "./OnboardingDesktopSteps";
import { OnboardingImageStack } from "./OnboardingImageStack";
import { OnboardingMobileSteps } from "./OnboardingMobileSteps";

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
  align-items: center;
  gap: ${space[48]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[20]};
  }
`;

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[16]};
  & > * {
    align-self: stretch;
  }
  & > button {
    align-self: flex-start;
  }
  ${media.mobile} {
    order: 1;
  }
`;

const Media = styled.div`
  ${media.mobile} {
    order: 0;
  }
`;

/**
 * The onboarding carousel (three steps at launch; two to four fit). Each step runs for 3 s (30 ticks of
 * 100 ms) and then hands over to the next, wrapping round; visitors can pick a
 * step or pause. Timers start only after mount; under prefers-reduced-motion
 * nothing advances on its own until the visitor presses Play.
 */
export function OnboardingCarousel({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.OnboardingCarouselQuery>(graphql`
    query OnboardingCarousel {
      allOnboardingStep(sort: { position: ASC }) {
        nodes {
          id
          step
          content
          image {
            childImageSharp {
              gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR, formats: [WEBP])
            }
          }
        }
      }
    }
  `);
  // Stable between progress ticks, so the memoised image stack does not re-render.
  const steps: OnboardingStepView[] = useMemo(
    () =>
      data.allOnboardingStep.nodes.map((node) => ({
        id: node.id,
        step: node.step,
        content: node.content,
        image: node.image.childImageSharp?.gatsbyImageData ?? undefined,
      })),
    [data],
  );

  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  const reducedMotion = useReducedMotionPreference();
  // null: the visitor has not chosen, so follow their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const running = hydrated && (playChoice ?? !reducedMotion);
  const layout = useRef<HTMLDivElement>(null);
  const showProgress = useCallback((progress: number) => {
    const value = String(Math.round(progress));
    layout.current
      ?.querySelectorAll('[role="progressbar"]')
      .forEach((bar) => bar.setAttribute("aria-valuenow", value));
  }, []);
  const { index, round, ticking, select } = useOnboardingProgress(
    steps.length,
    running,
    showProgress,
  );

  if (steps.length === 0) return null;
  const stepProps = {
    steps,
    index,
    round,
    running: hydrated ? ticking : undefined,
    onSelect: select,
  };
  const autoplay = (
    <OnboardingAutoplayButton running={running} onToggle={() => setPlayChoice(!running)} />
  );

  // Until hydration we cannot know the viewport, so both layouts are sent and CSS picks one.
  return (
    <PageSection
      id="onboarding"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <Layout ref={layout} data-onboarding="" data-mobile={hydrated ? String(isMobile) : undefined}>
        <Steps>
          {(!hydrated || !isMobile) && <OnboardingDesktopSteps {...stepProps} />}
          {(!hydrated || isMobile) && <OnboardingMobileSteps {...stepProps} />}
          {autoplay}
        </Steps>
        <Media>
          <OnboardingImageStack steps={steps} index={index} />
        </Media>
      </Layout>
    </PageSection>
  );
}
