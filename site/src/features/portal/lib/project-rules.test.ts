import { describe, expect, it } from 'vitest';
import { daysUntil, dueState, knownStatus, matchesFilter, projectProgress } from './project-rules.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('project progress', () => {
  it('is the rounded average of task completion, 0 with no tasks', () => {
    expect(projectProgress([])).toBe(0);
    expect(projectProgress([{ completionPercentage: 40 }, { completionPercentage: 100 }])).toBe(70);
    expect(projectProgress([{ completionPercentage: 33 }, { completionPercentage: 34 }])).toBe(34);
    expect(
      projectProgress([
        { completionPercentage: 10 },
        { completionPercentage: 0 },
        { completionPercentage: 0 },
      ]),
    ).toBe(3);
  });
});

describe('task due text', () => {
  const today = at(2026, 11, 22, 23);
  it('says Completed for a completed task, whatever its date', () => {
    expect(dueState({ status: 'completed', dueDate: '2020-01-01' }, today)).toEqual({ kind: 'completed' });
  });
  it('says no due date when there is none or it is not a date', () => {
    expect(dueState({ status: 'pending', dueDate: null }, today)).toEqual({ kind: 'none' });
    expect(dueState({ status: 'pending', dueDate: 'soon' }, today)).toEqual({ kind: 'none' });
  });
  it('compares by calendar day, not by hours', () => {
    expect(dueState({ status: 'pending', dueDate: '2026-11-22' }, today)).toEqual({ kind: 'today' });
    expect(dueState({ status: 'in_progress', dueDate: '2026-11-23' }, today)).toEqual({
      kind: 'remaining',
      days: 1,
    });
    expect(dueState({ status: 'pending', dueDate: '2026-11-19' }, at(2026, 11, 22, 0))).toEqual({
      kind: 'overdue',
      days: 3,
    });
  });
  it('counts across a daylight-saving change and a month end', () => {
    expect(daysUntil('2026-11-01', at(2026, 10, 20))).toBe(12);
    expect(daysUntil('2027-03-01', at(2027, 2, 28))).toBe(1);
  });
});

describe('statuses', () => {
  it('knows the listed statuses and leaves others raw', () => {
    expect(knownStatus('on_hold', ['completed', 'in_progress', 'on_hold'])).toBe('on_hold');
    expect(knownStatus('archived', ['completed', 'in_progress', 'on_hold'])).toBeUndefined();
  });
  it('filters active as in progress', () => {
    expect(matchesFilter('in_progress', 'active')).toBe(true);
    expect(matchesFilter('completed', 'active')).toBe(false);
    expect(matchesFilter('on_hold', 'on_hold')).toBe(true);
    expect(matchesFilter('weird', 'all')).toBe(true);
  });
});
