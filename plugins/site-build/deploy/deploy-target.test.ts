import { deployTarget, staticBuildOnNetlifyWarning } from "./deploy-target";

describe("deployTarget", () => {
  it("is static when DEPLOY_TARGET is unset or empty", () => {
    expect(deployTarget({})).toBe("static");
    expect(deployTarget({ DEPLOY_TARGET: "" })).toBe("static");
    expect(deployTarget({ DEPLOY_TARGET: "  " })).toBe("static");
  });

  it("is netlify for netlify, in any case", () => {
    expect(deployTarget({ DEPLOY_TARGET: "netlify" })).toBe("netlify");
    expect(deployTarget({ DEPLOY_TARGET: " Netlify " })).toBe("netlify");
  });

  it("refuses a target it does not know, naming it", () => {
    expect(() => deployTarget({ DEPLOY_TARGET: "netlfy" })).toThrow(
      /"netlfy".*DEPLOY_TARGET=netlify/,
    );
  });
});

describe("staticBuildOnNetlifyWarning", () => {
  it("warns for a static build on Netlify's build machines only", () => {
    expect(staticBuildOnNetlifyWarning({ NETLIFY: "true" })).toMatch(/DEPLOY_TARGET=netlify/);
    expect(
      staticBuildOnNetlifyWarning({ NETLIFY: "true", DEPLOY_TARGET: "netlify" }),
    ).toBeUndefined();
    expect(staticBuildOnNetlifyWarning({})).toBeUndefined();
  });
});
