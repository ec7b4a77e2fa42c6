import { Pause, Play } from "lucide-react";
import { Button } from "../ui/Button";

interface OnboardingAutoplayButtonProps {
  running: boolean;
  onToggle: () => void;
}

/** Lets visitors stop the automatic step changes (WCAG 2.2.2) or start them again. */
export function OnboardingAutoplayButton({ running, onToggle }: OnboardingAutoplayButtonProps) {
  return (
    <Button
      variant="outline"
      size="large"
      type="button"
      onClick={onToggle}
      data-autoplay={running ? "on" : "off"}
    >
      {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
      {running ? "Pause steps" : "Play steps"}
    </Button>
  );
}
