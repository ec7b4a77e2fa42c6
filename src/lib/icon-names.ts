/**
 * The icon names content JSON may use, read from the icon set, for the content validator
 * (build time) and the Icon component.
 */
import * as ICON_SET from "./icon-set";

export type IconName = keyof typeof ICON_SET;

export const ICON_NAMES = Object.keys(ICON_SET).sort() as readonly IconName[];

export function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && (ICON_NAMES as readonly string[]).includes(value);
}
