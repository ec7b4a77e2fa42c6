import styled from "@emotion/styled";
import { useId } from "react";
import type { InlinePart } from "../../lib/legal/inline-text";
import { color, emSpace, focusRing, fontSize, media, radius, space } from "../../theme/tokens";
import { InlineText } from "./InlineText";

/*
 * On a narrow screen the table keeps its columns and scrolls sideways inside this region,
 * which takes keyboard focus so the scroll is reachable without a pointer.
 */
const ScrollRegion = styled.div`
  overflow-x: auto;
  margin: 0 0 ${emSpace[1.5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  &:focus-visible {
    ${focusRing()};
  }
`;

const Table = styled.table`
  width: 100%;
  /* Wide enough that the longest column (a purpose) reads as lines, not a word per line. */
  min-width: 48rem;
  border-collapse: collapse;
  font-size: ${fontSize.body};
  line-height: 1.5;
  caption {
    caption-side: top;
    text-align: left;
    padding: ${space[16]} ${space[16]} ${space[8]};
    font-weight: 700;
    color: ${color.text};
  }
  th,
  td {
    padding: ${space[8]} ${space[16]};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${color.border};
  }
  thead th {
    background: ${color.surface};
    font-size: ${fontSize.small};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.textMuted};
  }
  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 9em;
  }
`;

/*
 * The caption is as wide as the table, which scrolls: on a phone its words are kept within
 * the screen's width (page and caption padding aside), so none start off-screen.
 */
const CaptionText = styled.span`
  display: block;
  ${media.mobile} {
    max-width: calc(100vw - 4.5rem);
  }
`;

/* Only where the table is wider than the screen; hidden from the table's accessible name. */
const ScrollHint = styled.span`
  display: none;
  font-weight: 400;
  font-size: ${fontSize.small};
  color: ${color.textMuted};
  ${media.mobile} {
    display: block;
    margin-top: ${space[4]};
  }
`;

interface LegalTableProps {
  caption: readonly InlinePart[];
  columns: readonly string[];
  rows: readonly (readonly (readonly InlinePart[])[])[];
}

/** A table of a legal text: captioned, column headers, each row named by its first cell. */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  return (
    <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <CaptionText>
            <InlineText parts={caption} />
            <ScrollHint aria-hidden="true">(scroll sideways for more)</ScrollHint>
          </CaptionText>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    <InlineText parts={cell} />
                  </th>
                ) : (
                  <td key={c}>
                    <InlineText parts={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
