import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ChevronDown } from "lucide-react";
import { memo } from "react";
import { useSubmenuLinks } from "../../hooks/useSubmenuLinks";
import { useSubmenuGroup } from "../../hooks/useSubmenuGroup";
import { TOP_LEVEL_ITEMS } from "../../lib/navigation";
import { media, NAV_HEIGHT_PX, navColours, shadow, space, translucent } from "../../theme/tokens";
import { CallLink } from "../ui/CallLink";
import { SEARCH_LABEL } from "../../lib/search/search-kinds";
import { navCallStyle, navItemStyle } from "./navStyles";
import { SearchLink } from "./SearchLink";
import { SubmenuList } from "./SubmenuList";

export const MOBILE_MENU_ID = "mobile-menu";

/** The box the mobile menu opens in, below the bar; SiteHeader shows and hides it. */
export const MobileMenuPanel = styled.div`
  position: fixed;
  top: ${NAV_HEIGHT_PX}px;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${NAV_HEIGHT_PX}px);
  overflow-y: auto;
  padding: ${space[12]} ${space[16]} ${space[24]};
  background: ${navColours.bg};
  border-top: 1px solid ${translucent("white", 0.12)};
  box-shadow: ${shadow.menu};
  ${media.desktop} {
    display: none;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[4]};
`;

const fullWidth = { width: "100%", justifyContent: "space-between" } as const;
const TopLink = styled(Link)(navItemStyle, fullWidth);
const MenuButton = styled.button(navItemStyle, fullWidth);
const MenuSearch = styled(SearchLink)(navItemStyle, fullWidth);

/* The phone number as the menu's last entry, a full-width button a thumb finds. */
const Call = styled(CallLink)`
  ${navCallStyle};
  display: flex;
  min-height: 48px;
  margin-top: ${space[12]};
`;

const Sub = styled.div`
  padding: ${space[4]} 0 ${space[8]} ${space[12]};
`;

interface MobileMenuProps {
  onNavigate: () => void;
}

/**
 * The navigation mirrored for small screens; every link closes the menu. Memoised: opening and
 * closing the menu shows and hides its panel (SiteHeader) without rendering its links again.
 */
export const MobileMenu = memo(function MobileMenu({ onNavigate }: MobileMenuProps) {
  const submenus = useSubmenuLinks();
  const { openId, toggle, containerRef, registerButton } = useSubmenuGroup<
    "services" | "assessment"
  >();

  return (
    <nav aria-label="Main (mobile)" ref={containerRef}>
      <Items>
        <li>
          <MenuSearch>{SEARCH_LABEL}</MenuSearch>
        </li>
        {TOP_LEVEL_ITEMS.map((item) =>
          item.kind === "link" ? (
            <li key={item.to}>
              <TopLink to={item.to} onClick={onNavigate}>
                {item.label}
              </TopLink>
            </li>
          ) : (
            <li key={item.id}>
              <MenuButton
                type="button"
                ref={registerButton(item.id)}
                aria-expanded={openId === item.id}
                aria-controls={`mobile-submenu-${item.id}`}
                onClick={() => toggle(item.id)}
              >
                {item.label}
                <ChevronDown size={18} aria-hidden="true" />
              </MenuButton>
              <Sub id={`mobile-submenu-${item.id}`} hidden={openId !== item.id}>
                <SubmenuList
                  idPrefix={`mobile-submenu-${item.id}`}
                  sections={submenus[item.id]}
                  onNavigate={onNavigate}
                />
              </Sub>
            </li>
          ),
        )}
      </Items>
      <Call />
    </nav>
  );
});
