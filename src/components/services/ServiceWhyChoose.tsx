import styled from "@emotion/styled";
import { CircleCheck } from "lucide-react";
import { color, fontSize, space } from "../../theme/tokens";
import { PageSection } from "../ui/PageSection";

const List = styled.ol`
  display: grid;
  gap: ${space[16]};
  max-width: 860px;
  margin: ${space[32]} auto 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr);
    gap: ${space[16]};
  }
  svg {
    margin-top: ${space[4]};
    color: ${color.success};
  }
  h3 {
    margin: 0 0 ${space[4]};
    font-size: ${fontSize.lead};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

interface ServiceWhyChooseProps {
  heading: string;
  points: readonly { title: string; description: string }[];
}

/** The five reasons to choose us for this service. */
export function ServiceWhyChoose({ heading, points }: ServiceWhyChooseProps) {
  return (
    <PageSection id="why-choose" heading={heading} tone="tinted">
      <List>
        {points.map((point) => (
          <li key={point.title}>
            <CircleCheck size={22} aria-hidden="true" />
            <div>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </div>
          </li>
        ))}
      </List>
    </PageSection>
  );
}
