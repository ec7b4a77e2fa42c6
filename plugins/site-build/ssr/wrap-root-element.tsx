import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { createSiteCache } from "../../../src/lib/emotion/site-cache";
import { rememberPageCache } from "./page-styles";

/** Each page renders with a cache of its own that only collects its rules (see page-styles.tsx). */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createSiteCache();
  cache.compat = true;
  rememberPageCache(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};
