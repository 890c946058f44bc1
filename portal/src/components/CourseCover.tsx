import { BookIcon, Image, ImageFallback, type ImageFallbackTone } from '@hci/design-system';
import type { Course } from '@hci/api-schema';
import { useMediaSrc } from './useMediaSrc';

// The contract names no program for a course, so each course keeps a colour of its own, taken
// from its id: the same on the home page, the course list and the course's page.
const courseTones = ['brand', 'info', 'accent', 'positive'] as const satisfies ImageFallbackTone[];

/** A course's cover picture, or without one its colour and a book. Decorative: the title names it. */
export function CourseCover({ course }: { course: Pick<Course, 'id' | 'image'> }) {
  const mediaSrc = useMediaSrc();
  return (
    <Image
      src={mediaSrc(course.image)}
      alt=""
      aspectRatio={16 / 9}
      fallback={
        <ImageFallback tone={courseTones[course.id % courseTones.length]!} icon={<BookIcon />} />
      }
    />
  );
}
