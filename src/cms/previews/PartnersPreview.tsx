import home from "../../../content/home.json";
import { PartnersStrip } from "../../components/home/PartnersSection";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";

/** The home page's partners strip as a visitor will see it, from the form. */
export function PartnersPreview({ entry, document }: PreviewProps) {
  const records = ((
    entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined
  )?.toJS() ?? []) as { name?: unknown }[];
  const names = records.flatMap((record) =>
    record && typeof record.name === "string" && record.name ? [record.name] : [],
  );
  return (
    <PreviewFrame frame={document}>
      <PartnersStrip copy={home.sections.partners} names={names} />
    </PreviewFrame>
  );
}
