import { graphql, useStaticQuery } from "gatsby";

/** Company facts from content/site.json and the deployed address. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        brandName
        legalName
        companyNumber
        vatNumber
        registeredOffice {
          street
          locality
          postcode
          country
        }
        tagline
        description
        blogName
        address {
          street
          locality
          postcode
          country
        }
        phone {
          display
          tel
        }
        cookiePolicyPhone {
          display
          tel
        }
        emails {
          info
          privacy
          support
        }
        social {
          name
          url
          icon
          markPath
        }
        contactForm {
          phoneRequired
        }
        footer {
          about
          charity
          registered
        }
      }
    }
  `);
  if (!data.siteSettings) throw new Error("content/site.json is missing");
  return { ...data.siteSettings, siteUrl: data.site?.siteMetadata?.siteUrl ?? "" };
}

export type SiteSettings = ReturnType<typeof useSiteSettings>;
