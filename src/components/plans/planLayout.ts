/** Three cards side by side need this much room; below it they stack. */
export const cardsSideBySide = "@media (min-width: 900px)";
