import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { IconBadge } from "../ui/IconBadge";

const Card = styled.section`
  padding: ${space[32]};
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[8]};
  }
  > p {
    color: ${color.textMuted};
    margin-bottom: ${space[24]};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[20]};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${space[16]};
  align-items: start;
  address {
    font-style: normal;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Label = styled.span`
  display: block;
  font-size: ${fontSize.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.textMuted};
`;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Item>
      <IconBadge aria-hidden="true">{icon}</IconBadge>
      <div>
        <Label>{label}</Label>
        {children}
      </div>
    </Item>
  );
}

/** Address, phone and email from content/site.json, with the promised response time. */
export function ContactDetails() {
  const site = useSiteSettings();
  const { siteSettings } = useStaticQuery<Queries.ContactDetailsQuery>(graphql`
    query ContactDetails {
      siteSettings {
        responseTime
      }
    }
  `);
  const { address, phone, emails } = site;
  return (
    <Card aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Get in Touch</h2>
      <p>Talk to a real engineer in London. No call centres, no scripts.</p>
      <List>
        <Detail icon={<MapPin size={22} />} label="Office">
          <address>
            {site.legalName}
            <br />
            {address.street}
            <br />
            {address.locality} {address.postcode}
            <br />
            {address.country}
          </address>
        </Detail>
        <Detail icon={<Phone size={22} />} label="Phone">
          <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </Detail>
        <Detail icon={<Mail size={22} />} label="Email">
          <a href={`mailto:${emails.info}`}>{emails.info}</a>
        </Detail>
        {siteSettings?.responseTime && (
          <Detail icon={<Clock size={22} />} label="Response time">
            <span>We reply {siteSettings.responseTime}.</span>
          </Detail>
        )}
      </List>
    </Card>
  );
}
