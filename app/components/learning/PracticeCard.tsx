import { promptMaxLength } from '@contract/practice-limits';
import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import type { PracticeView } from '~/lib/lesson-view';
import { useHydrated } from '~/lib/use-hydrated';
import { CsrfInput } from '../CsrfInput';
import { ErrorSummary } from '../ErrorSummary';
import { useTextLanguage } from './GuideWords';
import { RightMark, WrongMark } from './LessonIcons';
import { ModelAnswer } from './ModelAnswer';

type Refusal = { practiceId: string; error: string; prompt: string } | null;
type CardProps<K extends PracticeView['kind']> = {
  practice: Extract<PracticeView, { kind: K }>;
  action: string;
  fragmentIndex: number;
  /** This practice's form came back refused (blank, or not saved): its message and what was sent. */
  refusal: Refusal;
};

const isBlank = (text: string) => text.replace(/<[^>]*>/g, '').trim() === '';

/** The score at or above which a prompt counts as done; a 3 still reads as a try again (SPEC §4). */
const shownAsSuccessAbove = 3;

function PracticeFields({
  practiceId,
  fragmentIndex,
  intent,
}: {
  practiceId: string;
  fragmentIndex: number;
  intent: string;
}) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="practiceId" value={practiceId} />
      <input type="hidden" name="fragmentIndex" value={fragmentIndex} />
    </>
  );
}

/** The refusal at the top of the practice's form: focused and in the title, like every refused form. */
function RefusalSummary({ refusal, field, fieldId }: { refusal: Refusal; field: string; fieldId: string }) {
  if (!refusal) return null;
  // A message about what was typed points at the field; 'not saved' is about the whole form.
  const aboutField = !refusal.error.endsWith('practiceFailed');
  return aboutField ? (
    <ErrorSummary fieldErrors={{ [field]: [refusal.error] }} fieldIds={{ [field]: fieldId }} />
  ) : (
    <ErrorSummary formErrors={[refusal.error]} />
  );
}

/** A practice's card: what kind it is and, once passed, the 'Task completed' badge. */
function PracticeShell(props: { id: string; kind: string; completed: boolean; children: ReactNode }) {
  const { t } = useTranslation('learning');
  return (
    <section
      id={`practice-${props.id}`}
      className="practice-card"
      aria-labelledby={`practice-${props.id}-title`}
    >
      <div className="practice-head">
        <p className="practice-kind">{props.kind}</p>
        {props.completed ? <span className="badge badge-success">{t('practice.completed')}</span> : null}
      </div>
      {props.children}
    </section>
  );
}

/** Whether this practice's form is on its way to the server (JavaScript only). */
function useSending(practiceId: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('practiceId') === practiceId;
}

