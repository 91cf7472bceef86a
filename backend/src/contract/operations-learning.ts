import {
  certificateNameRequest,
  certificateNameResponse,
  myCertificatesResponse,
  verifyCertificateParams,
  verifyCertificateResponse,
  verifyCredentialRequest,
  verifyCredentialResponse,
} from './certificates';
import {
  boostResponse,
  courseListQuery,
  courseListResponse,
  courseParams,
  courseResponse,
  courseSectionsResponse,
  filteredCoursesParams,
  rateCourseRequest,
  rateCourseResponse,
  startedCoursesQuery,
} from './courses';
import { evaluatePromptRequest, evaluatePromptResponse } from './evaluation';
import { newsQuery, newsResponse } from './news';
import type { Operation } from './operation';
import {
  courseProgressParams,
  courseProgressResponse,
  finishLessonParams,
  finishLessonResponse,
  fragmentProgressParams,
  fragmentProgressRequest,
  lessonParams,
  lessonProgressParams,
  lessonProgressResponse,
  lessonResponse,
  startLessonParams,
  startLessonResponse,
  submitPracticeRequest,
  submitPracticeResponse,
  updateCourseProgressRequest,
  updateCourseProgressResponse,
} from './progress';
import { streakResponse, streakStatsResponse } from './streaks';

/** Guides, lessons, progress, streaks, prompt grading, certificates and news. */
export const learningOperations = {
  myCertificates: { method: 'GET', path: '/api/certificates/my', response: myCertificatesResponse },
  setCertificateName: {
    method: 'PUT',
    path: '/api/certificates/name',
    body: certificateNameRequest,
    response: certificateNameResponse,
  },
  verifyCertificate: {
    method: 'GET',
    path: '/api/certificates/verify/:number',
    params: verifyCertificateParams,
    response: verifyCertificateResponse,
  },
  verifyCredential: {
    method: 'POST',
    path: '/api/certificates/verify-credential',
    body: verifyCredentialRequest,
    response: verifyCredentialResponse,
  },
  news: { method: 'GET', path: '/api/external-news', query: newsQuery, response: newsResponse },
  streak: { method: 'GET', path: '/api/product-user/streak', response: streakResponse },
  streakStats: { method: 'GET', path: '/api/product-user/streak-stats', response: streakStatsResponse },
  courses: { method: 'GET', path: '/api/courses', query: courseListQuery, response: courseListResponse },
  filteredCourses: {
    method: 'GET',
    path: '/api/courses/filtered/:filter',
    params: filteredCoursesParams,
    response: courseListResponse,
  },
  startedCourses: {
    method: 'GET',
    path: '/api/courses/started',
    query: startedCoursesQuery,
    response: courseListResponse,
  },
  courseSections: { method: 'GET', path: '/api/courses/sections', response: courseSectionsResponse },
  /** Open to visitors: the landing page's guides, counts and quiz start. */
  boost: { method: 'GET', path: '/api/courses/boost', response: boostResponse },
  course: { method: 'GET', path: '/api/courses/:id', params: courseParams, response: courseResponse },
  rateCourse: {
    method: 'POST',
    path: '/api/courses/:id/rating',
    params: courseParams,
    body: rateCourseRequest,
    response: rateCourseResponse,
  },
  lesson: { method: 'GET', path: '/api/lessons/:lessonId', params: lessonParams, response: lessonResponse },
  courseProgress: {
    method: 'GET',
    path: '/api/user-course-progress/course/:userId/:courseId',
    params: courseProgressParams,
    response: courseProgressResponse,
  },
  lessonProgress: {
    method: 'GET',
    path: '/api/user-course-progress/lesson/:userId/:lessonId',
    params: lessonProgressParams,
    response: lessonProgressResponse,
  },
  saveFragmentProgress: {
    method: 'POST',
    path: '/api/user-course-progress/fragment/:userId/:lessonId/:fragmentIndex',
    params: fragmentProgressParams,
    body: fragmentProgressRequest,
    response: lessonProgressResponse,
  },
  submitPractice: {
    method: 'POST',
    path: '/api/user-course-progress/submit-practice/:userId/:lessonId/:fragmentIndex',
    params: fragmentProgressParams,
    body: submitPracticeRequest,
    response: submitPracticeResponse,
  },
  startLesson: {
    method: 'POST',
    path: '/api/user-course-progress/start-lesson/:userId/:lessonId/:courseId',
    params: startLessonParams,
    response: startLessonResponse,
  },
  finishLesson: {
    method: 'POST',
    path: '/api/user-course-progress/finish-lesson/:userId/:chapterId/:lessonId',
    params: finishLessonParams,
    response: finishLessonResponse,
  },
  updateCourseProgress: {
    method: 'POST',
    path: '/api/product-user/update-course-progress',
    body: updateCourseProgressRequest,
    response: updateCourseProgressResponse,
  },
  evaluatePrompt: {
    method: 'POST',
    path: '/api/openai/evaluate-prompt',
    body: evaluatePromptRequest,
    response: evaluatePromptResponse,
  },
} as const satisfies Record<string, Operation>;
