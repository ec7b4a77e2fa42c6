import { graphql } from "gatsby";

/** What every legal page queries of its text (used by the three pages' queries). */
export const legalDocumentFields = graphql`
  fragment LegalDocumentFields on LegalDocument {
    title
    description
    lastUpdated
    intro
    sections {
      heading
      blocks {
        type
        text
        items
        caption
        columns
        rows
      }
    }
  }
`;
