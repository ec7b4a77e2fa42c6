import styled from "@emotion/styled";
import { Quote } from "lucide-react";
import { cardSurface, color, fontSize, media, radius, space } from "../../theme/tokens";

const Slide = styled.div`
  padding: ${space[40]} ${space[48]} ${space[36]};
  ${cardSurface}
  ${media.mobile} {
    padding: ${space[28]} ${space[24]} ${space[24]};
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const QuoteMark = styled(Quote)`
  color: ${color.primary};
  margin-bottom: ${space[12]};
`;

const Words = styled.blockquote`
  margin: 0 0 ${space[28]};
  flex: 1;
  font-size: ${fontSize.lead};
  line-height: 1.65;
  color: ${color.text};
  p {
    margin: 0;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${space[16]};
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 52px;
  height: 52px;
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
  color: ${color.text};
`;

const Role = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${fontSize.body};
`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A client's words as the carousel shows them (`testimonialId` keys the slide). */
export interface Testimonial {
  testimonialId: number;
  name: string;
  role: string;
  company: string;
  content: string;
}

export interface TestimonialSlideProps {
  testimonial: Omit<Testimonial, "testimonialId">;
  position: number;
  count: number;
  active: boolean;
}

/** One client's words as a carousel slide (APG: a group described as "slide", named "n of m"). */
export function TestimonialSlide({ testimonial, position, count, active }: TestimonialSlideProps) {
  return (
    <Slide
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      data-active={active ? "true" : "false"}
    >
      <Figure>
        <QuoteMark aria-hidden="true" size={36} />
        <Words>
          <p>{testimonial.content}</p>
        </Words>
        <Caption>
          <Initials aria-hidden="true">{initialsOf(testimonial.name)}</Initials>
          <span>
            <Name>{testimonial.name}</Name>
            <Role>
              {testimonial.role}, {testimonial.company}
            </Role>
          </span>
        </Caption>
      </Figure>
    </Slide>
  );
}
