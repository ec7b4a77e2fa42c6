/** About 75 characters a line at the article's text size: the comfortable measure for long reading. */
export const READING_WIDTH = "740px";
