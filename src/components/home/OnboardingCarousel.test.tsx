/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { OnboardingCarousel } from "./OnboardingCarousel";
import homeContent from "../../../content/home.json";

const copy = homeContent.sections.onboarding;

const STEPS = ["Assess and Align", "Innovate and Strategize", "Implement and Optimize"];

function mockViewport({ mobile = false, reducedMotion = false } = {}) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes("max-width")
      ? mobile
      : query.includes("reduce")
        ? reducedMotion
        : false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  (useStaticQuery as jest.Mock).mockReturnValue({
    allOnboardingStep: {
      nodes: STEPS.map((step, i) => ({
        id: `step-${i}`,
        step,
        content: `What happens in ${step}.`,
        image: { childImageSharp: null },
      })),
    },
  });
});
afterEach(() => jest.useRealTimers());

const button = (i: number) => screen.getByRole("button", { name: new RegExp(STEPS[i]) });
const progress = () => screen.getByRole("progressbar", { name: "Progress to the next step" });

describe("OnboardingCarousel", () => {
  it("advances ~3.33 per 100 ms, checks reached steps and moves on after 3 s", () => {
    mockViewport();
    render(<OnboardingCarousel copy={copy} />);
    expect(button(0)).toHaveAttribute("aria-current", "step");
    expect(progress()).toHaveAttribute("aria-valuenow", "0");
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(progress()).toHaveAttribute("aria-valuenow", "33");
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(button(1)).toHaveAttribute("aria-current", "step");
    expect(button(0)).toHaveAccessibleName(/\(completed\)/);
    expect(button(0)).toHaveAttribute("data-checked", "true");
    expect(button(1)).toHaveAttribute("data-checked", "true");
    expect(button(2)).toHaveAttribute("data-checked", "false");
  });

  it("uses the desktop list above 768 px and the compact tabs below", () => {
    mockViewport({ mobile: false });
    const { container, unmount } = render(<OnboardingCarousel copy={copy} />);
    expect(container.querySelector('[data-layout="desktop"]')).not.toBeNull();
    expect(container.querySelector('[data-layout="mobile"]')).toBeNull();
    unmount();
    mockViewport({ mobile: true });
    const mobile = render(<OnboardingCarousel copy={copy} />);
    expect(mobile.container.querySelector('[data-layout="mobile"]')).not.toBeNull();
    expect(mobile.container.querySelector('[data-layout="desktop"]')).toBeNull();
  });

  it("stays put under reduced motion, yet steps remain selectable and Play starts it", () => {
    mockViewport({ reducedMotion: true });
    render(<OnboardingCarousel copy={copy} />);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(button(0)).toHaveAttribute("aria-current", "step");
    expect(progress()).toHaveAttribute("aria-valuenow", "0");
    fireEvent.click(button(2));
    expect(button(2)).toHaveAttribute("aria-current", "step");
    fireEvent.click(screen.getByRole("button", { name: "Play steps" }));
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(button(0)).toHaveAttribute("aria-current", "step");
  });
});
