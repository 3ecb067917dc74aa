import { gapAnswerSchema, type KnowledgeGap, MAX_GAP_ANSWER } from '@vela/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useAnswerGap } from '../api/answer-gap.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { controlClass, labelClass } from './field-styles.ts';
import { OutcomeBadge } from './outcome-badge.tsx';
import { SourcesList } from './sources-list.tsx';

type AnswerGap = ReturnType<typeof useAnswerGap>;

/** The client writes the answer; the bot learns it, then is asked the question again. */
function AnswerForm({
  gap,
  answer,
  onCancel,
}: {
  gap: KnowledgeGap;
  answer: AnswerGap;
  onCancel: () => void;
}) {
  const { t } = useTranslation('insights');
  const id = useId();
  const [text, setText] = useState('');
  const { errors, validate, clear } = useSchemaErrors(gapAnswerSchema);
  const error =
    errors.answer ?? (answer.isError ? (serverMessage(answer.error) ?? t('gaps.dialog.failed')) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate({ answer: text });
    if (input) answer.mutate({ id: gap.id, answer: input.answer });
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-1.5">
        <label htmlFor={id} className={labelClass}>
          {t('gaps.dialog.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('gaps.dialog.hint')}
        </p>
        <textarea
          id={id}
          rows={7}
          maxLength={MAX_GAP_ANSWER}
          value={text}
          disabled={answer.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            clear('answer');
          }}
          className={controlClass}
        />
        <p id={`${id}-count`} className="text-right text-xs text-slate-500">
          {t('gaps.dialog.count', { count: text.length, max: MAX_GAP_ANSWER })}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      {answer.isPending && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('gaps.dialog.working')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={answer.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {t('gaps.dialog.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The bot's new reply to the question, with its sources: what visitors get from now on. */
function NewReply({ result, onDone }: { result: NonNullable<AnswerGap['data']>; onDone: () => void }) {
  const { t } = useTranslation('insights');
  return (
    <div className="grid gap-4">
      <section
        role="status"
        aria-labelledby="new-reply-title"
        className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
      >
        <h3 id="new-reply-title" className="flex flex-wrap items-center gap-2 font-semibold text-emerald-900">
          {t('gaps.dialog.replyTitle')}
          <OutcomeBadge outcome={result.reply.outcome} />
        </h3>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{result.reply.text}</p>
        <SourcesList sources={result.reply.sources} />
      </section>
      <p className="text-sm text-slate-600">{t('gaps.dialog.moved')}</p>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('gaps.dialog.done')}</Button>
      </div>
    </div>
  );
}

/** "Add an answer": write, wait while it is indexed and asked again, read the new reply. */
export function GapAnswerDialog({ gap, onClose }: { gap: KnowledgeGap | undefined; onClose: () => void }) {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  const answer = useAnswerGap(scope.api, useLanguage());
  const close = () => {
    answer.reset();
    onClose();
  };
  return (
    <Modal
      wide
      open={gap !== undefined}
      // While the bot is learning the answer the dialog stays, so its reply is not lost.
      onOpenChange={(open) => !open && !answer.isPending && close()}
      title={t('gaps.dialog.title')}
      description={gap ? t('gaps.dialog.question', { question: gap.question }) : undefined}
    >
      {gap &&
        (answer.data ? (
          <NewReply result={answer.data} onDone={close} />
        ) : (
          <AnswerForm key={gap.id} gap={gap} answer={answer} onCancel={close} />
        ))}
    </Modal>
  );
}
