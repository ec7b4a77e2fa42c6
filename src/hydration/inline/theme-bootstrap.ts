/**
 * Applies the stored theme before the body paints, so a stored dark theme never flashes light.
 * Storage may be blocked (private modes, some privacy settings): the default theme then.
 */
import { THEME_STORAGE_KEY } from "../../lib/theme";

let stored: string | null = null;
try {
  stored = localStorage.getItem(THEME_STORAGE_KEY);
} catch {
  // Blocked storage: the light theme.
}
const root = document.documentElement;
root.classList.remove("light", "dark");
root.classList.add(stored === "dark" ? "dark" : "light");
