import { transformSync } from "@babel/core";
import path from "node:path";

const emotionPlugin = require.resolve("@emotion/babel-plugin");
const dropTarget = path.join(__dirname, "drop-emotion-target.cjs");

function compile(source: string, plugins: string[], envName = "production"): string {
  const result = transformSync(source, {
    filename: path.join(__dirname, "example.tsx"),
    babelrc: false,
    configFile: false,
    envName,
    plugins,
  });
  return result?.code ?? "";
}

const styledSource = `
  import styled from "@emotion/styled";
  import { Link } from "gatsby";
  const Box = styled.div\`color: red;\`;
  const More = styled(Link)\`margin: 0;\`;
  const Quiet = styled("p", { shouldForwardProp: (prop) => prop !== "tone" })\`gap: 1px;\`;
`;

describe("drop-emotion-target", () => {
  it("takes the target class off every styled component, in both orders of the plugins", () => {
    const withTargets = compile(styledSource, [emotionPlugin]);
    expect(withTargets.match(/target: "e[0-9a-z]+"/g)).toHaveLength(6);

    for (const plugins of [
      [emotionPlugin, dropTarget],
      [dropTarget, emotionPlugin],
    ]) {
      const code = compile(styledSource, plugins);
      expect(code).not.toContain("target");
      // Everything else the Emotion plugin wrote stays: labels in development, compiled styles.
      expect(code).toContain('label: "Box"');
      expect(code).toContain('styles: "color:red"');
      expect(code).toContain('shouldForwardProp: prop => prop !== "tone"');
      expect(code).toContain('_styled(Link, process.env.NODE_ENV === "production" ? {} : {');
    }
  });

  it("leaves other calls with a target option alone", () => {
    const source = `
      import styled from "@emotion/styled";
      import { open } from "./windows";
      const Box = styled.div\`color: red;\`;
      open("/terms", { target: "_blank" });
    `;
    const code = compile(source, [emotionPlugin, dropTarget]);
    expect(code).toContain('open("/terms", {\n  target: "_blank"\n})');
  });

  it("does nothing to a file without styled components", () => {
    const source = 'const link = { target: "_blank" };\n';
    expect(compile(source, [emotionPlugin, dropTarget])).toContain('target: "_blank"');
  });
});
