// The demo coach's pictures, uploaded as a coach's browser sends them.
import { unwrap, type ApiClient, type FileObject } from '@hci/api-schema';
import type { DemoArrangement } from '../referenceApi';

/** A picture as a coach's browser uploads it: a small PNG, drawn here. */
async function picture(): Promise<Blob> {
  const canvas = new OffscreenCanvas(48, 48);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2f6f62';
  context.fillRect(0, 0, 48, 48);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Uploads a picture as the demo coach, for `object`; answers its stored name. */
async function uploadPicture(coach: ApiClient, object: FileObject): Promise<string> {
  const form = new FormData();
  form.append('file', await picture(), 'picture.png');
  form.append('object', object);
  const { content } = await unwrap(
    coach.POST('/files', {
      // Multipart, sent as it is: the contract types the parts, not the form.
      body: form as never,
      bodySerializer: () => form,
    }),
  );
  return content.fileName;
}

/** The demo coach uploads a photo and a cover image and saves them on the profile. */
export const photoAndCover: DemoArrangement = async ({ as, sessions }) => {
  const coach = as('coach');
  await unwrap(
    coach.PUT('/coaches/{coachId}', {
      params: { path: { coachId: sessions.coach.coachId! } },
      body: {
        photo: await uploadPicture(coach, 'COACH_PHOTO'),
        coverImage: await uploadPicture(coach, 'COACH_COVER_IMAGE'),
      },
    }),
  );
};

/**
 * The demo coach's pictures as they would have uploaded them: the photo and cover image, and a
 * picture on the first and third of their services. A service's picture is set in the database:
 * the request that could set it replaces the whole service.
 */
export const coachPictures: DemoArrangement = async (demo) => {
  await photoAndCover(demo);
  const coach = demo.as('coach');
  const products = await demo.query<{ id: number }>(
    'SELECT id FROM coach_products WHERE coach_id = $1 ORDER BY id',
    [demo.sessions.coach.coachId!],
  );
  for (const product of [products[0]!, products[2]!])
    await demo.query('UPDATE coach_products SET image = $1 WHERE id = $2', [
      await uploadPicture(coach, 'PRODUCT_IMAGE'),
      product.id,
    ]);
};
