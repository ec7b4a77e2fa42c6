import type { ResolvedBlock } from "../../lib/legal/resolve-document";
import { InlineText } from "./InlineText";
import { LegalTable } from "./LegalTable";

/** One block of a legal section: a paragraph, a bulleted list or a table. */
export function LegalBlock({ block }: { block: ResolvedBlock }) {
  switch (block.type) {
    case "list":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return <LegalTable caption={block.caption} columns={block.columns} rows={block.rows} />;
    default:
      return (
        <p>
          <InlineText parts={block.text} />
        </p>
      );
  }
}
