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

/**
 * Runs inline in <head> before the body paints, so a stored dark theme never
 * flashes light. Kept tiny and dependency-free; storage may be blocked.
 */
export const THEME_BOOTSTRAP_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");}catch(e){}var d=document.documentElement;d.classList.remove("light","dark");d.classList.add(t==="dark"?"dark":"light");})();`;
