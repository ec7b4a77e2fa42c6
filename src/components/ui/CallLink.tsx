import styled from "@emotion/styled";
import { Phone } from "lucide-react";
import { useSiteSettings } from "../../hooks/useSiteSettings";

const Link = styled.a`
  svg {
    flex: none;
  }
`;

interface CallLinkProps {
  className?: string;
}

/**
 * A click-to-call link to the company's number (content/site.json `phone`: shown in its UK
 * form, dialled in its international form); a phone dials it, a computer offers its calling app.
 */
export function CallLink({ className }: CallLinkProps) {
  const { phone } = useSiteSettings();
  return (
    <Link href={`tel:${phone.tel}`} className={className}>
      <Phone size={18} aria-hidden="true" />
      <span>{`Call ${phone.display}`}</span>
    </Link>
  );
}
