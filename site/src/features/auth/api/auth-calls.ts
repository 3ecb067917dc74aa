import type { LoginInput, RegisterInput, User } from '@vela/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login */
export async function login(input: LoginInput): Promise<User> {
  return (await apiRequest('POST', '/api/login', input)).json();
}

/** POST /api/register */
export async function register(input: RegisterInput): Promise<User> {
  return (await apiRequest('POST', '/api/register', input)).json();
}

/** POST /api/logout: the answer is not read. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
