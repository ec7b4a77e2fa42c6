import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { IconBadge } from "../ui/IconBadge";
import type { AssessmentService } from "./assessment-types";

const List = styled.ul`
  display: grid;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ServiceLink = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[16]};
  padding: ${space[12]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  text-decoration: none;
  @media (prefers-reduced-motion: no-preference) {
    transition: border-color 0.15s ease;
  }
  &:hover {
    border-color: ${color.primary};
    color: ${color.text};
  }
  strong {
    display: block;
  }
  span span {
    display: block;
    font-size: ${fontSize.small};
    color: ${color.textMuted};
  }
  > svg {
    color: ${color.primary};
  }
  /* Phones: the whole row is the target, the arrow only costs width. */
  ${media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space[12]};
    padding: ${space[12]};
    > svg {
      display: none;
    }
  }
`;

interface SuggestedServicesProps {
  services: readonly AssessmentService[];
}

/** The services that fit the answers, each linking to its page. */
export function SuggestedServices({ services }: SuggestedServicesProps) {
  const idPrefix = useId();
  return (
    <List>
      {services.map((service) => (
        <li key={service.slug}>
          {/* Named by the title alone, so a list of links reads short; the text describes it. */}
          <ServiceLink
            to={service.path}
            aria-labelledby={`${idPrefix}-${service.slug}-title`}
            aria-describedby={`${idPrefix}-${service.slug}-text`}
          >
            <IconBadge size={40}>
              <Icon name={service.icon} size={20} />
            </IconBadge>
            <span>
              <strong id={`${idPrefix}-${service.slug}-title`}>{service.title}</strong>
              <span id={`${idPrefix}-${service.slug}-text`}>{service.description}</span>
            </span>
            <ArrowRight size={18} aria-hidden="true" />
          </ServiceLink>
        </li>
      ))}
    </List>
  );
}
