/** Unit tests: pure modules in node, components in jsdom (per-file docblock). */
module.exports = {
  testEnvironment: "node",
  roots: [
    "<rootDir>/src",
    "<rootDir>/functions",
    "<rootDir>/scripts",
    "<rootDir>/plugins",
    "<rootDir>/bench",
  ],
  // The bare Gatsby page the page benchmark builds beside the site.
  modulePathIgnorePatterns: ["<rootDir>/bench/baseline/"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // swc strips the types (tsc checks them in check:code): the unit run in half ts-jest's time.
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic", importSource: "@emotion/react" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  // Jest loads CommonJS only; Node (22) requires these ES modules itself.
  transformIgnorePatterns: ["^(?!.*/node_modules/content-disposition/).*/node_modules/"],
  moduleNameMapper: {
    "\\.(css|png|svg|jpg|avif|webp)$": "<rootDir>/test-support/file-stub.js",
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testTimeout: 20000,
  // Jest's default leaves a core to its own process, which mostly waits; the transforms do not.
  maxWorkers: "100%",
};
