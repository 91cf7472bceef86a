import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { courseImageUrl } from '../../backend/src/content/courses/course-image-urls';
import { renderCourseImages } from '../../backend/src/content/courses/course-images';
import { readCatalog } from '../../backend/src/content/courses/read-catalog';

const CONTENT = new URL('../backend/fixtures/content/', import.meta.url).pathname;

describe('course images', () => {
  let out: string;
  afterEach(() => rm(out, { recursive: true, force: true }));

  it('makes the four 16:9 formats once, and removes images no guide uses', async () => {
    out = await mkdtemp(join(tmpdir(), 'course-images-'));
    const { courses } = await readCatalog(CONTENT);
    const coreOne = courses.filter((course) => course.id === 'core-one');
    await mkdir(join(out, 'core-one-000000000000'));

    expect(await renderCourseImages(CONTENT, coreOne, out)).toEqual({ written: 4, removed: 1 });
    const folder = `core-one-${coreOne[0]?.image.hash}`;
    expect(await readdir(out)).toEqual([folder]);
    const sizes = await Promise.all(
      ['thumbnail', 'small', 'medium', 'large'].map(async (format) => {
        const { width, height, format: kind } = await sharp(join(out, folder, `${format}.webp`)).metadata();
        return [format, width, height, kind];
      }),
    );
    expect(sizes).toEqual([
      ['thumbnail', 320, 180, 'webp'],
      ['small', 640, 360, 'webp'],
      ['medium', 960, 540, 'webp'],
      ['large', 1280, 720, 'webp'],
    ]);
    expect(await renderCourseImages(CONTENT, coreOne, out)).toEqual({ written: 0, removed: 0 });
  });

  it('gives each image an address that changes with the image', () => {
    expect(courseImageUrl({ id: 'chatgpt-basics', imageHash: '4d73f3cb4a45' }, 'small')).toBe(
      '/course-images/chatgpt-basics-4d73f3cb4a45/small.webp',
    );
  });
});
