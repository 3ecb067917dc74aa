import type { Language, LoginInput, RegisterInput, User } from '@vela/contracts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login; a refusal comes back worded in `language`. */
export async function login(input: LoginInput, language: Language): Promise<User> {
  return apiJson('POST', `/api/login?language=${language}`, input);
}

/** POST /api/register; a refusal comes back worded in `language`. */
export async function register(input: RegisterInput, language: Language): Promise<User> {
  return apiJson('POST', `/api/register?language=${language}`, input);
}

/** POST /api/logout: the answer is not read. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
