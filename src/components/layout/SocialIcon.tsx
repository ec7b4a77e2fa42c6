import { Facebook, Globe, Linkedin, Twitter, Youtube, type LucideIcon } from "lucide-react";
import type { SocialIconName } from "../../lib/social-icons";

/**
 * The footer is on every page, so it imports only its five icons; the full content icon
 * registry (components/Icon.tsx) then stays out of the code every page loads.
 */
const SOCIAL_ICONS: Record<SocialIconName, LucideIcon> = {
  Linkedin,
  Twitter,
  Facebook,
  Youtube,
  Globe,
};

export function SocialIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = SOCIAL_ICONS[name as SocialIconName] ?? Globe;
  return <Component size={size} aria-hidden="true" />;
}
