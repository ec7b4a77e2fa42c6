import styled from "@emotion/styled";
import { useEffect, type MouseEvent, type ReactNode } from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { COOKIE_SETTINGS_LINK_ATTRIBUTE, requestConsentSettings } from "../../lib/consent-events";
import { endInitialHydration } from "../../hydration/initial-hydration";
import { searchAnswerFilter, searchBodyAttributes } from "../../lib/search/search-kinds";
import { globalStyles } from "../../theme/global-styles";
import { NAV_HEIGHT_PX } from "../../theme/tokens";
import { ConsentManager } from "../consent/ConsentManager";
import { BelowFoldStylesSlot } from "../../hydration/BelowFoldStyles";
import { OnDemand } from "../../hydration/OnDemand";
import { PrebuiltGlobal } from "../../hydration/PrebuiltGlobal";
import { onDemandPart } from "../../hydration/onDemandPart";
import { SiteSearch } from "../search/SiteSearch";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { ReplayEarlyInteractions } from "../../hydration/ReplayEarlyInteractions";
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

/*
 * The footer holds text, links and one button: on a prebuilt page it stays as it is, never
 * hydrated, and its code is loaded only where the page was rendered in the browser. Far below
 * the first screen on most pages, its rendering waits until it nears the viewport (its style
 * and layout were about a quarter of the home page's first rendering work).
 */
const Footer = onDemandPart(
  "footer",
  () => import(/* webpackChunkName: "part-footer" */ "./Footer").then((m) => m.Footer),
  { staysPrebuilt: true },
);

/** The prebuilt footer's Cookie settings button, answered where the footer is not hydrated. */
function openCookieSettings(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element)) return;
  if (!event.target.closest(`[${COOKIE_SETTINGS_LINK_ATTRIBUTE}]`)) return;
  event.preventDefault();
  requestConsentSettings();
}

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
  const answerFilter = searchAnswerFilter(pathname);
  return (
    <BelowFoldStylesSlot>
      <PrebuiltGlobal styles={globalStyles} />
      <SkipLink />
      <ConsentManager />
      <SiteHeader pathname={pathname} brandName={site.brandName} />
      {/* Site search reads each page's main content only (its kind from the address). */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} {...searchBodyAttributes(pathname)}>
        {children}
        {answerFilter && <span hidden data-pagefind-filter={answerFilter} />}
      </Main>
      <OnDemand part={Footer.part} onPrebuiltClick={openCookieSettings} skipWhileOffscreen>
        <Footer site={site} />
      </OnDemand>
      <CookieSettingsButton />
      <SiteSearch />
      {/* Parts take the held clicks aimed at them as they mount; this replays the rest. */}
      <ReplayEarlyInteractions />
    </BelowFoldStylesSlot>
  );
}
