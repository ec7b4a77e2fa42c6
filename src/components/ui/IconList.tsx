import styled from "@emotion/styled";
import { space } from "../../theme/tokens";

/** A plain list whose items start with a small icon (check marks, bullets) beside wrapping text. */
export const IconList = styled.ul<{ iconColor?: string }>`
  display: grid;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${space[8]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: ${space[4]};
    ${({ iconColor }) => (iconColor ? `color: ${iconColor};` : "")}
  }
`;