/** A single-choice question: radios, a hint, Submit; then the right or wrong message. */
export function ChoicePractice({ practice, action, fragmentIndex, refusal }: CardProps<'choice'>) {
  const { t } = useTranslation('learning');
  const lang = useTextLanguage()(practice.lang);
  const sending = useSending(practice.id);
  const errorId = `practice-${practice.id}-error`;
  const { result } = practice;
  return (
    <PracticeShell id={practice.id} kind={t('practice.quiz')} completed={practice.completed}>
      <Form method="post" action={action} className="practice-form" preventScrollReset>
        <PracticeFields practiceId={practice.id} fragmentIndex={fragmentIndex} intent="answer" />
        <RefusalSummary
          refusal={refusal}
          field="option"
          fieldId={`practice-${practice.id}-option-${practice.options[0]?.id ?? ''}`}
        />
        <fieldset
          className={`field choice-field${refusal ? ' field-invalid' : ''}`}
          aria-describedby={refusal ? errorId : undefined}
        >
          <legend id={`practice-${practice.id}-title`} className="practice-question" lang={lang}>
            {practice.question}
          </legend>
          <div className="choice-list">
            {practice.options.map((option) => {
              const id = `practice-${practice.id}-option-${option.id}`;
              // The answer given is marked right or wrong by colour, a mark and words; the others
              // stay plain (a wrong answer never tells which option is right).
              const answered = result?.answer === option.id ? result : null;
              const mark = answered ? (answered.isCorrect ? 'right' : 'wrong') : null;
              return (
                <label key={option.id} htmlFor={id} className={`choice${mark ? ` choice-${mark}` : ''}`}>
                  <input
                    type="radio"
                    id={id}
                    name="option"
                    value={option.id}
                    required
                    defaultChecked={answered !== null}
                  />
                  <span lang={lang}>{option.text}</span>
                  {mark ? (
                    <span className="choice-verdict">
                      {mark === 'right' ? <RightMark /> : <WrongMark />}
                      <span className="choice-verdict-text">
                        {t(mark === 'right' ? 'practice.yourAnswerRight' : 'practice.yourAnswerWrong')}
                      </span>
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
          {refusal ? (
            <p id={errorId} className="field-error">
              {t(refusal.error)}
            </p>
          ) : null}
        </fieldset>
        {practice.hint ? (
          <details className="practice-hint">
            <summary>{t('practice.hint')}</summary>
            <p lang={lang}>{practice.hint}</p>
          </details>
        ) : null}
        <button type="submit" className="button button-secondary" aria-disabled={sending || undefined}>
          {sending ? t('practice.checking') : t('practice.submit')}
        </button>
      </Form>
      {result ? (
        <div
          id={`practice-${practice.id}-result`}
          className={`practice-result ${result.isCorrect ? 'practice-result-right' : 'practice-result-wrong'}`}
          tabIndex={-1}
        >
          <p className="practice-result-title">
            {result.isCorrect ? <RightMark /> : <WrongMark />}
            {result.isCorrect ? t('practice.correct') : t('practice.incorrect')}
          </p>
          {result.message ? <p lang={lang}>{result.message}</p> : null}
        </div>
      ) : null}
    </PracticeShell>
  );
}

/**
 * A prompt-writing task: the task and Start Practice, which opens the editor (a disclosure, so it
 * works without JavaScript); after grading, the score, the comment and a better prompt, the
 * author's example beside the learner's prompt, and Repeat task with the better prompt ready to edit.
 */
export function PromptPractice({ practice, action, fragmentIndex, refusal }: CardProps<'prompt'>) {
  const { t } = useTranslation('learning');
  const lang = useTextLanguage()(practice.lang);
  const sending = useSending(practice.id);
  const editor = useRef<HTMLDetailsElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    // A graded prompt closes the editor, as the result panel takes its place (JavaScript only:
    // without it the new page is rendered closed).
    if (wasSending.current && !sending && !refusal && editor.current) editor.current.open = false;
    wasSending.current = sending;
  }, [sending, refusal]);
  const { result } = practice;
  const success = result !== null && result.score > shownAsSuccessAbove;
  const fieldId = `practice-${practice.id}-prompt`;
  const errorId = `${fieldId}-error`;
  const draft =
    refusal?.prompt ??
    (result && !success && result.recommendedPrompt ? result.recommendedPrompt : (result?.answer ?? ''));
  // With JavaScript the button waits for some text (tags stripped); without it the server says so.
  const hydrated = useHydrated();
  const [blank, setBlank] = useState(isBlank(draft));
  return (
    <PracticeShell id={practice.id} kind={t('practice.prompt')} completed={practice.completed}>
      <h3 id={`practice-${practice.id}-title`} className="practice-title" lang={lang}>
        {practice.title}
      </h3>
      <p className="muted" lang={lang}>
        {practice.description}
      </p>

      {result ? (
        <div
          id={`practice-${practice.id}-result`}
          className={`practice-result ${success ? 'practice-result-right' : 'practice-result-wrong'}`}
          tabIndex={-1}
        >
          <p className="practice-result-title">
            {success ? <RightMark /> : <WrongMark />}
            {success ? t('practice.amazing') : t('practice.oops')}{' '}
            <span className="practice-score">{t('practice.score', { score: result.score, max: 5 })}</span>
          </p>
          {result.comment ? <p>{result.comment}</p> : null}
          {!success && result.recommendedPrompt ? (
            <>
              <p className="practice-better-title">{t('practice.betterPrompt')}</p>
              <blockquote className="practice-better">{result.recommendedPrompt}</blockquote>
            </>
          ) : null}
        </div>
      ) : null}
      {result?.modelAnswer ? (
        <ModelAnswer practiceId={practice.id} yours={result.answer} model={result.modelAnswer} />
      ) : null}

      <details ref={editor} className="practice-editor" open={refusal !== null || undefined}>
        <summary className="button button-secondary">
          {result ? t('practice.repeat') : t('practice.start')}
        </summary>
        <div className="practice-editor-body">
          <p className="practice-task" lang={lang}>
            {practice.fullDescription}
          </p>
          {practice.tip ? (
            <details className="practice-hint">
              <summary>{t('practice.hint')}</summary>
              <p lang={lang}>{practice.tip}</p>
            </details>
          ) : null}
          <Form method="post" action={action} className="form practice-form" preventScrollReset>
            <PracticeFields practiceId={practice.id} fragmentIndex={fragmentIndex} intent="prompt" />
            <RefusalSummary refusal={refusal} field="prompt" fieldId={fieldId} />
            <div className={`field${refusal ? ' field-invalid' : ''}`}>
              <label htmlFor={fieldId} className="field-label">
                {t('practice.yourPrompt')}
              </label>
              <textarea
                id={fieldId}
                name="prompt"
                className="field-input field-textarea"
                rows={6}
                required
                maxLength={promptMaxLength}
                defaultValue={draft}
                onInput={(event) => setBlank(isBlank(event.currentTarget.value))}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? errorId : `${fieldId}-hint`}
              />
              {refusal ? (
                <p id={errorId} className="field-error">
                  {t(refusal.error)}
                </p>
              ) : (
                <p id={`${fieldId}-hint`} className="field-hint">
                  {t('practice.promptHint')}
                </p>
              )}
            </div>
            <button
              type="submit"
              className="button button-primary"
              disabled={hydrated && blank}
              aria-disabled={sending || undefined}
            >
              {sending ? t('practice.evaluating') : t('practice.check')}
            </button>
            {sending ? (
              <p className="muted" role="status">
                {t('practice.evaluating')}
              </p>
            ) : null}
          </Form>
        </div>
      </details>
    </PracticeShell>
  );
}
