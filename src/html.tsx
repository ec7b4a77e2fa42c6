import type { ReactNode } from "react";

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/**
 * Gatsby's page frame, without its `x-ua-compatible` meta (for Internet Explorer) and the
 * viewport's `shrink-to-fit=no` (for iOS 9): bytes in every page's first round trip that no
 * supported browser reads.
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // lang comes in htmlAttributes, set with the theme class in gatsby-ssr.tsx (onRenderBody).
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
