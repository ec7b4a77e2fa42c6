import home from "../../../../content/home.json";
import { TestimonialsSlides } from "../../../../src/components/home/TestimonialsCarousel";
import type { Testimonial } from "../../../../src/components/home/TestimonialSlide";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";
import { withPreviewClaims } from "../preview-claims";

interface TestimonialRecord {
  id?: number;
  name?: string;
  role?: string;
  company?: string;
  content?: string;
}

/** The home page's testimonials carousel as a visitor will see it, from the form. */
export function TestimonialsPreview({ entry, document }: PreviewProps) {
  const records = ((
    entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined
  )?.toJS() ?? []) as TestimonialRecord[];
  const testimonials: Testimonial[] = records
    .filter((record) => record && typeof record.name === "string")
    .map((record, index) => ({
      testimonialId: record.id ?? index + 1,
      name: record.name ?? "",
      role: record.role ?? "",
      company: record.company ?? "",
      content: record.content ?? "",
    }));
  return (
    <PreviewFrame frame={document}>
      <TestimonialsSlides
        copy={withPreviewClaims(home.sections.testimonials)}
        testimonials={testimonials}
      />
    </PreviewFrame>
  );
}
