import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, RefreshSchedule } from '@vela/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

/** POST /api/chatbot/training/document: one multipart call per file (field `file`); errors in `language`. */
export async function uploadDocument(file: File, language: Language): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await apiRequest('POST', `/api/chatbot/training/document?language=${language}`, form);
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
export function useUploadDocuments() {
  const language = useLanguage();
  return useTrainingMutation(async (files: File[]): Promise<UploadOutcome> => {
    const outcome: UploadOutcome = { uploaded: [], failed: [] };
    for (const file of files) {
      try {
        await uploadDocument(file, language);
        outcome.uploaded.push(file.name);
      } catch (error) {
        outcome.failed.push({ name: file.name, error });
      }
    }
    return outcome;
  });
}

/** What the web-page form sends: the address, whether to read its whole site, and how often to read it again. */
export interface UrlImportInput {
  url: string;
  wholeSite: boolean;
  refresh: RefreshSchedule;
}

/** POST /api/chatbot/training/url (the server's messages in the page's language) */
export function useImportUrl() {
  const language = useLanguage();
  return useTrainingMutation((input: UrlImportInput) =>
    apiRequest('POST', `/api/chatbot/training/url?language=${language}`, input),
  );
}

/** POST /api/chatbot/trainings/{id}/retry: a failed source's retry, and a finished crawled source's "refresh now". */
export function useRetryTraining() {
  const language = useLanguage();
  return useTrainingMutation((id: number) =>
    apiRequest('POST', `/api/chatbot/trainings/${id}/retry?language=${language}`),
  );
}

/** DELETE /api/chatbot/trainings/{id} */
export function useRemoveTraining() {
  const language = useLanguage();
  return useTrainingMutation((id: number) =>
    apiRequest('DELETE', `/api/chatbot/trainings/${id}?language=${language}`),
  );
}
