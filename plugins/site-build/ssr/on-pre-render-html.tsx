import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";

function isGeneratorMeta(component: ReactNode): boolean {
  return (
    isValidElement<{ name?: string }>(component) &&
    component.type === "meta" &&
    component.props.name === "generator"
  );
}

/** Gatsby's `<meta name="generator">` tells a visitor nothing and costs every page's first bytes. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isGeneratorMeta(component)));
};
