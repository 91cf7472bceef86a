import { useTranslation } from '~/lib/i18n';
import type { FragmentView } from '~/lib/lesson-view';
import { useTextLanguage } from './GuideWords';
import type { KeptPractice } from './KeptPrompt';
import { RightMark } from './LessonIcons';
import { ChoicePractice, PromptPractice } from './PracticeCard';

type Refusal = KeptPractice | null;
type FragmentProps = { fragment: FragmentView; action: string; refusal: Refusal; count: number };

/** A part's text and practices, as the lesson's authors placed them. */
function FragmentBody({ fragment, action, refusal }: Omit<FragmentProps, 'count'>) {
  const practices = new Map(fragment.practices.map((practice) => [practice.id, practice]));
  const lang = useTextLanguage()(fragment.lang);
  return (
    <>
      {fragment.blocks.map((block, position) => {
        if (block.type === 'html')
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a fragment's blocks never move
              key={position}
              className="prose"
              lang={lang}
              // Sanitised by the backend when the lesson was imported (SPEC §5 rules).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content import
              dangerouslySetInnerHTML={{ __html: block.html }}
            />
          );
        const practice = practices.get(block.practiceId);
        if (!practice) return null;
        const shared = {
          action,
          fragmentIndex: fragment.index,
          refusal: refusal?.practiceId === practice.id ? refusal : null,
        };
        return practice.kind === 'choice' ? (
          <ChoicePractice key={practice.id} {...shared} practice={practice} />
        ) : (
          <PromptPractice key={practice.id} {...shared} practice={practice} />
        );
      })}
    </>
  );
}

/** The part on screen now: its title (the page's h2), its text and practices. */
export function CurrentFragment({ fragment, action, refusal, count }: FragmentProps) {
  const { t } = useTranslation('learning');
  const titleId = `fragment-${fragment.index}-title`;
  const lang = useTextLanguage()(fragment.lang);
  return (
    <section
      id={`fragment-${fragment.index}`}
      className="fragment fragment-current"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <p className="fragment-step">{t('lesson.part', { number: fragment.index + 1, total: count })}</p>
      <h2 id={titleId} lang={lang}>
        {fragment.title}
      </h2>
      <FragmentBody fragment={fragment} action={action} refusal={refusal} />
    </section>
  );
}

/**
 * A part read already: folded to its title, a tick and 'Done', out of the way but one tap from
 * being read again (a native disclosure, so it works without JavaScript).
 */
export function EarlierFragment({ fragment, action, refusal, count }: FragmentProps) {
  const { t } = useTranslation('learning');
  const lang = useTextLanguage()(fragment.lang);
  const refused =
    refusal !== null && fragment.practices.some((practice) => practice.id === refusal.practiceId);
  return (
    <details id={`fragment-${fragment.index}`} className="fragment-earlier" open={refused || undefined}>
      <summary className="fragment-earlier-summary">
        <RightMark className="fragment-earlier-mark" />
        <span className="fragment-earlier-text">
          <span className="fragment-earlier-step">
            {t('lesson.part', { number: fragment.index + 1, total: count })}
            <span className="visually-hidden"> · {t('lesson.partDone')}</span>
          </span>
          <span className="fragment-earlier-title" lang={lang}>
            {fragment.title}
          </span>
        </span>
      </summary>
      <div className="fragment-earlier-body">
        <FragmentBody fragment={fragment} action={action} refusal={refusal} />
      </div>
    </details>
  );
}
