import { useEffect, useState } from "react";
import home from "../../../content/home.json";
import { PartnersStrip, type Partner } from "../../components/home/PartnersSection";
import { partnerMarkUrl } from "../../lib/brand-marks";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";

interface PartnerRecord {
  name?: string;
  mark?: string | null;
  wordmark?: boolean;
}

type Mark = NonNullable<Partner["logo"]>;

/**
 * The marks the site has drawn, by slug, as the build wrote them (each file carries its
 * display size). A mark added in the form is drawn by the next build: until then the preview
 * shows the partner's name, as the site does for a brand without a mark.
 */
function useBuiltMarks(slugs: readonly string[]): Record<string, Mark | null> {
  const [marks, setMarks] = useState<Record<string, Mark | null>>({});
  const wanted = slugs.filter((slug) => !(slug in marks)).join(" ");
  useEffect(() => {
    if (!wanted) return;
    for (const slug of wanted.split(" ")) {
      const src = partnerMarkUrl(slug);
      fetch(src)
        .then(async (answer) => {
          const svg = answer.ok ? await answer.text() : "";
          const width = Number(/\swidth="(\d+)"/.exec(svg)?.[1]);
          const height = Number(/\sheight="(\d+)"/.exec(svg)?.[1]);
          return width > 0 && height > 0 ? { src, width, height } : null;
        })
        .catch(() => null)
        .then((mark) => setMarks((known) => ({ ...known, [slug]: mark })));
    }
  }, [wanted]);
  return marks;
}

/** The home page's partners strip as a visitor will see it, from the form. */
export function PartnersPreview({ entry, document }: PreviewProps) {
  const records = ((
    entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined
  )?.toJS() ?? []) as PartnerRecord[];
  const named = records.filter((record) => record && typeof record.name === "string");
  const marks = useBuiltMarks(
    named.flatMap((record) =>
      typeof record.mark === "string" && record.mark ? [record.mark] : [],
    ),
  );
  const partners: Partner[] = named.map((record) => ({
    name: record.name ?? "",
    wordmark: record.wordmark === true,
    logo: record.mark ? (marks[record.mark] ?? null) : null,
  }));
  return (
    <PreviewFrame frame={document}>
      <PartnersStrip copy={home.sections.partners} partners={partners} />
    </PreviewFrame>
  );
}
