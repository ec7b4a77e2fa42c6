import { installProblems } from "./install-problems";

describe("installProblems", () => {
  it("is silent for a consistent tree with every install script reviewed", () => {
    expect(installProblems({}, { allowScripts: [] })).toEqual([]);
  });

  it("names each problem npm ls reports and where to fix it", () => {
    const ls = {
      problems: [
        "invalid: react@18.3.1 /repo/node_modules/react",
        "missing: left-pad@^1.3.0, required by x@1.0.0",
      ],
    };
    expect(installProblems(ls, {})).toEqual([
      'npm ls: invalid: react@18.3.1 /repo/node_modules/react (pin it or its peer in package.json "overrides"; docs/security.md, "Supply chain")',
      'npm ls: missing: left-pad@^1.3.0, required by x@1.0.0 (pin it or its peer in package.json "overrides"; docs/security.md, "Supply chain")',
    ]);
  });

  it("names each install script nobody approved or denied, with its versions", () => {
    const scripts = {
      allowScripts: [
        {
          name: "lmdb",
          changes: [
            { key: "lmdb@2.5.2", change: "pending" },
            { key: "lmdb@2.5.3", change: "pending" },
          ],
        },
      ],
    };
    expect(installProblems({}, scripts)).toEqual([
      'install script not reviewed: lmdb@2.5.2, lmdb@2.5.3 (npm install-scripts approve or deny lmdb; docs/security.md, "Supply chain")',
    ]);
  });
});
