import { useTranslation } from '~/lib/i18n';
import type { ModelAnswer as Model } from '~/lib/lesson-view';
import { useTextLanguage } from './GuideWords';

/**
 * The worked example after a graded prompt: what the learner wrote beside the author's own prompt
 * for the task, and what makes that one good. Beside each other on wide screens, one above the
 * other on a phone. It comes with the learner's result only, so it is never the answer to copy.
 */
export function ModelAnswer({
  practiceId,
  yours,
  model,
}: {
  practiceId: string;
  yours: string;
  model: Model;
}) {
  const { t } = useTranslation('learning');
  const lang = useTextLanguage()(model.lang);
  const titleId = `practice-${practiceId}-model-title`;
  return (
    <section className="model-answer" aria-labelledby={titleId}>
      <h4 id={titleId} className="model-answer-title">
        {t('practice.modelAnswer.title')}
      </h4>
      <div className="model-answer-pair">
        <figure className="model-answer-prompt model-answer-yours">
          <figcaption>{t('practice.modelAnswer.yours')}</figcaption>
          <pre>{yours}</pre>
        </figure>
        <figure className="model-answer-prompt model-answer-ours">
          <figcaption>{t('practice.modelAnswer.ours')}</figcaption>
          <pre lang={lang}>{model.prompt}</pre>
        </figure>
      </div>
      {model.whyItWorks ? (
        <div className="model-answer-why">
          <p className="model-answer-label">{t('practice.modelAnswer.why')}</p>
          <p lang={lang}>{model.whyItWorks}</p>
        </div>
      ) : null}
    </section>
  );
}
