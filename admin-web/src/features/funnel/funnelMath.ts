import { FAMILY_PLAN_CENTS } from '../../lib/constants';

/** Spec 001 §9: the what-if assumes a 5 percent improvement; each conversion is worth $9.99. */
export const WHAT_IF_IMPROVEMENT_POINTS = 5;

export interface Stage {
  name: string;
  count: number;
  conversion: number;
  dropOff: number;
}

export interface WhatIf {
  /** Trial → Subscribers conversion now and with the improvement, in percent. */
  currentRate: number;
  improvedRate: number;
  extraSubscribers: number;
  /** Extra monthly revenue in cents (each conversion valued at the Family Plan price). */
  extraMonthlyCents: number;
}

/**
 * What 5 more percentage points of trial users subscribing would bring: the last stage is where a
 * campaign acts (the Limit Reached segment), so the improvement is applied there.
 */
export function whatIf(stages: readonly Stage[]): WhatIf {
  const trial = stages.find((stage) => stage.name === 'Trial Users')?.count ?? 0;
  const subscribers = stages.find((stage) => stage.name === 'Subscribers')?.count ?? 0;
  const currentRate = trial > 0 ? Math.round((subscribers / trial) * 1000) / 10 : 0;
  const improvedRate = Math.min(100, currentRate + WHAT_IF_IMPROVEMENT_POINTS);
  const extraSubscribers = Math.max(0, Math.round((trial * improvedRate) / 100) - subscribers);
  return { currentRate, improvedRate, extraSubscribers, extraMonthlyCents: extraSubscribers * FAMILY_PLAN_CENTS };
}

/** The stage after which most people are lost (largest drop-off), for the optimisation cards. */
export function weakestStep(stages: readonly Stage[]): Stage | null {
  const later = stages.slice(1).filter((stage) => stage.conversion < 100);
  if (!later.length) return null;
  return later.reduce((worst, stage) => (stage.dropOff > worst.dropOff ? stage : worst));
}
