// The zod-free part of the contracts, for the public pages' bundle: the barrel's schemas would bring zod along.
export * from './auth.messages.ts';
export * from './contact.rules.ts';
export * from './routes.ts';
export * from './text.rules.ts';
