import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "bench/baseline/public/**",
      "bench/baseline/.cache/**",
      "node_modules/",
      "public/",
      ".cache/",
      ".netlify/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "e2e/support/fake-recaptcha.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Playwright fixtures call their parameter `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      // Tests wait for a state (a locator, expect.poll, the fake clock), never for time.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            "Wait for the state the test needs (expect, expect.poll, page.clock), not for time.",
        },
      ],
    },
  },
  {
    // src/ runs in the browser (or is pure): Node's modules belong in plugins/, scripts/ or
    // functions/. Tests run in Node and may use them. So do the admin page's app and its forms
    // (plugins/site-cms/admin/, forms/), which its build compiles for the browser.
    files: [
      "src/**/*.{ts,tsx}",
      "plugins/site-cms/admin/**/*.{ts,tsx}",
      "plugins/site-cms/forms/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(node:|(fs|path|crypto|child_process|os|url|stream|http|https|zlib)(/|$))",
              message:
                "Browser or pure code; put Node-only code in plugins/site-build/, scripts/ or the admin page's build and local server (plugins/site-cms/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { globals: { ...globals.node }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
