import type { GatsbyNode } from "gatsby";
import { contentNodeType } from "../../../src/lib/content-model/collections";
import { RECORD_ID_FIELD } from "../../../src/lib/content-model/graphql-types";
import { recheckContentWhileDeveloping } from "./content-check";

/**
 * Content JSON becomes one node per record, typed by its file (services.json -> Service) and
 * numbered by `position`, the record's place in its file, so lists keep the editor's order.
 * Not gatsby-transformer-json: it throws on a JSON syntax error in `gatsby develop`, where this
 * keeps the server up and the content check names the line.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "content") return;
  const file = node as typeof node & { relativePath: string; extension: string };
  if (file.extension !== "json") return;
  const type = contentNodeType(file.relativePath);
  if (!type) return;
  recheckContentWhileDeveloping(reporter);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await loadNodeContent(node));
  } catch {
    // Only reachable in develop (the build checked every file first); the report above names the line.
    return;
  }
  const records = Array.isArray(parsed) ? parsed : [parsed];
  records.forEach((record: Record<string, unknown>, position) => {
    const { id: recordId, ...fields } = record;
    const child = {
      ...fields,
      ...(recordId === undefined ? {} : { [RECORD_ID_FIELD]: recordId }),
      position,
      id: createNodeId(`${node.id} [${position}] ${type}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(record) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  });
};
