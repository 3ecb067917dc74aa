import {
  BarChart3,
  Headphones,
  type LucideIcon,
  PenTool,
  Sparkles,
  TrendingUp,
  Workflow,
} from 'lucide-react';

/** Spec part 1 §2: the six services, in order, with these ids. */
export const SERVICE_IDS = [
  'customerService',
  'salesAutomation',
  'predictiveAnalytics',
  'workflowAutomation',
  'contentGeneration',
  'personalization',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const serviceIcons: Record<ServiceId, LucideIcon> = {
  customerService: Headphones,
  salesAutomation: TrendingUp,
  predictiveAnalytics: BarChart3,
  workflowAutomation: Workflow,
  contentGeneration: PenTool,
  personalization: Sparkles,
};

export const INDUSTRY_IDS = [
  'retail',
  'healthcare',
  'finance',
  'manufacturing',
  'education',
  'marketing',
] as const;
export const PROCESS_STEPS = ['audit', 'build', 'handover', 'support'] as const;
export const FAQ_IDS = [
  'aiAgents',
  'benefits',
  'implementation',
  'technical',
  'security',
  'support',
] as const;
