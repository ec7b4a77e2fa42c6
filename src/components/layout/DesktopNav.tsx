import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ChevronDown } from "lucide-react";
import { memo, useEffect } from "react";
import { useSubmenuLinks } from "../../hooks/useSubmenuLinks";
import { useSubmenuGroup } from "../../hooks/useSubmenuGroup";
import { TOP_LEVEL_ITEMS } from "../../lib/navigation";
import { media, navColours, radius, shadow, space, translucent } from "../../theme/tokens";
import { navItemStyle } from "./navStyles";
import { SubmenuList } from "./SubmenuList";

const Nav = styled.nav`
  position: relative;
  ${media.mobile} {
    display: none;
  }
`;

const Items = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/* A narrow panel hangs under its button; the wide one is centred under the whole menu. */
const Item = styled.li<{ wide: boolean }>`
  position: ${({ wide }) => (wide ? "static" : "relative")};
`;

const TopLink = styled(Link)(navItemStyle);
const MenuButton = styled.button(navItemStyle);

const Panel = styled.div<{ wide: boolean }>`
  position: absolute;
  top: calc(100% + 10px);
  left: ${({ wide }) => (wide ? "50%" : "0")};
  transform: ${({ wide }) => (wide ? "translateX(-50%)" : "none")};
  width: ${({ wide }) => (wide ? "min(760px, calc(100vw - 32px))" : "280px")};
  padding: ${space[8]};
  border-radius: ${radius.md};
  background: ${navColours.panel};
  border: 1px solid ${translucent("white", 0.12)};
  box-shadow: ${shadow.menu};
`;

/** Memoised: the header re-renders when the phone menu opens, which changes nothing here. */
export const DesktopNav = memo(function DesktopNav({ pathname }: { pathname: string }) {
  const submenus = useSubmenuLinks();
  const { openId, toggle, close, containerRef, registerButton } = useSubmenuGroup<
    "services" | "assessment"
  >();
  useEffect(close, [pathname, close]);

  return (
    <Nav aria-label="Main" ref={containerRef}>
      <Items>
        {TOP_LEVEL_ITEMS.map((item) =>
          item.kind === "link" ? (
            <Item key={item.to} wide={false}>
              <TopLink to={item.to}>{item.label}</TopLink>
            </Item>
          ) : (
            <Item key={item.id} wide={item.id === "services"}>
              <MenuButton
                type="button"
                ref={registerButton(item.id)}
                aria-expanded={openId === item.id}
                aria-controls={`submenu-${item.id}`}
                onClick={() => toggle(item.id)}
              >
                {item.label}
                <ChevronDown size={16} aria-hidden="true" />
              </MenuButton>
              <Panel
                id={`submenu-${item.id}`}
                hidden={openId !== item.id}
                wide={item.id === "services"}
              >
                <SubmenuList
                  idPrefix={`submenu-${item.id}`}
                  sections={submenus[item.id]}
                  columns={item.id === "services" ? 3 : 1}
                  onNavigate={close}
                />
              </Panel>
            </Item>
          ),
        )}
      </Items>
    </Nav>
  );
});
