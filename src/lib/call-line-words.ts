/**
 * What a caller asks before dialling, as a call-first service page names it beside its call
 * button (the service's `emergencyHours` and `calloutCost`).
 */
export const CALL_LINE_WORDS = { hours: "Lines open", cost: "Call-out cost" } as const;
