import { Link } from "gatsby";
import { Fragment } from "react";
import type { InlinePart } from "../../lib/legal/inline-text";

/** A legal text with its contact details as mailto:/tel: links and its links as links. */
export function InlineText({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case "email":
            return (
              <a key={index} href={`mailto:${part.address}`}>
                {part.address}
              </a>
            );
          case "phone":
            return (
              <a key={index} href={`tel:${part.tel}`}>
                {part.display}
              </a>
            );
          case "link":
            return part.internal ? (
              <Link key={index} to={part.href}>
                {part.text}
              </Link>
            ) : (
              <a
                key={index}
                href={part.href}
                rel={part.href.startsWith("https:") ? "noopener noreferrer" : undefined}
              >
                {part.text}
              </a>
            );
          default:
            return <Fragment key={index}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}
