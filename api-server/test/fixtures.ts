/** The smallest valid PNG (1x1 transparent pixel). */
export function png(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
}

export function uploadForm(
  bytes: Buffer,
  name: string,
  type: string,
  object = 'STUDENT_PHOTO',
): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  form.append('object', object);
  return form;
}
