import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useState, type FocusEvent } from "react";
import { useCarouselAutoAdvance } from "../../hooks/useCarouselAutoAdvance";
import { useHydrated } from "../../hooks/useHydrated";
import { useReducedMotionPreference } from "../../hooks/useReducedMotionPreference";
import { color, media, radius, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { TestimonialSlide, type Testimonial } from "./TestimonialSlide";

const SLIDES_ID = "testimonial-slides";

const fromRight = keyframes`
  from { opacity: 0; transform: translateX(40px); }
  to { opacity: 1; transform: none; }
`;

const fromLeft = keyframes`
  from { opacity: 0; transform: translateX(-40px); }
  to { opacity: 1; transform: none; }
`;

const Carousel = styled.div`
  max-width: 860px;
  margin: 0 auto;
`;

/**
 * Every slide sits in the same grid cell, so the box is as tall as the longest
 * testimonial and nothing below moves when the slide changes.
 */
const Slides = styled.div`
  display: grid;
  padding: ${space[8]} ${space[12]} ${space[24]};
  margin: 0 -${space[12]};
  /* The slide-in offset must never widen the page. */
  overflow: hidden;
  & > * {
    grid-area: 1 / 1;
  }
  & > [data-active="false"] {
    visibility: hidden;
  }
  &[data-direction="next"] > [data-active="true"] {
    animation: ${fromRight} 0.5s ease-out both;
  }
  &[data-direction="prev"] > [data-active="true"] {
    animation: ${fromLeft} 0.5s ease-out both;
  }
  ${media.reducedMotion} {
    & > [data-active="true"] {
      animation: none !important;
    }
  }
`;

/** Previous, position and Next stay centred; the stop button sits apart at the start. */
const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${space[12]};
  margin-top: ${space[4]};
`;

const Stepper = styled.div`
  grid-column: 2;
  display: flex;
  align-items: center;
  gap: ${space[12]};
`;

/** A 48 px arrow or stop button that fills under the pointer, the carousel's controls. */
const RoundButton = styled(Button)`
  width: 48px;
  height: 48px;
  &:hover {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

const StopButton = styled(RoundButton)`
  grid-column: 1;
  grid-row: 1;
  justify-self: start;
`;

/** One dot per testimonial; many of them wrap onto more rows rather than widen the page. */
const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space[4]};
  max-width: calc(100vw - 200px);
  margin: 0 ${space[4]};
`;

/** A 24 px target (WCAG 2.5.8) around a small visible dot. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    width: 10px;
    height: 10px;
    border-radius: ${radius.round};
    background: ${color.textMuted};
    transition:
      width 0.2s ease,
      background 0.2s ease;
  }
  &[aria-current="true"]::before {
    width: 22px;
    background: ${color.primary};
  }
`;

type Rotation = "on" | "paused" | "off";

/**
 * Home section 7, after the WAI-ARIA APG carousel: moves on every 5 s; stops
 * while hovered or while focus is inside, for good with the stop button, and
 * never under prefers-reduced-motion. The slides announce politely only while
 * the carousel is not rotating by itself.
 */
export function TestimonialsCarousel({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.TestimonialsCarouselQuery>(graphql`
    query TestimonialsCarousel {
      allTestimonial(sort: { position: ASC }) {
        nodes {
          testimonialId
          name
          role
          company
          content
        }
      }
    }
  `);
  return <TestimonialsSlides copy={copy} testimonials={data.allTestimonial.nodes} />;
}

/** The carousel itself, given its testimonials (the CMS's preview gives them from the form). */
export function TestimonialsSlides({
  copy,
  testimonials,
}: {
  copy: SectionCopy;
  testimonials: readonly Testimonial[];
}) {
  const count = testimonials.length;

  const reducedMotion = useReducedMotionPreference();
  // The prebuilt page never rotates; rotation starts once the script runs.
  const mounted = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);

  const canRotate = mounted && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focusInside;
  const carousel = useCarouselAutoAdvance(count, { paused: !rotating });

  let rotation: Rotation = "off";
  if (rotating) rotation = "on";
  else if (canRotate && !stopped) rotation = "paused";

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  if (count === 0) return null;
  return (
    <PageSection id="testimonials" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Carousel
        role="group"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        data-rotation={mounted ? rotation : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
      >
        <Slides
          id={SLIDES_ID}
          aria-live={rotating ? "off" : "polite"}
          data-direction={carousel.direction}
        >
          {testimonials.map((testimonial, i) => (
            <TestimonialSlide
              key={testimonial.testimonialId}
              testimonial={testimonial}
              position={i + 1}
              count={count}
              active={i === carousel.index}
            />
          ))}
        </Slides>
        {count > 1 && (
          <Controls>
            {canRotate && (
              <StopButton
                variant="outline"
                size="icon"
                type="button"
                aria-label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}
                onClick={() => setStopped((s) => !s)}
              >
                {stopped ? (
                  <Play aria-hidden="true" size={20} />
                ) : (
                  <Pause aria-hidden="true" size={20} />
                )}
              </StopButton>
            )}
            <Stepper>
              <RoundButton
                variant="outline"
                size="icon"
                type="button"
                aria-label="Previous testimonial"
                aria-controls={SLIDES_ID}
                onClick={carousel.prev}
              >
                <ChevronLeft aria-hidden="true" size={22} />
              </RoundButton>
              <Dots>
                {testimonials.map((testimonial, i) => (
                  <Dot
                    key={testimonial.testimonialId}
                    type="button"
                    aria-label={`Show testimonial ${i + 1} of ${count}`}
                    aria-controls={SLIDES_ID}
                    aria-current={i === carousel.index ? "true" : undefined}
                    onClick={() => carousel.goTo(i)}
                  />
                ))}
              </Dots>
              <RoundButton
                variant="outline"
                size="icon"
                type="button"
                aria-label="Next testimonial"
                aria-controls={SLIDES_ID}
                onClick={carousel.next}
              >
                <ChevronRight aria-hidden="true" size={22} />
              </RoundButton>
            </Stepper>
          </Controls>
        )}
      </Carousel>
    </PageSection>
  );
}
