export interface SessionsTable {
  sid: string;
  data: string;
  expires_at: string;
}
