import type { PracticeToPass } from '@contract/courses';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { fragmentHref } from '~/lib/lesson-links';
import { ChevronIcon } from '../icons';
import { GuideWords, useTextLanguage } from './GuideWords';

/** Where a practice still to pass is: the lesson player at its part, scrolled to the practice. */
export function practiceHref(courseId: string, practice: PracticeToPass): string {
  return fragmentHref(
    courseId,
    practice.lesson.id,
    practice.fragmentIndex,
    `practice-${practice.practiceId}`,
  );
}

/**
 * The required practices a certificate waits for, each a plain link to its place in its lesson.
 * Used on the guide page and the profile, each with its own dictionary (`practicesToPass.*`).
 */
export function PracticesToPassList(props: {
  courseId: string;
  practices: readonly PracticeToPass[];
  ns: 'learning' | 'profile';
}) {
  const { courseId, practices, ns } = props;
  const { t } = useTranslation(ns);
  const textLang = useTextLanguage();
  return (
    <ul className="practices-to-pass">
      {practices.map((practice) => (
        <li key={`${practice.lesson.id}/${practice.practiceId}`}>
          <Link to={practiceHref(courseId, practice)} className="practice-to-pass">
            <span className="practice-to-pass-text">
              <span className="practice-to-pass-kind">
                {practice.practiceType === 'PROMPT_CREATION'
                  ? t('practicesToPass.prompt')
                  : t('practicesToPass.question')}
              </span>
              <span className="practice-to-pass-title" lang={textLang(practice.lang)}>
                {practice.title}
              </span>
              <span className="practice-to-pass-lesson">
                <GuideWords
                  text={t('practicesToPass.lesson', {
                    number: practice.lesson.number,
                    title: practice.lesson.title,
                  })}
                  words={practice.lesson.title}
                  lang={practice.lesson.lang}
                />
              </span>
            </span>
            <span className="practice-to-pass-go" aria-hidden="true">
              <ChevronIcon />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
