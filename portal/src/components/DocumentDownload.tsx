import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApi, isApiError, useBoundApi, type Envelope } from '@hci/api-schema';
import { Button, errorMessage, toast } from '@hci/design-system';

type EnvelopeDocument = Envelope['documents'][number];

/** Hands a downloaded file to the browser as a file to save. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** A button that downloads one document of an envelope as a PDF. */
export function DocumentDownload({
  envelope,
  document,
  children,
}: {
  envelope: Envelope;
  document: EnvelopeDocument;
  children: ReactNode;
}) {
  const queries = useBoundApi(createApi);
  const download = useMutation({
    ...queries.envelopes.downloadDocument(),
    onSuccess: (blob) => saveFile(blob, document.name),
    onError: (error) => toast.critical(errorMessage(isApiError(error) ? error.key : 'default')),
  });
  return (
    <Button
      variant="secondary"
      isPending={download.isPending}
      onPress={() => download.mutate({ envelopeId: envelope.id, documentId: document.id })}
    >
      {children}
    </Button>
  );
}
