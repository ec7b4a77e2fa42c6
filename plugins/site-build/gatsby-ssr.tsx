/**
 * The server rendering's hooks, one file each under ssr/: every page's Emotion rules collected
 * into one <style> in the head (wrapRootElement, onRenderBody), the theme and early-interaction
 * scripts first in the head (onRenderBody), and no generator meta (onPreRenderHTML).
 */
export { wrapRootElement } from "./ssr/wrap-root-element";
export { onRenderBody } from "./ssr/on-render-body";
export { onPreRenderHTML } from "./ssr/on-pre-render-html";
