export * from './auth.ts';
export * from './chat.ts';
export * from './health.ts';
export * from './routes.ts';
