/** DOM ids of a list's tab, panel, heading and items: item ids are unique only within their list. */
export const checklistTabId = (checklistId: string) => `checklist-tab-${checklistId}`;
export const checklistPanelId = (checklistId: string) => `checklist-${checklistId}`;
export const checklistHeadingId = (checklistId: string) => `checklist-${checklistId}-heading`;
export const checklistSectionId = (checklistId: string, index: number) =>
  `checklist-${checklistId}-section-${index + 1}`;
export const checklistItemId = (checklistId: string, itemId: string) =>
  `checklist-${checklistId}-item-${itemId}`;
