/**
 * The in-site address a click on a plain link should open within the app (as Gatsby's Link
 * does), or null when the browser should handle it: a modified or non-primary click, a link
 * to another origin, a new window, a download, or a jump within the page.
 */
export interface LinkClick {
  target: EventTarget | null;
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function siteLinkPath(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const link = click.target instanceof Element ? click.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  const here = new URL(window.location.href);
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
