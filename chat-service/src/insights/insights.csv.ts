import type { ChatLead, ConversationSummary } from '@vela/contracts';
import { csvCell } from '../leads/leads.csv.ts';

type Columns<T> = [header: string, read: (row: T) => string | number | null][];

/** RFC 4180 CSV with a header row and CRLF line ends, each cell made safe for spreadsheets. */
function toCsv<T>(columns: Columns<T>, rows: T[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => csvCell(String(read(row) ?? ''))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const conversationColumns: Columns<ConversationSummary> = [
  ['Started', (c) => c.startedAt],
  ['Last message', (c) => c.lastMessageAt],
  ['Language', (c) => c.language],
  ['Page', (c) => c.page],
  ['First question', (c) => c.firstQuestion],
  ['Questions', (c) => c.questions],
  ['Declined', (c) => c.declined],
  ['Weak', (c) => c.weak],
  ['Rated up', (c) => c.ratedUp],
  ['Rated down', (c) => c.ratedDown],
  ['Lead', (c) => (c.hasLead ? 'yes' : 'no')],
  ['Conversation', (c) => c.id],
];

const leadColumns: Columns<ChatLead> = [
  ['Date', (l) => l.createdAt],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Page', (l) => l.page],
  ['Language', (l) => l.language],
  ['Webhook', (l) => l.webhook],
  ['Conversation', (l) => l.conversationId],
];

export const conversationsCsv = (rows: ConversationSummary[]) => toCsv(conversationColumns, rows);
export const leadsCsv = (rows: ChatLead[]) => toCsv(leadColumns, rows);
