import styled from "@emotion/styled";
import { formatPostalAddress, type LegalSiteFacts } from "../../lib/legal/placeholders";
import { color, fontSize, media, radius, space } from "../../theme/tokens";

const Box = styled.aside`
  margin-top: ${space[48]};
  padding: ${space[20]} ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 ${space[4]};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[8]} ${space[20]};
  margin: 0;
  font-size: ${fontSize.body};
  div {
    display: contents;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  ${media.below("phone")} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${space[8]};
    }
  }
`;

interface CompanyDetailsProps {
  site: Pick<
    LegalSiteFacts,
    "legalName" | "companyNumber" | "vatNumber" | "registeredOffice" | "brandName"
  >;
  /** "Registered in England and Wales", from the site's settings. */
  registeredIn: string;
}

/** Who publishes the page, as a company's website must say: name, number, office, VAT. */
export function CompanyDetails({ site, registeredIn }: CompanyDetailsProps) {
  return (
    <Box aria-labelledby="company-details-title">
      <Title id="company-details-title">Company details</Title>
      <p>
        {site.legalName}, trading as {site.brandName}. {registeredIn}.
      </p>
      <Details>
        <div>
          <dt>Company number</dt>
          <dd>{site.companyNumber}</dd>
        </div>
        <div>
          <dt>Registered office</dt>
          <dd>{formatPostalAddress(site.registeredOffice)}</dd>
        </div>
        <div>
          <dt>VAT number</dt>
          <dd>{site.vatNumber}</dd>
        </div>
      </Details>
    </Box>
  );
}
