/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { CAROUSEL_INTERVAL_MS } from "../../lib/carousel";
import { TestimonialsCarousel } from "./TestimonialsCarousel";
import homeContent from "../../../content/home.json";

const copy = homeContent.sections.testimonials;

const nodes = [
  { testimonialId: 1, name: "Ada One", role: "Director", company: "First Ltd", content: "One." },
  { testimonialId: 2, name: "Ben Two", role: "Partner", company: "Second LLP", content: "Two." },
  { testimonialId: 3, name: "Cat Three", role: "Owner", company: "Third plc", content: "Three." },
];

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const currentSlide = () => screen.getByRole("group", { name: /^\d of 3$/ });
const slideRegion = () => document.getElementById("testimonial-slides") as HTMLElement;

describe("TestimonialsCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(useStaticQuery).mockReturnValue({ allTestimonial: { nodes } });
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it("renders every testimonial as a quote with name, role and company", () => {
    const { container } = render(<TestimonialsCarousel copy={copy} />);
    expect(container.querySelectorAll("figure blockquote")).toHaveLength(3);
    expect(container.querySelectorAll("figcaption")[1]).toHaveTextContent(
      "Ben TwoPartner, Second LLP",
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("What Our Clients Say");
  });

  it("rotates every 5 s with aria-live off, and stops (live polite) while hovered", () => {
    render(<TestimonialsCarousel copy={copy} />);
    const carousel = screen.getByRole("group", { name: "Client testimonials" });
    expect(slideRegion()).toHaveAttribute("aria-live", "off");
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName("2 of 3");
    fireEvent.mouseEnter(carousel);
    expect(slideRegion()).toHaveAttribute("aria-live", "polite");
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAccessibleName("2 of 3");
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName("3 of 3");
  });

  it("Previous and Next wrap and record the direction", () => {
    render(<TestimonialsCarousel copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(currentSlide()).toHaveAccessibleName("3 of 3");
    expect(slideRegion()).toHaveAttribute("data-direction", "prev");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(currentSlide()).toHaveAccessibleName("1 of 3");
    expect(slideRegion()).toHaveAttribute("data-direction", "next");
  });

  it("never rotates under reduced motion and offers no stop button", () => {
    setReducedMotion(true);
    render(<TestimonialsCarousel copy={copy} />);
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
    expect(slideRegion()).toHaveAttribute("aria-live", "polite");
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 4));
    expect(currentSlide()).toHaveAccessibleName("1 of 3");
  });

  it("the stop button stops rotation until started again", () => {
    render(<TestimonialsCarousel copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    fireEvent.blur(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAccessibleName("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName("2 of 3");
  });
});
