import home from "../../../../content/home.json";
import { PartnersStrip } from "../../../../src/components/home/PartnersSection";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";
import { withPreviewClaims } from "../preview-claims";

/** The home page's partners strip as a visitor will see it, from the form (logos included). */
export function PartnersPreview({ entry, getAsset, document }: PreviewProps) {
  const records = ((
    entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined
  )?.toJS() ?? []) as { name?: unknown; logo?: unknown }[];
  const partners = records.flatMap((record) =>
    record && typeof record.name === "string" && record.name
      ? [
          {
            name: record.name,
            logo:
              typeof record.logo === "string" && record.logo
                ? getAsset(record.logo)?.toString()
                : undefined,
          },
        ]
      : [],
  );
  return (
    <PreviewFrame frame={document}>
      <PartnersStrip copy={withPreviewClaims(home.sections.partners)} partners={partners} />
    </PreviewFrame>
  );
}
