import { Facebook, Globe, Linkedin, Youtube, type LucideIcon } from "lucide-react";
import type { SocialIconName } from "../../lib/social-icons";

/**
 * The footer is on every page, so it imports only its own icons; the full content icon
 * registry (components/Icon.tsx) then stays out of the code every page loads.
 */
const SOCIAL_ICONS: Partial<Record<SocialIconName, LucideIcon>> = {
  Linkedin,
  Facebook,
  Youtube,
  Globe,
};

interface SocialIconProps {
  name: string;
  /** The brand's own mark (a 24-unit SVG path from simple-icons), given by the build. */
  markPath?: string | null;
  size?: number;
}

export function SocialIcon({ name, markPath, size = 20 }: SocialIconProps) {
  if (markPath) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={markPath} />
      </svg>
    );
  }
  const Component = SOCIAL_ICONS[name as SocialIconName] ?? Globe;
  return <Component size={size} aria-hidden="true" />;
}
