import { graphql, useStaticQuery } from "gatsby";

/** The 14 services in the editor's order (content/services.json). */
export function useServices() {
  const data = useStaticQuery<Queries.ServiceListQuery>(graphql`
    query ServiceList {
      allService(sort: { position: ASC }) {
        nodes {
          slug
          title
          description
          icon
          path
        }
      }
    }
  `);
  return data.allService.nodes;
}
