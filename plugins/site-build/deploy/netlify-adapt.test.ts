import { routesKeepingPageFiles, withCompiledChunks } from "./netlify-adapt";

describe("routesKeepingPageFiles", () => {
  const page = (routePath: string, filePath: string) => ({
    type: "static",
    path: routePath,
    filePath,
  });

  it("drops only a page whose pretty file is another page's own", () => {
    const routes = [
      page("/", "public/index.html"),
      page("/about", "public/about/index.html"),
      page("/404", "public/404/index.html"),
      page("/404.html", "public/404.html"),
      page("/page-data/about/page-data.json", "public/page-data/about/page-data.json"),
      { type: "function", path: "/api/send-email" },
    ];
    expect(routesKeepingPageFiles(routes).map((route) => route.path)).toEqual([
      "/",
      "/about",
      "/404.html",
      "/page-data/about/page-data.json",
      "/api/send-email",
    ]);
  });
});

describe("withCompiledChunks", () => {
  it("adds the chunk files to every Function once", () => {
    const functions = [
      {
        functionId: "send-email-js",
        requiredFiles: [".cache/functions/send-email.js"],
      },
    ];
    expect(
      withCompiledChunks(functions, [".cache/functions/send-email.js", ".cache/functions/190.js"]),
    ).toEqual([
      {
        functionId: "send-email-js",
        requiredFiles: [".cache/functions/send-email.js", ".cache/functions/190.js"],
      },
    ]);
    expect(functions[0].requiredFiles).toEqual([".cache/functions/send-email.js"]);
  });
});
