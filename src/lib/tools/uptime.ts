/**
 * Uptime calculator: how much downtime an availability percentage allows, and
 * what that downtime costs at a given revenue per hour.
 */
import { clampNumber, formatGbp, groupThousands, type NumberFieldRules } from "./numbers";

export interface UptimeInput {
  /** Availability as a percentage, 0..100 (e.g. 99.9). */
  uptimePercent: number;
  /** Revenue (or cost of lost productivity) per hour of downtime, in GBP. */
  revenuePerHour: number;
}

export const DEFAULT_UPTIME_INPUT: UptimeInput = { uptimePercent: 99.9, revenuePerHour: 1000 };

/** £1bn an hour is far beyond any SME; the cap only keeps results finite. */
export const MAX_REVENUE_PER_HOUR = 1_000_000_000;

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
/** A calendar day; "per day" figures assume round-the-clock service. */
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;
export const SECONDS_PER_WEEK = 7 * SECONDS_PER_DAY;
/** The usual SLA year: 365 days (8,760 hours), ignoring leap days. */
export const SECONDS_PER_YEAR = 365 * SECONDS_PER_DAY;
/** An average month, a twelfth of the year (730 hours), so months are comparable. */
export const SECONDS_PER_MONTH = SECONDS_PER_YEAR / 12;

/** The levels shown side by side: from "two nines" to "four nines". */
export const UPTIME_COMPARISON_LEVELS: readonly number[] = [99, 99.5, 99.9, 99.95, 99.99];

export const UPTIME_ASSUMPTIONS: readonly string[] = [
  "A year is 365 days (8,760 hours); a month is a twelfth of that (730 hours); a week is 7 days and a day is 24 hours.",
  "Availability is measured around the clock, as in most service level agreements, not just during office hours.",
  "Downtime cost is the revenue per hour you enter multiplied by the hours of downtime; it leaves out recovery work, lost data, penalties and reputational harm, so the real cost is usually higher.",
  "Allowed downtime is the most an uptime level permits; planned maintenance windows excluded from an SLA come on top.",
];

export interface DowntimeAllowance {
  perYear: number;
  perMonth: number;
  perWeek: number;
  perDay: number;
}

export interface UptimeResult {
  /** The inputs as used, after clamping. */
  input: UptimeInput;
  /** Allowed downtime in seconds. */
  downtimeSeconds: DowntimeAllowance;
  /** Cost of that downtime in whole pounds. */
  costPerYear: number;
  costPerMonth: number;
  costPerWeek: number;
  costPerDay: number;
}

export interface UptimeComparisonRow {
  uptimePercent: number;
  downtimePerYearSeconds: number;
  downtimePerMonthSeconds: number;
  downtimePerWeekSeconds: number;
  downtimePerDaySeconds: number;
  costPerYear: number;
  /** The level the visitor entered (added to the standard levels when it is not one of them). */
  isCurrent: boolean;
}

/** The form's fields as typed: the page checks them with UPTIME_FIELD_RULES. */
export const UPTIME_FIELD_RULES: NumberFieldRules<keyof UptimeInput> = {
  uptimePercent: { noun: "an uptime percentage", min: 0, max: 100 },
  revenuePerHour: {
    noun: "a revenue per hour",
    min: 0,
    max: MAX_REVENUE_PER_HOUR,
    format: formatGbp,
  },
};

export function sanitiseUptimeInput(input: UptimeInput): UptimeInput {
  return {
    uptimePercent: clampNumber(input.uptimePercent, 0, 100, DEFAULT_UPTIME_INPUT.uptimePercent),
    revenuePerHour: clampNumber(input.revenuePerHour, 0, MAX_REVENUE_PER_HOUR, 0),
  };
}

/** Seconds of downtime per period that an uptime percentage allows. */
export function allowedDowntime(uptimePercent: number): DowntimeAllowance {
  const percent = clampNumber(uptimePercent, 0, 100, DEFAULT_UPTIME_INPUT.uptimePercent);
  // Rounded to a billionth of a percent so 99.9 gives exactly 0.1 % down, not 0.0999…
  const share = Math.round((100 - percent) * 1e9) / 1e11;
  return {
    perYear: SECONDS_PER_YEAR * share,
    perMonth: SECONDS_PER_MONTH * share,
    perWeek: SECONDS_PER_WEEK * share,
    perDay: SECONDS_PER_DAY * share,
  };
}

function downtimeCost(seconds: number, revenuePerHour: number): number {
  return Math.round((seconds / SECONDS_PER_HOUR) * revenuePerHour);
}

export function calculateUptime(rawInput: UptimeInput): UptimeResult {
  const input = sanitiseUptimeInput(rawInput);
  const downtimeSeconds = allowedDowntime(input.uptimePercent);
  return {
    input,
    downtimeSeconds,
    costPerYear: downtimeCost(downtimeSeconds.perYear, input.revenuePerHour),
    costPerMonth: downtimeCost(downtimeSeconds.perMonth, input.revenuePerHour),
    costPerWeek: downtimeCost(downtimeSeconds.perWeek, input.revenuePerHour),
    costPerDay: downtimeCost(downtimeSeconds.perDay, input.revenuePerHour),
  };
}

