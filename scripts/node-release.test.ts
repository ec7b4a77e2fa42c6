/**
 * One Node.js release for the project: the lowest that package.json's engines accept, the one
 * .ci/run runs the tests on, and the one Netlify builds with are the same major version.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the Node.js release", () => {
  it("is the same major version in engines, .ci/run and netlify.toml", () => {
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines;
    const lowest = /^>=(\d+)\.\d+\.\d+$/.exec(engines.node)?.[1];
    const ci = /^NODE_MAJOR=(\d+)$/m.exec(read(".ci/run"))?.[1];
    const netlify = /^\s*NODE_VERSION = "(\d+)"$/m.exec(read("netlify.toml"))?.[1];
    expect(lowest).toBeDefined();
    expect([ci, netlify]).toEqual([lowest, lowest]);
  });

  it("is the one these tests run on, or newer", () => {
    const lowest = Number(/(\d+)/.exec(read(".ci/run").match(/^NODE_MAJOR=\d+$/m)?.[0] ?? "")?.[1]);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(lowest);
  });
});
