/** The part of a resolver's context used to reach another node (a parent file, the build's day). */
export interface NodeModelContext {
  nodeModel: { getNodeById: (query: { id: string }) => Record<string, unknown> | null };
}
