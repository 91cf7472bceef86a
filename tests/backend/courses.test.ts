import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boostResponse,
  courseListResponse,
  courseResponse,
  courseSectionsResponse,
} from '../../backend/src/contract/courses';
import { COURSE_STATS_TTL_MS } from '../../backend/src/modules/catalog/catalog.service';
import { learnerHelpers } from './helpers/learners';
import { newStudent } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

// The fixture catalog: core-one..core-five (core) and boost-one (Boost), one lesson each. core-one is
// beginner/ChatGPT/[AI]; the others differ in level, category and tags as their course.yaml says.

describe('guides', () => {
  let backend: TestBackend;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ clock: clock.now });
  });
  afterAll(() => backend?.close());

  const ids = (body: unknown) => courseListResponse.parse(body).data.map((course) => course.id);

  describe('lists', () => {
    it('answers 401 without a token', async () => {
      const response = await backend.app.inject({ url: '/api/courses/filtered/recommended' });
      expect(response.statusCode).toBe(401);
    });

    it('recommends the open guides not started yet, in the path order, with images and chapters', async () => {
      const student = await newStudent(backend);
      const response = await student.get('/api/courses/filtered/recommended');
      expect(response.statusCode).toBe(200);
      const { data, meta } = courseListResponse.parse(response.json());
      expect(data.map((course) => course.id)).toEqual([
        'core-one',
        'core-two',
        'core-three',
        'core-four',
        'core-five',
      ]);
      expect(meta.total).toBe(5);
      const [first] = data;
      expect(first).toMatchObject({
        title: 'Core one',
        stage: 'core',
        totalLessons: 1,
        lessonsCompleted: 0,
        status: 'not_started',
        // Published (course.yaml) long before today.
        isNew: false,
        locked: false,
        chapters: [{ id: 'core-one-basics', lessons: [{ id: 'core-one-lesson', minutes: 3 }] }],
      });
      expect(first?.featuredImage.formats.thumbnail).toMatchObject({ width: 320, height: 180 });
      expect(first?.featuredImage.url).toMatch(/^\/course-images\/core-one-[0-9a-f]+\/medium\.webp$/);

      await student.startLesson('core-one');
      expect(ids((await student.get('/api/courses/filtered/recommended')).json())).not.toContain('core-one');
    });

    it('badges as new only a guide its content dates within the last 60 days', async () => {
      // core-two is published 2026-11-01, every other fixture guide 2026-01-15. A learner signs in
      // at each moment, so the token is as fresh as the clock.
      const newOnes = async () => {
        const student = await newStudent(backend);
        const list = courseListResponse.parse((await student.get('/api/courses')).json()).data;
        return list.filter((course) => course.isNew).map((course) => course.id);
      };
      clock.advance(Date.parse('2026-11-25T12:00:00Z') - clock.now().getTime());
      expect(await newOnes()).toEqual(['core-two']);
      // Newest first is by that date too.
      const student = await newStudent(backend);
      expect(ids((await student.get('/api/courses?sort=newest')).json())[0]).toBe('core-two');
      clock.advance(Date.parse('2026-12-31T00:00:00Z') - clock.now().getTime());
      expect(await newOnes()).toEqual([]);
    });

    it('lists started guides, the latest first, under both addresses', async () => {
      const student = await newStudent(backend);
      expect(ids((await student.get('/api/courses/started?filter=started')).json())).toEqual([]);
      await student.startLesson('core-two');
      await student.startLesson('core-one');
      expect(ids((await student.get('/api/courses/started?filter=started')).json())).toEqual([
        'core-one',
        'core-two',
      ]);
      expect(ids((await student.get('/api/courses?filter=started')).json())).toEqual([
        'core-one',
        'core-two',
      ]);
    });

    it('ranks trending guides by the learners who started them lately', async () => {
      const [a, b, c] = await Promise.all([newStudent(backend), newStudent(backend), newStudent(backend)]);
      await Promise.all([
        a.startLesson('core-four'),
        b.startLesson('core-four'),
        c.startLesson('core-three'),
      ]);
      clock.advance(COURSE_STATS_TTL_MS);
      const trending = ids((await a.get('/api/courses/filtered/trending')).json());
      expect(trending).toHaveLength(6);
      // Nobody started core-five or boost-one: both come after the guides just started.
      expect(trending.indexOf('core-four')).toBeLessThan(trending.indexOf('core-three'));
      expect(trending.indexOf('core-three')).toBeLessThan(trending.indexOf('core-five'));
      expect(trending.indexOf('core-three')).toBeLessThan(trending.indexOf('boost-one'));
    });

    it('answers the guides page’s three lists at once, each as its own call does, as cards', async () => {
      expect((await backend.app.inject({ url: '/api/courses/sections' })).statusCode).toBe(401);
      const [student, other] = await Promise.all([newStudent(backend), newStudent(backend)]);
      await other.startLesson('core-three');
      await student.startLesson('core-two');
      const sections = async () => {
        const response = await student.get('/api/courses/sections');
        expect(response.statusCode).toBe(200);
        return { body: response.body, data: courseSectionsResponse.parse(response.json()).data };
      };
      // A card is the guide's summary without its chapters.
      const cardsOf = async (path: string) =>
        courseListResponse
          .parse((await student.get(path)).json())
          .data.map(({ chapters: _chapters, ...card }) => card);
      const first = await sections();
      expect(first.data.started).toEqual(await cardsOf('/api/courses/started'));
      expect(first.data.recommended).toEqual(await cardsOf('/api/courses/filtered/recommended'));
      expect(first.data.trending).toEqual(await cardsOf('/api/courses/filtered/trending'));
      expect(first.body).not.toContain('"chapters"');
      // The learner's own guides only, not the other learner's.
      expect(first.data.started.map((course) => course.id)).toEqual(['core-two']);
      expect((await sections()).body).toBe(first.body);

      await student.startLesson('core-one');
      const moved = await sections();
      expect(moved.data.started.map((course) => course.id)).toEqual(['core-one', 'core-two']);
      expect(moved.data.recommended.map((course) => course.id)).not.toContain('core-one');
    });

    it('names the lesson to continue: the one in progress, else the next to start, in the latest guide', async () => {
      const student = await newStudent(backend);
      const continueLesson = async () =>
        courseSectionsResponse.parse((await student.get('/api/courses/sections')).json()).data.continueLesson;
      expect(await continueLesson()).toBeNull();

      await student.startLesson('core-two');
      expect((await student.completeFragment('core-two', 0, 'first-idea')).statusCode).toBe(200);
      expect(await continueLesson()).toEqual({
        courseId: 'core-two',
        courseLang: 'en',
        courseTitle: 'Core two',
        lessonId: 'core-two-lesson',
        lessonLang: 'en',
        lessonTitle: 'The core two lesson',
        state: 'current',
        fragmentIndex: 1,
      });
      // A completed guide has nothing to continue.
      await student.completeFixtureCourse('core-two');
      expect(await continueLesson()).toBeNull();

      // The five core guides done, Boost opens: its first lesson finished, the next one waits to start.
      for (const guide of ['core-one', 'core-three', 'core-four', 'core-five'])
        await student.completeFixtureCourse(guide);
      await student.completeFixtureCourse('boost-one');
      expect(await continueLesson()).toEqual({
        courseId: 'boost-one',
        courseLang: 'en',
        courseTitle: 'Boost one',
        lessonId: 'boost-one-next',
        lessonLang: 'en',
        lessonTitle: 'The next boost lesson',
        state: 'available',
        fragmentIndex: 0,
      });
    });

    it('filters by difficulty, categories and tags, and sorts', async () => {
      const student = await newStudent(backend);
      const all = courseListResponse.parse((await student.get('/api/courses')).json()).data;
      const list = async (query: string) => ids((await student.get(`/api/courses?${query}`)).json());

      const beginners = all.filter((course) => course.level === 'beginner').map((course) => course.id);
      expect(await list('difficulty=0')).toEqual(beginners);
      expect(await list('difficulty=2')).toEqual(all.map((course) => course.id));

      const category = all[1]?.category ?? 'ChatGPT';
      const inCategory = all.filter((course) => course.category === category).map((course) => course.id);
      expect(await list(`categories=${encodeURIComponent(category)}`)).toEqual(inCategory);

      const tag = all.find((course) => course.tags.length > 0)?.tags[0] ?? 'AI';
      const tagged = all.filter((course) => course.tags.includes(tag)).map((course) => course.id);
      expect(await list(`tags=${tag}`)).toEqual(tagged);
      // A GET form repeats a field for each box; links may use commas: both read the same.
      expect(await list('categories=ChatGPT&categories=Prompting')).toEqual(
        await list('categories=ChatGPT,Prompting'),
      );

      const shortest = await list('sort=shortest');
      const minutes = shortest.map((id) => all.find((course) => course.id === id)?.minutes ?? 0);
      expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
    });

    it('sorts by popularity, counted again each minute, and by rating, counted at once', async () => {
      const [a, b, c] = await Promise.all([newStudent(backend), newStudent(backend), newStudent(backend)]);
      clock.freeze();
      clock.advance(COURSE_STATS_TTL_MS);
      const before = ids((await a.get('/api/courses?sort=popular')).json());
      expect(before.indexOf('core-two')).toBeLessThan(before.indexOf('core-five'));
      // core-two was started twice by the tests above: three learners put core-five ahead of it.
      await Promise.all([a.startLesson('core-five'), b.startLesson('core-five'), c.startLesson('core-five')]);
      expect(ids((await a.get('/api/courses?sort=popular')).json())).toEqual(before);
      clock.advance(COURSE_STATS_TTL_MS);
      const popular = ids((await a.get('/api/courses?sort=popular')).json());
      expect(popular.indexOf('core-five')).toBeLessThan(popular.indexOf('core-two'));

      await a.startLesson('core-three');
      expect((await a.post('/api/courses/core-three/rating', { rating: 5 })).statusCode).toBe(200);
      expect((await b.post('/api/courses/core-five/rating', { rating: 2 })).statusCode).toBe(200);
      const rated = ids((await a.get('/api/courses?sort=rating')).json());
      expect(rated.slice(0, 2)).toEqual(['core-three', 'core-five']);
    });

    it('refuses unknown filters, levels and categories with 400', async () => {
      const student = await newStudent(backend);
      for (const query of [
        'filter=everything',
        'difficulty=3',
        'difficulty=-1',
        'categories=Cooking',
        'sort=cheapest',
      ]) {
        const response = await student.get(`/api/courses?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect((await student.get('/api/courses/filtered/popular')).statusCode).toBe(400);
    });
  });

  describe('one guide', () => {
    it('answers 404 for an unknown guide and 400 for a malformed id', async () => {
      const student = await newStudent(backend);
      expect((await student.get('/api/courses/no-such-guide')).statusCode).toBe(404);
      expect((await student.get('/api/courses/bad%20id')).statusCode).toBe(400);
    });

    it('shows the first lesson available, then current at the saved fragment, then finished', async () => {
      const student = await newStudent(backend);
      const read = async () => courseResponse.parse((await student.get('/api/courses/core-one')).json()).data;

      let course = await read();
      expect(course.status).toBe('not_started');
      expect(course.certificate).toEqual({
        earned: false,
        requiredPractices: 2,
        passedPractices: 0,
        passedFirstTry: 0,
        practicesToPass: [],
      });
      expect(course.chapters[0]?.lessons[0]).toMatchObject({ state: 'available', fragmentIndex: null });
      expect(course.progressInfo).toMatchObject({ lesson: { id: 'core-one-lesson' }, fragmentIndex: 0 });

      await student.startLesson('core-one');
      await student.completeFragment('core-one', 0, 'first-idea');
      course = await read();
      expect(course.status).toBe('in_progress');
      expect(course.chapters[0]?.lessons[0]).toMatchObject({ state: 'current', fragmentIndex: 1 });
      expect(course.progressInfo).toMatchObject({
        startedLessons: [{ id: 'core-one-lesson' }],
        finishedLessons: [],
        fragmentIndex: 1,
        timeSpent: 30,
        completed: false,
        progressPercentage: 0,
      });

      await student.completeFixtureCourse('core-one');
      course = await read();
      expect(course).toMatchObject({ status: 'completed', progressPercentage: 100, lessonsCompleted: 1 });
      // The prompt was skipped: the guide is completed, its certificate waits for that practice.
      expect(course.certificate).toMatchObject({
        earned: false,
        passedPractices: 1,
        practicesToPass: [{ practiceId: 'core-one-prompt', lesson: { id: 'core-one-lesson' } }],
      });
      const [card] = (await student.get('/api/courses/started')).json().data;
      expect(card.certificate).toEqual(course.certificate);
      expect(course.chapters[0]?.lessons[0]?.state).toBe('finished');
      expect(course.progressMessages).toEqual([
        expect.objectContaining({ percentProgress: 50, title: 'Halfway', reached: true }),
      ]);
      const progress = await student.get(student.progress('course', 'core-one'));
      expect(progress.statusCode).toBe(200);
      expect(progress.json().data).toEqual(course.progressInfo);
    });

    it('answers a guide page read again alike, and anew once the learner rates it or moves on', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-two');
      const first = await student.get('/api/courses/core-two');
      const again = await student.get('/api/courses/core-two');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(again.body).toBe(first.body);
      expect(courseResponse.parse(first.json()).data.rating).toEqual({ average: null, count: 0 });

      expect((await student.post('/api/courses/core-two/rating', { rating: 4 })).statusCode).toBe(200);
      const rated = courseResponse.parse((await student.get('/api/courses/core-two')).json()).data;
      expect(rated.rating).toEqual({ average: 4, count: 1 });

      await student.completeFragment('core-two', 0, 'first-idea');
      const moved = courseResponse.parse((await student.get('/api/courses/core-two')).json()).data;
      expect(moved.progressInfo.fragmentIndex).toBe(1);
    });

    it('never shows one learner’s progress to another', async () => {
      const [a, b] = await Promise.all([newStudent(backend), newStudent(backend)]);
      await a.startLesson('core-one');
      const seenByB = courseResponse.parse((await b.get('/api/courses/core-one')).json()).data;
      expect(seenByB.status).toBe('not_started');
      expect((await b.get(`/api/user-course-progress/course/${a.learner.id}/core-one`)).statusCode).toBe(403);
    });
  });

  describe('access', () => {
    it('answers the learning calls 423 once the plan has ended, while the account calls still answer', async () => {
      clock.freeze();
      const student = await newStudent(backend);
      expect((await student.get('/api/courses/core-one')).statusCode).toBe(200);
      await learnerHelpers(backend).admin('POST', '/api/admin/subscriptions/expire', {
        email: student.learner.email,
      });
      // A running plan is taken as running for a minute before it is looked up again.
      clock.advance(61_000);
      for (const path of [
        '/api/courses/core-one',
        '/api/lessons/core-one-lesson',
        '/api/product-user/streak',
      ]) {
        const answer = await student.get(path);
        expect(answer.statusCode, path).toBe(423);
        expect(answer.json().error.name).toBe('SubscriptionInactive');
      }
      expect((await student.get('/api/product-user/me')).statusCode).toBe(200);
    });
  });

  describe('Boost', () => {
    it('stays locked until exactly the five core guides are completed', async () => {
      const student = await newStudent(backend);
      const boost = async () => boostResponse.parse((await student.get('/api/courses/boost')).json()).data;

      let stage = await boost();
      expect(stage).toMatchObject({ unlocked: false, completedCoreCourses: 0, requiredCoreCourses: 5 });
      expect(stage.courses.map((course) => course.id)).toEqual(['boost-one']);
      expect(stage.courses[0]?.locked).toBe(true);
      expect((await student.startLesson('boost-one')).json().error.name).toBe('BoostLocked');
      expect((await student.get('/api/lessons/boost-one-lesson')).statusCode).toBe(403);
      const locked = courseResponse.parse((await student.get('/api/courses/boost-one')).json()).data;
      expect(locked.chapters[0]?.lessons[0]).toMatchObject({ state: 'locked', lockedReason: 'boost' });

      for (const id of ['core-one', 'core-two', 'core-three', 'core-four'])
        await student.completeFixtureCourse(id);
      stage = await boost();
      expect(stage).toMatchObject({ unlocked: false, completedCoreCourses: 4 });
      expect(stage.coreCourses.find((course) => course.id === 'core-five')?.status).toBe('not_started');

      await student.completeFixtureCourse('core-five');
      stage = await boost();
      expect(stage).toMatchObject({ unlocked: true, completedCoreCourses: 5 });
      expect(stage.courses[0]?.locked).toBe(false);
      expect((await student.startLesson('boost-one')).statusCode).toBe(200);
      const recommended = ids((await student.get('/api/courses/filtered/recommended')).json());
      expect(recommended).toEqual([]);
    });
  });

  describe('ratings', () => {
    it('takes a whole number from 1 to 5 for a started guide, and replaces it', async () => {
      const student = await newStudent(backend);
      const rate = (rating: unknown) => student.post('/api/courses/core-four/rating', { rating });
      expect((await rate(4)).json().error.name).toBe('CourseNotStarted');
      await student.startLesson('core-four');
      for (const bad of [0, 6, 2.5, '4']) expect((await rate(bad)).statusCode, String(bad)).toBe(400);
      expect((await rate(4)).json().data).toMatchObject({ yours: 4 });
      expect((await rate(2)).json().data).toMatchObject({ yours: 2, average: 2, count: 1 });
      expect((await student.post('/api/courses/nothing/rating', { rating: 3 })).statusCode).toBe(404);
    });
  });
});
