import type { Kysely } from 'kysely';
import type { SessionsTable } from '../auth/session.table.ts';
import type { UsersTable } from '../auth/user.table.ts';
import type { BotsTable } from '../bots/bot.table.ts';
import type { CmsContentsTable } from '../cms/cms.table.ts';
import type { ContactRequestsTable } from '../contact/contact.table.ts';
import type { ChatMessagesTable, ConversationsTable } from '../conversations/conversation.table.ts';
import type { DemoContactsTable, DemosTable } from '../demos/demo.table.ts';
import type { ChatDailyTable, ChatLeadsTable, KnowledgeGapsTable } from '../insights/insights.table.ts';
import type { KnowledgeChunksTable, KnowledgeTermsTable } from '../knowledge/knowledge.table.ts';
import type { CmsMediaTable } from '../media/media.table.ts';
import type { MilestonesTable, ProjectsTable, TasksTable } from '../projects/project.table.ts';
import type { TrainingPagesTable, TrainingRunsTable, TrainingsTable } from '../trainings/training.table.ts';

/** Every feature's tables, as Kysely sees them: the one type a query is checked against. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  cms_contents: CmsContentsTable;
  contact_requests: ContactRequestsTable;
  cms_media: CmsMediaTable;
  projects: ProjectsTable;
  tasks: TasksTable;
  milestones: MilestonesTable;
  knowledge_sources: TrainingsTable;
  training_pages: TrainingPagesTable;
  training_runs: TrainingRunsTable;
  knowledge_chunks: KnowledgeChunksTable;
  knowledge_terms: KnowledgeTermsTable;
  demos: DemosTable;
  demo_contacts: DemoContactsTable;
  bots: BotsTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  knowledge_gaps: KnowledgeGapsTable;
  chat_leads: ChatLeadsTable;
  chat_daily: ChatDailyTable;
}

export type Db = Kysely<Database>;

/** Timestamps are stored as ISO-8601 text on both dialects so the same code reads them. */
export const now = () => new Date().toISOString();
