import type {
  ChatLead,
  ConversationSummary,
  ConversationTranscript,
  KnowledgeGap,
  TranscriptMessage,
} from '@vela/contracts';

/** A conversation as the list shows it; `n` tells conversations apart. */
export const conversation = (n: number, fields: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: `c-${n}`,
  botId: 'bot-7',
  startedAt: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  lastMessageAt: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T10:05:00.000Z`,
  language: 'en',
  page: 'https://rossi.test/prices',
  firstQuestion: `Question number ${n}`,
  questions: 2,
  declined: 0,
  weak: 0,
  ratedUp: 0,
  ratedDown: 0,
  hasLead: false,
  ...fields,
});

export const lead = (fields: Partial<ChatLead> = {}): ChatLead => ({
  id: 3,
  botId: 'bot-7',
  conversationId: 'c-1',
  name: 'Marta Bianchi',
  email: 'marta@bianchi.test',
  phone: null,
  page: 'https://rossi.test/prices',
  language: 'it',
  createdAt: '2026-03-02T10:06:00.000Z',
  webhook: 'delivered',
  ...fields,
});

const message = (
  fields: Partial<TranscriptMessage> & Pick<TranscriptMessage, 'id' | 'role' | 'content'>,
) => ({
  sources: [],
  at: '2026-03-02T10:00:00.000Z',
  ...fields,
});

/** A transcript with an answered, a declined and a rated-down answer, and a lead. */
export const transcript: ConversationTranscript = {
  conversation: conversation(1, { questions: 3, declined: 1, ratedUp: 1, ratedDown: 1, hasLead: true }),
  messages: [
    message({ id: 'm1', role: 'user', content: 'How much is a <b>haircut</b>?' }),
    message({
      id: 'm2',
      role: 'assistant',
      content: 'A haircut costs 25 euros.',
      outcome: 'answered',
      rating: 'up',
      sources: [
        { url: 'https://rossi.test/prices', title: 'Price list' },
        { url: 'javascript:alert(1)', title: 'Sneaky source' },
      ],
    }),
    message({ id: 'm3', role: 'user', content: 'Do you open on Sunday?' }),
    message({
      id: 'm4',
      role: 'assistant',
      content: 'I could not find that in the documents.',
      outcome: 'declined',
    }),
    message({ id: 'm5', role: 'user', content: 'And parking?' }),
    message({
      id: 'm6',
      role: 'assistant',
      content: 'There may be parking nearby.',
      outcome: 'weak',
      rating: 'down',
      comment: 'Not what I asked',
    }),
  ],
  lead: lead(),
};

export const gap = (fields: Partial<KnowledgeGap> & Pick<KnowledgeGap, 'id' | 'question'>): KnowledgeGap => ({
  askedCount: 1,
  declinedCount: 1,
  weakCount: 0,
  ratedDownCount: 0,
  firstAskedAt: '2026-03-01T10:00:00.000Z',
  lastAskedAt: '2026-03-02T10:00:00.000Z',
  status: 'open',
  conversationId: null,
  ...fields,
});
