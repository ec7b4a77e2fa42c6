import { jsonLdScript } from "../lib/structured-data";

interface JsonLdProps {
  /** A schema.org object, e.g. from src/lib/structured-data.ts. */
  data: unknown;
}

/** One JSON-LD block for a page's head, serialised so its text cannot end the script early. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  );
}
