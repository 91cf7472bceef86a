import { promptMaxLength } from '@contract/practice-limits';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/** A practice's form as it was sent, and what went wrong (a locale key). */
export type KeptPractice = {
  practiceId: string;
  fragmentIndex: string;
  prompt: string;
  csrf: string;
  error: string;
};

/**
 * A prompt that was not graded, back in its box on the error page (its lesson could not be shown
 * either) with what went wrong, in the practice's own form: sending it again is the way to retry.
 */
export function KeptPrompt({ kept }: { kept: KeptPractice }) {
  const { t } = useTranslation('learning');
  const fieldId = 'kept-prompt';
  return (
    // Posted where it was posted before: the lesson's own address.
    <Form method="post" className="form kept-prompt">
      {/* The lesson's page, which holds the anti-forgery token, did not load: the one just sent is kept. */}
      <input type="hidden" name="csrf" value={kept.csrf} />
      <input type="hidden" name="intent" value="prompt" />
      <input type="hidden" name="practiceId" value={kept.practiceId} />
      <input type="hidden" name="fragmentIndex" value={kept.fragmentIndex} />
      <div className="field">
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
          defaultValue={kept.prompt}
          aria-describedby={`${fieldId}-note`}
        />
        <p id={`${fieldId}-note`} className="field-hint">
          {t(kept.error)}
        </p>
      </div>
      <button type="submit" className="button button-primary">
        {t('practice.check')}
      </button>
    </Form>
  );
}
