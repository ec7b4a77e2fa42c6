/**
 * Babel plugin, run after @emotion/babel-plugin: drops the `target` option that plugin gives
 * every styled component (`_styled("div", { target: "e1abc2" })`).
 *
 * The target is a second class name on every styled element, there only so that one styled
 * component can be used as a selector inside another (`${Card}:hover &`). The site never does
 * that, and the extra class weighs on every page's HTML and scripts.
 *
 * Without it, a component selector fails loudly: Emotion throws in development, and
 * check-public rejects a built page whose CSS holds the `.undefined` such a selector becomes.
 *
 * CommonJS, because Babel loads plugins with require().
 */
const STYLED_BASE = "@emotion/styled/base";

/** @param {{ types: typeof import("@babel/types") }} babel */
module.exports = function dropEmotionTarget({ types: t }) {
  /** @param {import("@babel/types").Node} node */
  const isTargetOption = (node) =>
    t.isObjectProperty(node) && !node.computed && t.isIdentifier(node.key, { name: "target" });

  /**
   * The options argument: an object, or (for its development-only label) a
   * `process.env.NODE_ENV === "production" ? {…} : {…}` choosing between two.
   * @param {import("@babel/types").Node | undefined} node
   */
  const dropTarget = (node) => {
    if (t.isObjectExpression(node)) {
      node.properties = node.properties.filter((property) => !isTargetOption(property));
    } else if (t.isConditionalExpression(node)) {
      dropTarget(node.consequent);
      dropTarget(node.alternate);
    }
  };

  return {
    name: "drop-emotion-target",
    visitor: {
      // On exit, once @emotion/babel-plugin has rewritten every styled call and import.
      Program: {
        exit(/** @type {import("@babel/core").NodePath<import("@babel/types").Program>} */ path) {
          const styledNames = new Set();
          for (const statement of path.node.body) {
            if (!t.isImportDeclaration(statement) || statement.source.value !== STYLED_BASE)
              continue;
            for (const specifier of statement.specifiers) {
              if (t.isImportDefaultSpecifier(specifier)) styledNames.add(specifier.local.name);
            }
          }
          if (styledNames.size === 0) return;
          path.traverse({
            CallExpression(call) {
              const { callee, arguments: args } = call.node;
              if (t.isIdentifier(callee) && styledNames.has(callee.name)) dropTarget(args[1]);
            },
          });
        },
      },
    },
  };
};
