import { createHash } from "node:crypto";
import {
  inlineScriptHashes,
  inlineScripts,
  isExecutableScriptType,
  scriptElements,
  scriptHashSource,
  withContentSecurityPolicyMeta,
} from "./inline-scripts";
import { FIRST_SCRIPT } from "../../../src/hydration/inline-scripts.generated";

/** A page shaped like Gatsby's output: head scripts, JSON-LD, the loader scripts at the end. */
const PAGE = `<!DOCTYPE html><html lang="en-GB" class="light"><head><meta charSet="utf-8"/>
<meta name="generator" content="Gatsby 5.16.1"/>
<style>.a{content:"<script>not a script</script>"}</style>
<script type="module">const e="loading"in HTMLImageElement.prototype;</script>
<script>${FIRST_SCRIPT}</script>
<title>Home | Northbridge IT</title>
<script type="application/ld+json" data-gatsby-head="true">{"@type":"Organization"}</script>
</head><body><div id="___gatsby"></div>
<!-- <script>commented out</script> -->
<noscript><script>never runs</script></noscript>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
<script>window.___webpackCompilationHash="62965a9abb08ceae407f";</script>
<script src="/app-fcf5ddf84f6491627c17.js" async></script>
</body></html>`;

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("scriptElements", () => {
  it("finds every script element with its attributes, skipping comments and raw text", () => {
    const scripts = scriptElements(PAGE);
    expect(scripts.map((s) => s.attributes)).toEqual([
      { type: "module" },
      {},
      { type: "application/ld+json", "data-gatsby-head": "true" },
      { id: "gatsby-script-loader" },
      { id: "gatsby-chunk-mapping" },
      {},
      { src: "/app-fcf5ddf84f6491627c17.js", async: "" },
    ]);
  });

  it("keeps a script's text verbatim, whitespace and CDATA markers included", () => {
    const loader = scriptElements(PAGE).find((s) => s.attributes.id === "gatsby-script-loader");
    expect(loader?.text).toBe('/*<![CDATA[*/window.pagePath="/";/*]]>*/');
    const mapping = scriptElements(PAGE).find((s) => s.attributes.id === "gatsby-chunk-mapping");
    expect(mapping?.text).toBe('\n            window.___chunkMapping="{}";\n          ');
  });

  it("reads quoted, unquoted and upper-case attributes, and a '>' inside quotes", () => {
    const [script] = scriptElements(`<SCRIPT TYPE=module data-x='a>b'>run()</SCRIPT>`);
    expect(script).toEqual({ attributes: { type: "module", "data-x": "a>b" }, text: "run()" });
  });

  it("takes a script's text up to the first closing tag only", () => {
    expect(scriptElements(`<script>var a = "</scr" + "ipt>";</script><p>`)).toHaveLength(1);
    expect(scriptElements(`<script>a()</script ><script>b()</script>`).map((s) => s.text)).toEqual([
      "a()",
      "b()",
    ]);
  });

  it("handles comments closed at once and an unclosed script", () => {
    expect(scriptElements(`<!--><script>a()</script><!---><script>b()</script>`)).toHaveLength(2);
    expect(scriptElements(`<script>never closed`)).toEqual([
      { attributes: {}, text: "never closed" },
    ]);
  });
});

describe("isExecutableScriptType", () => {
  it("is true for classic JavaScript, modules and other script-src checked types", () => {
    for (const type of [undefined, "", " ", "text/javascript", "TEXT/JavaScript ", "module"]) {
      expect(isExecutableScriptType(type)).toBe(true);
    }
    expect(isExecutableScriptType("importmap")).toBe(true);
  });

  it("is false for data blocks", () => {
    for (const type of ["application/ld+json", "application/json", "text/template", "text/plain"]) {
      expect(isExecutableScriptType(type)).toBe(false);
    }
  });
});

describe("inlineScripts and their hashes", () => {
  it("lists the inline scripts the browser runs, not JSON-LD, external or inert ones", () => {
    expect(inlineScripts(PAGE)).toEqual([
      'const e="loading"in HTMLImageElement.prototype;',
      FIRST_SCRIPT,
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
      '\n            window.___chunkMapping="{}";\n          ',
      'window.___webpackCompilationHash="62965a9abb08ceae407f";',
    ]);
  });

  it("hashes the UTF-8 text as CSP hash sources", () => {
    expect(scriptHashSource("alert(1)")).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(scriptHashSource("é")).toBe(sha256("é"));
  });

  it("normalises line endings as the HTML parser does before hashing", () => {
    expect(inlineScriptHashes("<head><script>a()\r\nb()\rc()</script>")).toEqual([
      sha256("a()\nb()\nc()"),
    ]);
  });

  it("gives each distinct script one hash, sorted", () => {
    const twice = `<script type="module">x()</script><p></p><script type="module">x()</script>`;
    expect(inlineScriptHashes(twice)).toEqual([sha256("x()")]);
    const hashes = inlineScriptHashes(PAGE);
    expect(hashes).toHaveLength(5);
    expect([...hashes].sort()).toEqual(hashes);
    expect(hashes).toContain(sha256(FIRST_SCRIPT));
  });
});

describe("withContentSecurityPolicyMeta", () => {
  const POLICY = "default-src 'self'; script-src 'self' 'sha256-x'";

  it("puts the policy right after the charset declaration, before every script", () => {
    const page = withContentSecurityPolicyMeta(PAGE, POLICY);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${POLICY}"/>`;
    expect(page).toContain(`<head><meta charSet="utf-8"/>${meta}`);
    expect(page.indexOf(meta)).toBeLessThan(page.indexOf("<script"));
  });

  it("replaces an earlier policy, however it was written, and gives the same page twice", () => {
    const old = PAGE.replace(
      "<title>",
      `<meta http-equiv='content-security-policy' content="script-src 'unsafe-inline'"><title>`,
    );
    const once = withContentSecurityPolicyMeta(old, POLICY);
    expect(once).not.toContain("unsafe-inline");
    expect(once.match(/content-security-policy/gi)).toHaveLength(1);
    expect(withContentSecurityPolicyMeta(once, POLICY)).toBe(once);
  });

  it("escapes the attribute value", () => {
    const page = withContentSecurityPolicyMeta("<html><head></head></html>", `a "b" & <c>`);
    expect(page).toContain(`content="a &quot;b&quot; &amp; &lt;c&gt;"`);
  });

  it("goes first in the head when a script comes before the charset or there is none", () => {
    expect(withContentSecurityPolicyMeta("<head><script>a()</script></head>", "x")).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="x"/><script>a()</script></head>`,
    );
  });

  it("refuses a document without a head", () => {
    expect(() => withContentSecurityPolicyMeta("<p>fragment</p>", "x")).toThrow(/no <head>/);
  });
});
