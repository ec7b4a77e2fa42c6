import styled from "@emotion/styled";
import { media, space } from "../../theme/tokens";

/** The grid of key figures: a description list, so each value is read with its label. */
export const ResultFigures = styled.dl<{ columns?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(${({ columns = 2 }) => columns}, minmax(0, 1fr));
  gap: ${space[12]};
  margin: 0;
  ${media.below("largePhone")} {
    grid-template-columns: repeat(${({ columns = 2 }) => Math.min(columns, 2)}, minmax(0, 1fr));
  }
  /* One figure a row on phones, so large sums and ranges never break mid-number. */
  ${media.below("phone")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[8]};
  }
`;
