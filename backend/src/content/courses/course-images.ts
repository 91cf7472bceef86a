import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CatalogCourse } from './catalog';
import { courseImageFolder, courseImageFormats } from './course-image-urls';

/**
 * Makes every format of every guide's image under `outDir`, skipping images already made, and
 * removes the folders of images no guide uses any more. Answers how many images were written.
 */
export async function renderCourseImages(
  contentDir: string,
  courses: CatalogCourse[],
  outDir: string,
): Promise<{ written: number; removed: number }> {
  await mkdir(outDir, { recursive: true });
  let written = 0;
  const wanted = new Set<string>();
  for (const course of courses) {
    const folder = courseImageFolder({ id: course.id, imageHash: course.image.hash });
    wanted.add(folder);
    for (const [format, size] of Object.entries(courseImageFormats)) {
      const target = join(outDir, folder, `${format}.webp`);
      if (await exists(target)) continue;
      await mkdir(join(outDir, folder), { recursive: true });
      // Rendered at the target size (SVG at that density), cropped to 16:9 from the centre.
      await sharp(join(contentDir, course.image.file), { density: 144 })
        .resize(size.width, size.height, { fit: 'cover' })
        .webp({ quality: 82 })
        .toFile(target);
      written += 1;
    }
  }
  let removed = 0;
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !wanted.has(entry.name)) {
      await rm(join(outDir, entry.name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return { written, removed };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