/**
 * The standard levels side by side at one revenue per hour. With `currentUptimePercent`, the
 * matching row is marked, or the visitor's own level is slotted in where it belongs.
 */
export function uptimeComparisonRows(
  revenuePerHour: number,
  currentUptimePercent?: number,
): UptimeComparisonRow[] {
  const revenue = clampNumber(revenuePerHour, 0, MAX_REVENUE_PER_HOUR, 0);
  const current =
    currentUptimePercent === undefined || Number.isNaN(currentUptimePercent)
      ? null
      : roundPercent(clampNumber(currentUptimePercent, 0, 100, DEFAULT_UPTIME_INPUT.uptimePercent));
  const levels = [...UPTIME_COMPARISON_LEVELS];
  if (current !== null && !levels.includes(current)) {
    levels.push(current);
    levels.sort((a, b) => a - b);
  }
  return levels.map((uptimePercent) => {
    const downtime = allowedDowntime(uptimePercent);
    return {
      uptimePercent,
      downtimePerYearSeconds: downtime.perYear,
      downtimePerMonthSeconds: downtime.perMonth,
      downtimePerWeekSeconds: downtime.perWeek,
      downtimePerDaySeconds: downtime.perDay,
      costPerYear: downtimeCost(downtime.perYear, revenue),
      isCurrent: uptimePercent === current,
    };
  });
}

/** To a ten-thousandth of a percent, as the levels are written. */
function roundPercent(percent: number): number {
  return Math.round(percent * 10000) / 10000;
}

interface DurationUnit {
  singular: string;
  plural: string;
  seconds: number;
}

const DURATION_UNITS: readonly DurationUnit[] = [
  { singular: "second", plural: "seconds", seconds: 1 },
  { singular: "minute", plural: "minutes", seconds: SECONDS_PER_MINUTE },
  { singular: "hour", plural: "hours", seconds: SECONDS_PER_HOUR },
  { singular: "day", plural: "days", seconds: SECONDS_PER_DAY },
];

/** Seconds keep one decimal place; larger units keep three significant figures (whole numbers from 1,000 up). */
function roundForUnit(value: number, unitIndex: number): number {
  if (unitIndex === 0) return Math.round(value * 10) / 10;
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * A duration in the largest unit that keeps the number at least 1 (seconds below a
 * minute, minutes below an hour, hours below a day, then days), rounded as above:
 * 31,536 s → "8.76 hours", 2,628 s → "43.8 minutes", 8.64 s → "8.6 seconds".
 * Negative or non-finite input reads "0 seconds".
 */
export function formatDuration(seconds: number): string {
  // The cap (about 31 million years) only keeps the digits out of exponent notation.
  const safe = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 1e15) : 0;
  let unitIndex = 0;
  while (unitIndex < DURATION_UNITS.length - 1 && safe >= DURATION_UNITS[unitIndex + 1].seconds) {
    unitIndex += 1;
  }
  let value = roundForUnit(safe / DURATION_UNITS[unitIndex].seconds, unitIndex);
  // 59.97 seconds rounds to 60: say "1 minute" rather than "60 seconds".
  if (
    unitIndex < DURATION_UNITS.length - 1 &&
    value * DURATION_UNITS[unitIndex].seconds >= DURATION_UNITS[unitIndex + 1].seconds
  ) {
    unitIndex += 1;
    value = roundForUnit(safe / DURATION_UNITS[unitIndex].seconds, unitIndex);
  }
  const unit = DURATION_UNITS[unitIndex];
  return `${groupThousands(value, decimalsOf(value))} ${value === 1 ? unit.singular : unit.plural}`;
}

/** "99.9%" without float noise such as 99.94999999. */
export function formatUptimePercent(uptimePercent: number): string {
  const rounded = Math.round(uptimePercent * 10000) / 10000;
  return `${rounded}%`;
}

export function summariseUptime(rawInput: UptimeInput): string {
  const result = calculateUptime(rawInput);
  const { input, downtimeSeconds } = result;
  return [
    `Uptime calculator: ${formatUptimePercent(input.uptimePercent)} uptime at ${formatGbp(input.revenuePerHour)} revenue per hour.`,
    `Allowed downtime: ${formatDuration(downtimeSeconds.perYear)} a year, ${formatDuration(downtimeSeconds.perMonth)} a month, ${formatDuration(downtimeSeconds.perWeek)} a week, ${formatDuration(downtimeSeconds.perDay)} a day.`,
    `Cost of that downtime: ${formatGbp(result.costPerYear)} a year (${formatGbp(result.costPerMonth)} a month).`,
  ].join("\n");
}

/** One sentence for screen readers once the visitor stops typing: the result, not every figure. */
export function uptimeHeadline(rawInput: UptimeInput): string {
  const result = calculateUptime(rawInput);
  const { input, downtimeSeconds } = result;
  const level = formatUptimePercent(input.uptimePercent);
  if (downtimeSeconds.perYear === 0) return `${level} uptime allows no downtime at all.`;
  return `${level} uptime allows ${formatDuration(downtimeSeconds.perYear)} of downtime a year (${formatDuration(downtimeSeconds.perMonth)} a month), costing ${formatGbp(result.costPerYear)} a year.`;
}
