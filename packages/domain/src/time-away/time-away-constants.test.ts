import { describe, expect, it } from 'vitest';
import { isApprovedRequest, requestTypeText, timeAwayIconOf } from './time-away-constants';

describe('how the lists show an entry (spec §2)', () => {
  it.each([
    ['Vacation_Salary', 'Vacation Salary'],
    ['Carry_Over', 'Carry Over'],
    ['Personal Day', 'Personal Day'],
    ['Sick', 'Sick'],
    ['A_B_C', 'A B C'],
  ])('%s reads %s', (requestType, text) => {
    expect(requestTypeText(requestType)).toBe(text);
  });

  it.each([
    ['Sick', 'thermometer'],
    ['Vacation_Salary', 'plane'],
    ['Volunteer Day', 'plane'],
    ['sick', 'plane'],
  ])('%s has the %s icon', (requestType, icon) => {
    expect(timeAwayIconOf(requestType)).toBe(icon);
  });

  it.each([
    ['APPROVED', true],
    ['PENDING', false],
    ['approved', false],
    ['', false],
  ])('%s is approved (green): %s', (status, expected) => {
    expect(isApprovedRequest(status)).toBe(expected);
  });
});
