/**
 * A generated agreement keeps the terms it was written from and the language it was written in,
 * so the copy completed on signing says what the copy sent said, with the signature filled in.
 * Documents stored before have neither; their signed copy gets a page that states the signature.
 */
export default `
ALTER TABLE envelope_documents ADD COLUMN agreement jsonb;
ALTER TABLE envelope_documents ADD COLUMN language text;
`;
