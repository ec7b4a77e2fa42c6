import styled from "@emotion/styled";
import { useState } from "react";
import {
  ServicePage,
  type ServicePageProps,
} from "../../../../src/components/services/ServicePage";
import { servicePath } from "../../../../src/lib/routes";
import { color } from "../../../../src/theme/tokens";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";
import { withPreviewClaims } from "../preview-claims";

const Picker = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 8px 16px;
  font-size: 0.875rem;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`;

type ServiceRecord = ServicePageProps["service"] & { slug?: string };

/**
 * A service page as a visitor will see it, drawn by the service page's own component. The
 * services are one list in the CMS, so the preview shows one at a time, chosen here (at first
 * the last one, where a new service is added).
 */
export function ServicePreview({ entry, document }: PreviewProps) {
  const records = ((
    entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined
  )?.toJS() ?? []) as ServiceRecord[];
  const [chosen, choose] = useState<number | null>(null);
  const index = Math.min(chosen ?? records.length - 1, records.length - 1);
  const service = records[index];
  return (
    <PreviewFrame frame={document}>
      <Picker>
        Service shown:
        <select value={index} onChange={(event) => choose(Number(event.target.value))}>
          {records.map((record, i) => (
            <option key={i} value={i}>
              {record.title || `Service ${i + 1}`}
            </option>
          ))}
        </select>
      </Picker>
      {service?.hero &&
      service.whyChoose &&
      service.benefits &&
      service.useCases &&
      service.closing ? (
        <ServicePage
          service={withPreviewClaims({ ...service, path: servicePath(service.slug ?? "") })}
        />
      ) : (
        <p>
          Fill in the service&rsquo;s hero, reasons, benefits, use cases and closing to see its
          page.
        </p>
      )}
    </PreviewFrame>
  );
}
