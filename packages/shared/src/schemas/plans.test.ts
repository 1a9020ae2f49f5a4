import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES, CONSULTATION_TIMES, consultationDates, studioDate, studioTime, validateConsultationSlot } from '../consultation-rules';

// Fixed clocks, read in America/Toronto (EST is UTC-5 in December).
const MONDAY_1005 = new Date('2026-12-07T15:05:00Z'); // Mon 7 Dec 2026, 10:05 in Toronto
const MONDAY_2330 = new Date('2026-12-08T04:30:00Z'); // still Mon 7 Dec in Toronto (23:30), Tue 8 Dec in UTC
const SUNDAY_2359 = new Date('2026-12-07T04:59:00Z'); // Sun 6 Dec, 23:59 in Toronto
const MONDAY_0000 = new Date('2026-12-07T05:00:00Z'); // Mon 7 Dec, 00:00 in Toronto
const MONDAY_1731 = new Date('2026-12-07T22:31:00Z'); // Mon 7 Dec, 17:31: the last slot (17:30) has begun

const slot = (date: string, time: string, now = MONDAY_1005) => validateConsultationSlot(date, time, now)?.message ?? null;

describe('the studio clock (America/Toronto)', () => {
  it('reads dates and times in Toronto, not UTC, on both sides of midnight', () => {
    expect(studioDate(MONDAY_2330)).toBe('2026-12-07');
    expect(studioTime(MONDAY_2330)).toBe('23:30');
    expect(studioDate(SUNDAY_2359)).toBe('2026-12-06');
    expect(studioDate(MONDAY_0000)).toBe('2026-12-07');
    expect(studioTime(MONDAY_0000)).toBe('00:00');
  });
});

describe('consultationDates', () => {
  it('lists the weekdays from today to 14 days ahead', () => {
    const dates = consultationDates(MONDAY_0000);
    expect(dates[0]).toBe('2026-12-07');
    expect(dates.at(-1)).toBe('2026-12-21');
    expect(dates).toHaveLength(11);
    expect(dates).not.toContain('2026-12-12'); // Saturday
    expect(dates).not.toContain('2026-12-13'); // Sunday
  });

  it('a minute before midnight on Sunday starts with Monday, and ends 14 days after Sunday', () => {
    const dates = consultationDates(SUNDAY_2359);
    expect(dates[0]).toBe('2026-12-07');
    expect(dates.at(-1)).toBe('2026-12-18');
  });

  it('leaves today out once its last slot has begun, and out late at night although UTC is already tomorrow', () => {
    expect(consultationDates(MONDAY_1005)[0]).toBe('2026-12-07');
    expect(consultationDates(MONDAY_1731)[0]).toBe('2026-12-08');
    expect(consultationDates(MONDAY_2330)[0]).toBe('2026-12-08');
  });

  it('has half-hour slots from 09:00 to 17:30', () => {
    expect(CONSULTATION_TIMES[0]).toBe('09:00');
    expect(CONSULTATION_TIMES.at(-1)).toBe('17:30');
    expect(CONSULTATION_TIMES).toHaveLength(18);
  });
});

describe('validateConsultationSlot', () => {
  it('accepts a later slot today, a weekday within 14 days, and the last slot of the day', () => {
    expect(slot('2026-12-07', '10:30')).toBeNull();
    expect(slot('2026-12-08', '09:00')).toBeNull();
    expect(slot('2026-12-21', '17:30')).toBeNull();
  });

  it('refuses with the first rule broken', () => {
    expect(slot('', '10:00')).toBe(CONSULTATION_MESSAGES.dateRequired);
    expect(slot('07/12/2026', '10:00')).toBe(CONSULTATION_MESSAGES.dateInvalid);
    expect(slot('2026-02-30', '10:00')).toBe(CONSULTATION_MESSAGES.dateInvalid);
    expect(slot('2026-12-06', '10:00')).toBe(CONSULTATION_MESSAGES.dateInPast);
    expect(slot('2026-12-22', '10:00')).toBe(CONSULTATION_MESSAGES.dateTooFar);
    expect(slot('2026-12-12', '10:00')).toBe(CONSULTATION_MESSAGES.weekend);
    expect(slot('2026-12-13', '10:00')).toBe(CONSULTATION_MESSAGES.weekend);
    expect(slot('2026-12-08', '')).toBe(CONSULTATION_MESSAGES.timeRequired);
    expect(slot('2026-12-08', '03:00')).toBe(CONSULTATION_MESSAGES.timeInvalid);
    expect(slot('2026-12-08', '18:00')).toBe(CONSULTATION_MESSAGES.timeInvalid);
    expect(slot('2026-12-08', '10:15')).toBe(CONSULTATION_MESSAGES.timeInvalid);
    expect(slot('2026-12-07', '10:00')).toBe(CONSULTATION_MESSAGES.timeInPast);
  });

  it('around midnight in Toronto: late Monday evening, Monday is today (past slots) and Tuesday is bookable', () => {
    expect(slot('2026-12-07', '17:30', MONDAY_2330)).toBe(CONSULTATION_MESSAGES.timeInPast);
    expect(slot('2026-12-08', '09:00', MONDAY_2330)).toBeNull();
    expect(slot('2026-12-06', '09:00', MONDAY_2330)).toBe(CONSULTATION_MESSAGES.dateInPast);
    expect(slot('2026-12-21', '09:00', MONDAY_2330)).toBeNull();
    expect(slot('2026-12-22', '09:00', MONDAY_2330)).toBe(CONSULTATION_MESSAGES.dateTooFar);
    // A minute before Monday: Monday's 09:00 is tomorrow's first slot.
    expect(slot('2026-12-07', '09:00', SUNDAY_2359)).toBeNull();
    expect(slot('2026-12-06', '09:00', SUNDAY_2359)).toBe(CONSULTATION_MESSAGES.weekend);
  });
});
