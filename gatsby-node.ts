/*
 * The build's hooks live in the local plugin plugins/site-build/ (registered in gatsby-config.ts):
 * its gatsby-node.ts lists each hook and the file that holds it.
 */
export {};
