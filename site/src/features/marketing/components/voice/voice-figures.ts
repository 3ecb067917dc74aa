/** Spec part 1 §9: the voice-agent page's figures, grouped by benefit card. */
export const VOICE_BENEFITS = {
  costs: { callCenter: '-80%', training: '-90%', hr: '-75%' },
  sales: { capacity: '+300%', responseTime: '-95%', qualification: '+85%' },
  availability: { uptime: '100%', afterHours: '+65%', revenue: '+42%' },
} as const;

export type VoiceBenefit = keyof typeof VOICE_BENEFITS;

export const VOICE_INDUSTRIES = [
  'healthcare',
  'realEstate',
  'financialServices',
  'ecommerce',
  'hospitality',
  'professionalServices',
] as const;

/** A progress bar's fill for a figure: its size, capped at a full bar (+300% fills it). */
export function barWidth(figure: string): number {
  return Math.min(100, Math.abs(Number.parseInt(figure.replace(/[^\d-]/g, ''), 10)) || 0);
}
