import type { ThemeName } from "../theme/tokens";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: ThemeName = "light";

export function parseStoredTheme(value: string | null | undefined): ThemeName {
  return value === "dark" || value === "light" ? value : DEFAULT_THEME;
}

export function applyTheme(root: HTMLElement, theme: ThemeName): void {
  root.classList.remove("light", "dark");
  root.classList.add(theme);
}
