import styled from "@emotion/styled";
import { Phone } from "lucide-react";
import { useSiteSettings } from "../../hooks/useSiteSettings";

const Link = styled.a`
  svg {
    flex: none;
  }
`;

interface CallLinkProps {
  /** Words before the number, said and shown: "Call". */
  verb?: string;
  className?: string;
}

/**
 * A click-to-call link to the company's number (content/site.json `phone`: shown in its UK
 * form, dialled in its international form); a phone dials it, a computer offers its calling app.
 */
export function CallLink({ verb = "Call", className }: CallLinkProps) {
  const { phone } = useSiteSettings();
  return (
    <Link href={`tel:${phone.tel}`} className={className}>
      <Phone size={18} aria-hidden="true" />
      <span>{verb ? `${verb} ${phone.display}` : phone.display}</span>
    </Link>
  );
}
