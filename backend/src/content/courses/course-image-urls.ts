// Addresses and sizes of the processed course images; no image library here, so the backend
// can use them without loading one.

/** The formats of SPEC §3, all 16:9, as WebP: the card uses small/medium, the guide page large. */
export const courseImageFormats = {
  thumbnail: { width: 320, height: 180 },
  small: { width: 640, height: 360 },
  medium: { width: 960, height: 540 },
  large: { width: 1280, height: 720 },
} as const;
export type CourseImageFormat = keyof typeof courseImageFormats;

/** Where the web app serves the processed images from (its public folder). */
export const courseImagesPath = '/course-images';

/** The folder of one guide's processed images: a new image gets a new address. */
export const courseImageFolder = (course: { id: string; imageHash: string }) =>
  `${course.id}-${course.imageHash}`;

export function courseImageUrl(course: { id: string; imageHash: string }, format: CourseImageFormat): string {
  return `${courseImagesPath}/${courseImageFolder(course)}/${format}.webp`;
}
