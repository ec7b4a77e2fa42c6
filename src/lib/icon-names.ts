/**
 * The icon names content JSON may use. One list, read by the content validator
 * (build time) and by the icon registry (which must map every name).
 */
export const ICON_NAMES = [
  "Shield", "ShieldCheck", "ShieldAlert", "Lock", "KeyRound", "Fingerprint", "Cloud", "CloudUpload",
  "CloudCog", "Server", "ServerCog", "Network", "Router", "Wifi", "Brain", "Bot", "Sparkles", "Headset",
  "LifeBuoy", "Database", "DatabaseBackup", "HardDrive", "Activity", "Gauge", "Scale", "FileCheck",
  "ClipboardCheck", "Briefcase", "Building2", "Factory", "ShoppingCart", "GraduationCap", "HeartPulse",
  "Landmark", "Wrench", "Settings", "Cpu", "Monitor", "Laptop", "Zap", "Rocket", "Target", "Lightbulb",
  "Users", "Handshake", "Award", "TrendingUp", "ChartColumn", "Clock", "RefreshCw", "Globe", "Eye", "Bell",
  "TriangleAlert", "CircleCheck", "Layers", "Workflow", "Mail", "Phone", "MapPin", "Leaf", "Truck",
  "Search", "FileText", "Calendar", "Star", "Siren", "Linkedin", "Twitter", "Facebook", "Youtube",
  "BrickWall", "Flag", "Heart",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && (ICON_NAMES as readonly string[]).includes(value);
}
