import styled from "@emotion/styled";
import { useEffect, type ReactNode } from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { endInitialHydration } from "../../lib/hydration/initial-hydration";
import { searchBodyAttributes } from "../../lib/search/search-kinds";
import { GlobalStyles } from "../../theme/GlobalStyles";
import { NAV_HEIGHT_PX } from "../../theme/tokens";
import { ConsentManager } from "../consent/ConsentManager";
import { SiteSearch } from "../search/SiteSearch";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { Footer } from "./Footer";
import { ReplayEarlyInteractions } from "./ReplayEarlyInteractions";
import { SiteHeader } from "./SiteHeader";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

const Main = styled.main`
  display: block;
  padding-top: ${NAV_HEIGHT_PX}px;
  min-height: 70vh;
  &:focus {
    outline: none;
  }
`;

interface LayoutProps {
  pathname: string;
  children: ReactNode;
}

/** The frame of every page (wrapped once in gatsby-browser/ssr, so it persists across navigation). */
export function Layout({ pathname, children }: LayoutProps) {
  const site = useSiteSettings();
  // Marks the moment the page is interactive (tests and monitoring wait for it).
  useEffect(() => {
    endInitialHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <ConsentManager />
      <SiteHeader pathname={pathname} brandName={site.brandName} />
      {/* Site search reads each page's main content only (its kind from the address). */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} {...searchBodyAttributes(pathname)}>
        {children}
      </Main>
      <Footer site={site} />
      <CookieSettingsButton />
      <SiteSearch />
      {/* Parts take the held clicks aimed at them as they mount; this replays the rest. */}
      <ReplayEarlyInteractions />
    </>
  );
}
