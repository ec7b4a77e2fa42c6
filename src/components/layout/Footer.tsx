import styled from "@emotion/styled";
import { Link } from "gatsby";
import { HeartHandshake, Mail, MapPin, Phone } from "lucide-react";
import type { SiteSettings } from "../../hooks/useSiteSettings";
import { COOKIE_BUTTON_RESERVE_PX } from "../../lib/cookie-button-placement";
import { formatPostalAddress } from "../../lib/legal/placeholders";
import { FOOTER_EXPLORE_LINKS, LEGAL_LINKS } from "../../lib/navigation";
import {
  contentWidth,
  fixedColours,
  focusRing,
  fontSize,
  media,
  navColours,
  radius,
  space,
  translucent,
} from "../../theme/tokens";
import { CookieSettingsLink } from "../consent/CookieSettingsLink";
import { IconList } from "../ui/IconList";
import { SocialIcon } from "./SocialIcon";

const Wrapper = styled.footer`
  background: ${navColours.bg};
  color: ${navColours.muted};
  /* The round Cookie Settings button's place stays free at the end of every page. */
  padding: ${space[56]} ${space[16]} ${COOKIE_BUTTON_RESERVE_PX}px;
  a {
    color: ${navColours.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${fixedColours.white};
  }
  a:focus-visible {
    ${focusRing(navColours.focus)};
  }
`;

const Grid = styled.div`
  max-width: ${contentWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 1fr;
  gap: ${space[40]};
  ${media.below("laptop")} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${space[32]};
  }
`;

const Heading = styled.h2`
  color: ${fixedColours.white};
  font-size: ${fontSize.body};
  margin-bottom: ${space[16]};
`;

const Social = styled.ul`
  list-style: none;
  margin: ${space[16]} 0 0;
  padding: 0;
  display: flex;
  gap: ${space[8]};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.round};
    border: 1px solid ${translucent("white", 0.25)};
  }
`;

const Charity = styled.p`
  display: flex;
  gap: ${space[8]};
  align-items: center;
  color: ${fixedColours.white};
  font-weight: 600;
`;

const Bottom = styled.div`
  max-width: ${contentWidth};
  margin: ${space[40]} auto 0;
  padding-top: ${space[24]};
  border-top: 1px solid ${translucent("white", 0.14)};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[12]};
  font-size: ${fontSize.small};
  p {
    margin: 0;
  }
`;

export function Footer({ site }: { site: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Grid>
        <section aria-labelledby="footer-about">
          <Heading id="footer-about">About Us</Heading>
          <p>{site.footer.about}</p>
          <Charity>
            <HeartHandshake size={20} aria-hidden="true" />
            {site.footer.charity}
          </Charity>
          <Social aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${site.brandName} on ${link.name} (opens in a new tab)`}
                >
                  <SocialIcon name={link.icon} markPath={link.markPath} />
                </a>
              </li>
            ))}
          </Social>
        </section>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">Contact</Heading>
          <IconList>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <address style={{ fontStyle: "normal" }}>
                {`${site.address.street}, ${site.address.locality} ${site.address.postcode}`}
              </address>
            </li>
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a>
            </li>
          </IconList>
        </section>
        <section aria-labelledby="footer-explore">
          <Heading id="footer-explore">Explore</Heading>
          <IconList>
            {FOOTER_EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </IconList>
        </section>
        <section aria-labelledby="footer-legal">
          <Heading id="footer-legal">Legal</Heading>
          <IconList>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
          </IconList>
        </section>
      </Grid>
      <Bottom>
        {/* One string, not JSX text around expressions: React marks each join in the HTML. */}
        <p>
          {`© ${year} ${site.legalName}. ${site.footer.registered}, company no. ${site.companyNumber}. ` +
            `Registered office: ${formatPostalAddress(site.registeredOffice)}. VAT no. ${site.vatNumber}.`}
        </p>
        <p>{site.tagline}</p>
      </Bottom>
    </Wrapper>
  );
}
