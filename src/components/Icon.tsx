import { Shield, type LucideProps } from "lucide-react";
import { isIconName } from "../lib/icon-names";
import * as ICONS from "../lib/icon-set";

interface IconProps extends Omit<LucideProps, "ref"> {
  name: string;
}

/** A decorative content icon (hidden from assistive technology: the text beside it carries the meaning). */
export function Icon({ name, ...props }: IconProps) {
  const Component = isIconName(name) ? ICONS[name] : Shield;
  return <Component aria-hidden="true" {...props} />;
}
