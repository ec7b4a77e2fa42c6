import type { IGatsbyImageData } from "gatsby-plugin-image";

/** One onboarding step as the carousel's parts need it. */
export interface OnboardingStepView {
  id: string;
  step: string;
  content: string;
  image: IGatsbyImageData | undefined;
}
