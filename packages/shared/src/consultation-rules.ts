/**
 * Consultation slots (issue 18): weekdays, 9:00 to 18:00 studio time, within the next 14 days,
 * checked in the browser and again on the server; apart from the plan schemas (./schemas/plans.ts)
 * so screens that show a studio date or time do not load zod.
 */
import { dateTimeFormat } from './intl-formats';

/** The studio's own clock: dates and times of consultations are read in this zone. */
export const STUDIO_TIME_ZONE = 'America/Toronto';
/** A consultation is booked at most this many days ahead (today counts as day 0). */
export const CONSULTATION_BOOKING_DAYS = 14;
/** Half-hour slots from 09:00 to 17:30: every consultation ends by 18:00. */
export const CONSULTATION_TIMES: readonly string[] = Object.freeze(
  Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
);
export const CONSULTATION_NOTE_MAX_LENGTH = 1000;

export const CONSULTATION_MESSAGES = {
  dateRequired: 'Please choose a date.',
  dateInvalid: 'Please choose a valid date.',
  dateInPast: 'That date has already passed.',
  dateTooFar: `Please choose a date within the next ${CONSULTATION_BOOKING_DAYS} days.`,
  weekend: 'Consultations are on weekdays (Monday to Friday).',
  timeRequired: 'Please choose a time.',
  timeInvalid: 'Please choose a time between 9:00 and 18:00.',
  timeInPast: 'That time has already passed. Please choose a later time.',
  noteTooLong: `The note must be at most ${CONSULTATION_NOTE_MAX_LENGTH} characters.`,
} as const;

/** 'YYYY-MM-DD' of an instant on the studio's clock. */
export function studioDate(at: Date): string {
  return dateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 'HH:MM' (24 h) of an instant on the studio's clock. */
export function studioTime(at: Date): string {
  const parts = dateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'), or null when either is not a real date. */
function daysBetween(from: string, to: string): number | null {
  const parse = (text: string) => {
    const m = DATE_PATTERN.exec(text);
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = Date.UTC(y, mo - 1, d);
    const back = new Date(t);
    // 2026-02-30 rolls over to March: not a real date.
    if (y < 2000 || y > 9999 || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
    return t;
  };
  const a = parse(from);
  const b = parse(to);
  return a === null || b === null ? null : Math.round((b - a) / 86_400_000);
}

/** The days a consultation may be booked on, as 'YYYY-MM-DD' (weekdays from today to 14 days ahead). */
export function consultationDates(now: Date): string[] {
  const today = studioDate(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let i = 0; i <= CONSULTATION_BOOKING_DAYS; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const text = day.toISOString().slice(0, 10);
    // Today only while a slot is still ahead.
    if (i === 0 && !CONSULTATION_TIMES.some((time) => time > studioTime(now))) continue;
    dates.push(text);
  }
  return dates;
}

/**
 * SPEC-like rules of a consultation slot, checked in the browser and again on the server: a real
 * date, a weekday, from today up to 14 days ahead on the studio's clock, a half-hour slot from 9:00
 * to 17:30, and not already past. Answers the message of the first rule broken, or null.
 */
export function validateConsultationSlot(date: string, time: string, now: Date): { field: 'date' | 'time'; message: string } | null {
  if (!date) return { field: 'date', message: CONSULTATION_MESSAGES.dateRequired };
  const ahead = daysBetween(studioDate(now), date);
  if (ahead === null) return { field: 'date', message: CONSULTATION_MESSAGES.dateInvalid };
  if (ahead < 0) return { field: 'date', message: CONSULTATION_MESSAGES.dateInPast };
  if (ahead > CONSULTATION_BOOKING_DAYS) return { field: 'date', message: CONSULTATION_MESSAGES.dateTooFar };
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return { field: 'date', message: CONSULTATION_MESSAGES.weekend };
  if (!time) return { field: 'time', message: CONSULTATION_MESSAGES.timeRequired };
  if (!CONSULTATION_TIMES.includes(time)) return { field: 'time', message: CONSULTATION_MESSAGES.timeInvalid };
  if (ahead === 0 && time <= studioTime(now)) return { field: 'time', message: CONSULTATION_MESSAGES.timeInPast };
  return null;
}
