import { serverlessStoreProblem } from "./serverless-store";

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
