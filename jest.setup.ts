import "@testing-library/jest-dom";

/**
 * Gatsby is mocked once for every unit test, so components render without a
 * build: graphql is inert, useStaticQuery is a jest.fn each test fills in,
 * Link is a plain anchor and navigate a spy.
 */
jest.mock("gatsby", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require("react") as typeof import("react");
  return {
    graphql: jest.fn(),
    useStaticQuery: jest.fn(),
    navigate: jest.fn(),
    Link: React.forwardRef(function Link(
      { to, activeClassName: _a, partiallyActive: _p, ...rest }: Record<string, unknown>,
      ref: React.Ref<HTMLAnchorElement>,
    ) {
      return React.createElement("a", { ...rest, href: String(to), ref });
    }),
  };
});

jest.mock("gatsby-plugin-image", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require("react") as typeof import("react");
  return {
    GatsbyImage: ({ alt }: { alt: string }) => React.createElement("img", { alt }),
    StaticImage: ({ alt }: { alt: string }) => React.createElement("img", { alt }),
    getImage: (x: unknown) => x ?? undefined,
    getSrc: () => "/image.png",
  };
});
