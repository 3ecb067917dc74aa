import type { BotSettings, Training, TrainingRun } from '@vela/contracts';

/** The signed-in client's bot as GET /api/chatbot/settings answers it. */
export const settings: BotSettings = {
  botId: 'bot-7',
  botName: 'Rossi Assistant',
  welcomeMessage: 'Ciao! How can I help?',
  companyInfo: '',
  language: 'en',
  primaryColor: '#4f46e5',
  position: 'right',
  allowedOrigins: [],
  showLogo: true,
  retentionDays: 90,
  webhookUrl: '',
  webhookSecret: 'whsec_3f9a1c',
};

/** One of the bot's knowledge sources; crawled ones start with their schedule off. */
export const training = (
  fields: Partial<Training> & Pick<Training, 'id' | 'kind' | 'label' | 'status'>,
): Training => ({
  demoId: null,
  botId: 'bot-7',
  done: 0,
  total: 0,
  chunkCount: 0,
  error: null,
  report: null,
  refresh: 'off',
  nextRefreshAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** One run of a crawled source that changed nothing unless told. */
export const trainingRun = (
  fields: Partial<TrainingRun> & Pick<TrainingRun, 'id' | 'trainingId'>,
): TrainingRun => ({
  trigger: 'schedule',
  status: 'ready',
  startedAt: '2026-03-02T06:00:00.000Z',
  finishedAt: '2026-03-02T06:02:00.000Z',
  added: [],
  changed: [],
  removed: [],
  missing: [],
  unchanged: 0,
  error: null,
  ...fields,
});
