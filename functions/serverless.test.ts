import { serverlessHost, serverlessStoreProblem } from "./serverless";

describe("serverlessHost", () => {
  it("knows Netlify and the Lambda its functions run on, with one proxy in front", () => {
    expect(serverlessHost({ NETLIFY: "true" })).toMatchObject({ name: "Netlify", proxyHops: 1 });
    expect(serverlessHost({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js" })).toMatchObject({
      variable: "AWS_LAMBDA_FUNCTION_NAME",
      proxyHops: 1,
    });
  });

  it("knows other hosts without claiming to know their proxies", () => {
    expect(serverlessHost({ VERCEL: "1" })).toMatchObject({ name: "Vercel", proxyHops: undefined });
    expect(serverlessHost({ K_SERVICE: "contact" })?.proxyHops).toBeUndefined();
  });

  it("is undefined on a server of our own, and for empty variables", () => {
    expect(serverlessHost({})).toBeUndefined();
    expect(serverlessHost({ NETLIFY: "", VERCEL: " " })).toBeUndefined();
  });
});

describe("serverlessStoreProblem", () => {
  it("names LEADS_DATABASE_URL on Lambda or Netlify without one", () => {
    expect(serverlessStoreProblem({ AWS_LAMBDA_FUNCTION_NAME: "send-email-js" })).toMatch(
      /LEADS_DATABASE_URL is not set/,
    );
    expect(serverlessStoreProblem({ NETLIFY: "true", LEADS_DATABASE_URL: " " })).toMatch(
      /LEADS_DATABASE_URL/,
    );
  });

  it("is quiet with a database, or on a server with its own disk", () => {
    expect(
      serverlessStoreProblem({
        AWS_LAMBDA_FUNCTION_NAME: "send-email-js",
        LEADS_DATABASE_URL: "postgresql://leads@db/leads",
      }),
    ).toBeUndefined();
    expect(serverlessStoreProblem({})).toBeUndefined();
  });
});
