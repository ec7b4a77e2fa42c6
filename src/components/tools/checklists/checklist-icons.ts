import { ClipboardCheck, CreditCard, FileLock2, ShieldCheck, type LucideIcon } from "lucide-react";

/** Each list's symbol on its tab; a list added to the content later gets the clipboard. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  "cyber-essentials": ShieldCheck,
  "uk-gdpr": FileLock2,
  "iso-27001": ClipboardCheck,
  "pci-dss": CreditCard,
};

export function checklistIcon(checklistId: string): LucideIcon {
  return ICONS[checklistId] ?? ClipboardCheck;
}
