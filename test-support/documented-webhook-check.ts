/**
 * The receiver's check of a lead webhook's signature exactly as docs/operations.md documents it
 * ("Lead webhook"), read from that page and run as a receiver would run it, so the tests prove
 * the documented code itself.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export type GenuineLeadCheck = (
  rawBody: string,
  signatureHeader: unknown,
  secret: string,
  nowSeconds?: number,
) => boolean;

export function documentedWebhookCheck(): GenuineLeadCheck {
  const readme = readFileSync(path.join(__dirname, "..", "docs", "operations.md"), "utf8");
  const block = /```js\n(\/\/ Checks a lead webhook[\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error("docs/operations.md has no lead webhook check");
  const context = vm.createContext({ require, Buffer });
  return vm.runInContext(`${block}\nisGenuineLead;`, context) as GenuineLeadCheck;
}
