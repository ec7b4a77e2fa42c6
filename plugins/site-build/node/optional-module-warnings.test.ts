import type { Reporter } from "gatsby";
import { isOptionalPgNativeWarning, quietOptionalModuleWarnings } from "./optional-module-warnings";

/** The warning as `gatsby build` printed it for the compiled contact Function. */
const PG_NATIVE = `./node_modules/pg/lib/native/client.js
Module not found: Can't resolve 'pg-native' in
'/site/node_modules/pg/lib/native'`;

describe("isOptionalPgNativeWarning", () => {
  it("is pg's optional native bindings missing from pg/lib/native", () => {
    expect(isOptionalPgNativeWarning(PG_NATIVE)).toBe(true);
  });

  it("is not another missing module, nor pg-native asked for by other code", () => {
    expect(isOptionalPgNativeWarning(PG_NATIVE.replace(/pg-native/, "left-pad"))).toBe(false);
    expect(
      isOptionalPgNativeWarning(
        "./src/api/send-email.ts\nModule not found: Can't resolve 'pg-native' in '/site/src/api'",
      ),
    ).toBe(false);
  });
});

describe("quietOptionalModuleWarnings", () => {
  it("drops that warning and passes every other, once installed however often it is called", () => {
    const printed: string[] = [];
    const reporter = { warn: (text: string) => printed.push(text) } as unknown as Reporter;
    quietOptionalModuleWarnings(reporter);
    quietOptionalModuleWarnings(reporter);
    reporter.warn(PG_NATIVE);
    reporter.warn("content/blog/x.json: something to act on");
    // A copy made later, as Gatsby makes one for each plugin's hook, filters too.
    ({ ...reporter }).warn(PG_NATIVE);
    expect(printed).toEqual(["content/blog/x.json: something to act on"]);
  });
});
