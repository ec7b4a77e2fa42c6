import styled from "@emotion/styled";

/** A plain list whose items start with a small icon (check marks, bullets) beside wrapping text. */
export const IconList = styled.ul<{ iconColor?: string }>`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    ${({ iconColor }) => (iconColor ? `color: ${iconColor};` : "")}
  }
`;
