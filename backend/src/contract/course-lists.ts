// The catalog's fixed lists, without zod: the web app's filter form imports them in the browser.

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const courseCategories = [
  'Midjourney',
  'ChatGPT',
  'Automation',
  'Prompting',
  'Business Tools',
  'Side Hustles',
] as const;
export const courseTags = ['AI', 'Marketing', 'Design', 'Productivity', 'Coding', 'No-code'] as const;
export const courseStages = ['core', 'boost'] as const;
export const courseSorts = ['popular', 'newest', 'rating', 'shortest'] as const;
export type CourseSort = (typeof courseSorts)[number];
export const courseListFilters = ['all', 'recommended', 'trending', 'started'] as const;
export type CourseListFilter = (typeof courseListFilters)[number];
