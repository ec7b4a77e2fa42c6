/** Words in a result's excerpt: two lines in the dialog. (A module of its own, so the search page's inline script bundles nothing more with it.) */
export const EXCERPT_WORDS = 24;
