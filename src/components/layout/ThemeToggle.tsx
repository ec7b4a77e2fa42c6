import styled from "@emotion/styled";
import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import type { ThemeName } from "../../theme/tokens";
import { iconButtonStyle } from "./navStyles";
import { applyTheme, DEFAULT_THEME, parseStoredTheme, THEME_STORAGE_KEY } from "../../lib/theme";

export const IconButton = styled.button(iconButtonStyle);

function currentTheme(): ThemeName {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Switches light/dark; the choice is kept in localStorage "theme". */
export function ThemeToggle() {
  // The inline head script already applied the stored theme; read it after mount.
  const [theme, setTheme] = useState<ThemeName>(DEFAULT_THEME);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      // Storage can be blocked; the class on <html> still tells the truth.
    }
    setTheme(stored ? parseStoredTheme(stored) : currentTheme());
  }, []);

  const next: ThemeName = theme === "dark" ? "light" : "dark";
  const toggle = () => {
    applyTheme(document.documentElement, next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not persisted when storage is blocked; the switch still works for this visit.
    }
    setTheme(next);
  };

  return (
    <IconButton
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === "dark" ? (
        <Sun size={20} aria-hidden="true" />
      ) : (
        <Moon size={20} aria-hidden="true" />
      )}
    </IconButton>
  );
}
