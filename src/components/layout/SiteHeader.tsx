import styled from "@emotion/styled";
import { Menu, Search, X } from "lucide-react";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { whenIdle } from "../../hydration/when-idle";
import { SEARCH_KEY_SHORTCUTS } from "../../lib/search/search-events";
import { SEARCH_LABEL } from "../../lib/search/search-kinds";
import {
  contentWidth,
  fontSize,
  layer,
  media,
  NAV_HEIGHT_PX,
  navColours,
  PHONE_MEDIA_QUERY,
  shadow,
  space,
  visuallyHidden,
} from "../../theme/tokens";
import { CallLink } from "../ui/CallLink";
import { DesktopNav } from "./DesktopNav";
import { Logo } from "./Logo";
import { iconButtonStyle, navCallStyle } from "./navStyles";
import { MOBILE_MENU_ID, MobileMenu, MobileMenuPanel } from "./MobileMenu";
import { SearchLink } from "./SearchLink";
import { IconButton, ThemeToggle } from "./ThemeToggle";

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${layer.navigation};
  height: ${NAV_HEIGHT_PX}px;
  background: ${navColours.bg};
  color: ${navColours.text};
  box-shadow: ${shadow.navigationEdge};
`;

const Inner = styled.div`
  height: 100%;
  max-width: ${contentWidth};
  margin: 0 auto;
  padding: 0 ${space[16]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[12]};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[8]};
`;

/*
 * The number beside the menu on desktop: a pill that reads "Call 020 7946 0958" on a wide
 * screen, a round phone button where the menu needs the room (the number stays its name).
 * Phones find it in the mobile menu.
 */
const HeaderCall = styled(CallLink)`
  ${navCallStyle};
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space[12]};
  font-size: ${fontSize.body};
  white-space: nowrap;
  flex: none;
  /* Under 900 px the menu needs the whole bar (phones have it in the mobile menu). */
  ${media.below("tablet")} {
    display: none;
  }
  ${media.below("wide")} {
    padding: 0;
    span {
      ${visuallyHidden}
    }
  }
`;

/* Search, on every width: the phone menu lists it too. */
const HeaderSearch = styled(SearchLink)(iconButtonStyle);

const Hamburger = styled(IconButton)`
  ${media.desktop} {
    display: none;
  }
`;

export function SiteHeader({ pathname, brandName }: { pathname: string; brandName: string }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  // The phone menu's links are not in the prebuilt page: they repeat the main menu's (which
  // search engines and every visitor get), and nothing shows them before the page is
  // interactive. On a phone they are rendered once the browser is idle after hydration, so
  // the first tap only shows them; elsewhere when the menu is first opened. That render is a
  // transition, in pieces that yield to the browser rather than one long task.
  const [menuRendered, setMenuRendered] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        if (window.matchMedia(PHONE_MEDIA_QUERY).matches) {
          startTransition(() => setMenuRendered(true));
        }
      }, 5000),
    [],
  );
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMobileOpen(false), []);

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      hamburgerRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  return (
    <Bar>
      <Inner>
        <Logo brandName={brandName} />
        <DesktopNav pathname={pathname} />
        <Tools>
          <HeaderCall />
          <HeaderSearch aria-label={SEARCH_LABEL} aria-keyshortcuts={SEARCH_KEY_SHORTCUTS}>
            <Search size={20} aria-hidden="true" />
          </HeaderSearch>
          <ThemeToggle />
          <Hamburger
            ref={hamburgerRef}
            type="button"
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setMenuRendered(true);
              setMobileOpen((open) => !open);
            }}
          >
            {mobileOpen ? (
              <X size={22} aria-hidden="true" />
            ) : (
              <Menu size={22} aria-hidden="true" />
            )}
          </Hamburger>
        </Tools>
      </Inner>
      {/* Once rendered only the panel's visibility changes: the menus are memoised. */}
      <MobileMenuPanel id={MOBILE_MENU_ID} hidden={!mobileOpen}>
        {menuRendered && <MobileMenu onNavigate={closeMenu} />}
      </MobileMenuPanel>
    </Bar>
  );
}
