import {
  courseCategories,
  courseLevels,
  courseListFilters,
  courseSorts,
  courseTags,
} from '@contract/course-lists';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { CourseGrid } from '~/components/learning/CourseCard';
import { asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { courseCardsOf } from '~/lib/course-cards';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/courses', i18n: ['learning', 'catalog'] };

/** The list's query as the filter form writes it; values the form cannot produce are left out. */
function readQuery(url: URL) {
  const params = url.searchParams;
  const difficultyParam = params.get('difficulty');
  const difficulty =
    difficultyParam !== null && /^[0-2]$/.test(difficultyParam) ? Number(difficultyParam) : undefined;
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    params.getAll(name).filter((value): value is T => (allowed as readonly string[]).includes(value));
  const one = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((value) => value === params.get(name));
  return {
    filter: one('filter', courseListFilters) ?? 'all',
    difficulty,
    categories: pick('categories', courseCategories),
    tags: pick('tags', courseTags),
    sort: one('sort', courseSorts),
    filtersOpen: params.get('filters') === 'open',
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const t = await getT(request);
  const query = readQuery(new URL(request.url));
  const { filtersOpen, ...listQuery } = query;
  const list = await callAsLearner(request, learner, 'courses', { query: listQuery }).catch(
    (error: unknown) => {
      throw asPageError(error);
    },
  );
  return data({
    pageTitle: t('pageTitle', { title: t(`catalog:allCourses.titles.${query.filter}`) }),
    courses: courseCardsOf(list.data),
    query,
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function AllCourses() {
  const { courses, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation('learning');
  const dialog = useRef<HTMLDialogElement>(null);
  const base = `/all-courses?filter=${query.filter}&filterId=all`;
  const openHref = `${currentSearch(query)}&filters=open#filters`;
  const active = [
    ...(query.difficulty !== undefined ? [t(`levels.${courseLevels[query.difficulty] ?? 'advanced'}`)] : []),
    ...query.categories.map((name) => t(`catalog:categoryNames.${name}`)),
    ...query.tags.map((name) => t(`catalog:tagNames.${name}`)),
    ...(query.sort ? [t(`catalog:allCourses.sorts.${query.sort}`)] : []),
  ];

  // With JavaScript the panel opens as a modal dialog; without, the link renders it open.
  const openDialog = (event: MouseEvent) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    if (dialog.current.open) dialog.current.close();
    dialog.current.showModal();
  };

  return (
    <div className="page learning-page">
      <div className="list-head">
        <h1 id="page-title">{t(`catalog:allCourses.titles.${query.filter}`)}</h1>
        <Link
          to={openHref}
          className="button button-secondary filter-button"
          onClick={openDialog}
          aria-haspopup="dialog"
        >
          {t('catalog:allCourses.filters')}
        </Link>
      </div>
      <p className="muted" role="status">
        {t('catalog:allCourses.count', { count: courses.length })}
        {active.length > 0 ? ` · ${t('catalog:allCourses.active', { list: active.join(', ') })}` : ''}
      </p>

      <FilterDialog dialogRef={dialog} query={query} base={base} />

      {courses.length > 0 ? (
        // The cards come right under the page's h1: their titles are its h2s.
        <CourseGrid courses={courses} eagerCount={4} headingLevel={2} />
      ) : (
        <div className="empty-state">
          <p>{t('catalog:allCourses.empty')}</p>
          <Link to={base} className="text-link">
            {t('catalog:allCourses.clear')}
          </Link>
        </div>
      )}
    </div>
  );
}

function currentSearch(query: ReturnType<typeof readQuery>): string {
  const params = new URLSearchParams({ filter: query.filter, filterId: 'all' });
  if (query.difficulty !== undefined) params.set('difficulty', String(query.difficulty));
  for (const name of query.categories) params.append('categories', name);
  for (const name of query.tags) params.append('tags', name);
  if (query.sort) params.set('sort', query.sort);
  return `/all-courses?${params}`;
}

function FilterDialog(props: {
  dialogRef: React.RefObject<HTMLDialogElement>;
  query: ReturnType<typeof readQuery>;
  base: string;
}) {
  const { t } = useTranslation('learning');
  const { query } = props;
  const [difficulty, setDifficulty] = useState(query.difficulty ?? 2);
  const levelName = t(`levels.${courseLevels[difficulty] ?? 'advanced'}`);
  // A click on the backdrop (the dialog itself, outside its panel) closes it; Escape does natively.
  useEffect(() => {
    const element = props.dialogRef.current;
    const onClick = (event: Event) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener('click', onClick);
    return () => element?.removeEventListener('click', onClick);
  }, [props.dialogRef]);
  const close = (event: MouseEvent) => {
    if (!props.dialogRef.current?.open || !props.dialogRef.current.close) return;
    event.preventDefault();
    props.dialogRef.current.close();
  };
  return (
    <dialog
      ref={props.dialogRef}
      id="filters"
      className="filter-dialog"
      open={query.filtersOpen}
      aria-labelledby="filters-title"
    >
      <Form method="get" action="/all-courses" className="filter-form">
        <div className="filter-head">
          <h2 id="filters-title">{t('catalog:allCourses.filtersTitle')}</h2>
          <Link to={currentSearch(query)} className="text-link" onClick={close}>
            {t('catalog:allCourses.close')}
          </Link>
        </div>
        <input type="hidden" name="filter" value={query.filter} />
        <input type="hidden" name="filterId" value="all" />
        <div className="field">
          <label htmlFor="difficulty" className="field-label">
            {t('catalog:allCourses.difficulty')} <output htmlFor="difficulty">{levelName}</output>
          </label>
          <input
            id="difficulty"
            name="difficulty"
            type="range"
            min={0}
            max={2}
            step={1}
            value={difficulty}
            aria-valuetext={levelName}
            onChange={(event) => setDifficulty(Number(event.target.value))}
            list="difficulty-levels"
          />
          <datalist id="difficulty-levels" className="range-labels">
            {courseLevels.map((level, index) => (
              <option key={level} value={index} label={t(`levels.${level}`)} />
            ))}
          </datalist>
        </div>
        <fieldset className="field choice-group">
          <legend className="field-label choice-group-legend">{t('catalog:allCourses.categories')}</legend>
          {courseCategories.map((name) => (
            <label key={name} className="chip">
              <input
                type="checkbox"
                name="categories"
                value={name}
                defaultChecked={query.categories.includes(name)}
              />
              <span>{t(`catalog:categoryNames.${name}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="field choice-group">
          <legend className="field-label choice-group-legend">{t('catalog:allCourses.tags')}</legend>
          {courseTags.map((name) => (
            <label key={name} className="chip">
              <input type="checkbox" name="tags" value={name} defaultChecked={query.tags.includes(name)} />
              <span>{t(`catalog:tagNames.${name}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="field">
          <legend className="field-label">{t('catalog:allCourses.sort')}</legend>
          {courseSorts.map((name) => (
            <label key={name} className="choice">
              <input
                type="radio"
                name="sort"
                value={name}
                defaultChecked={(query.sort ?? 'popular') === name}
              />
              <span>{t(`catalog:allCourses.sorts.${name}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="filter-actions">
          <Link to={props.base} className="button button-secondary">
            {t('catalog:allCourses.clear')}
          </Link>
          <button type="submit" className="button button-primary">
            {t('catalog:allCourses.apply')}
          </button>
        </div>
      </Form>
    </dialog>
  );
}
