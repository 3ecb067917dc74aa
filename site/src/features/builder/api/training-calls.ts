import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

/** The server's readable reason of a failed call (its plain-text body), else undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const body = error.body.trim();
    if (!body) return undefined;
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : body;
    } catch {
      return body;
    }
  }
  return undefined;
}

/** POST /api/chatbot/training/document: one multipart call per file (field `file`). */
export async function uploadDocument(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/chatbot/training/document', {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

function useTrainingMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRAININGS_QUERY_KEY }),
  });
}

export interface UploadOutcome {
  uploaded: string[];
  failed: { name: string; error: unknown }[];
}

/** Uploads the files one by one; one refused file does not stop the others. */
export const useUploadDocuments = () =>
  useTrainingMutation(async (files: File[]): Promise<UploadOutcome> => {
    const outcome: UploadOutcome = { uploaded: [], failed: [] };
    for (const file of files) {
      try {
        await uploadDocument(file);
        outcome.uploaded.push(file.name);
      } catch (error) {
        outcome.failed.push({ name: file.name, error });
      }
    }
    return outcome;
  });

/** POST /api/chatbot/training/url */
export const useImportUrl = () =>
  useTrainingMutation((url: string) => apiRequest('POST', '/api/chatbot/training/url', { url }));

/** POST /api/chatbot/trainings/{id}/retry */
export const useRetryTraining = () =>
  useTrainingMutation((id: number) => apiRequest('POST', `/api/chatbot/trainings/${id}/retry`));

/** DELETE /api/chatbot/trainings/{id} */
export const useRemoveTraining = () =>
  useTrainingMutation((id: number) => apiRequest('DELETE', `/api/chatbot/trainings/${id}`));
