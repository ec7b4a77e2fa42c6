/** The text "Copy results" puts on the clipboard: the tool, its summary, and where it came from. */
export function copyableResults(toolName: string, summary: string, pageUrl: string): string {
  const lines = [toolName.trim(), "", summary.trim()];
  if (pageUrl.trim() !== "") lines.push("", `Calculated at ${pageUrl.trim()}`);
  return lines.join("\n");
}
