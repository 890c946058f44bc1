import { useBoundApi, useErrorMessageOf } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApi, type Envelope } from '@hci/api-schema';
import { Button, toast, useOnePress } from '@hci/design-system';
import { useSystemText } from './systemText';

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
  const text = useSystemText();
  const errorMessageOf = useErrorMessageOf();
  const download = useMutation(queries.envelopes.downloadDocument());
  // One file however fast the button is pressed twice.
  const [downloadOnce, isDownloading] = useOnePress(async () => {
    try {
      saveFile(
        await download.mutateAsync({ envelopeId: envelope.id, documentId: document.id }),
        text(document.name),
      );
    } catch (error) {
      toast.critical(await errorMessageOf(error));
    }
  });
  return (
    <Button variant="secondary" isPending={isDownloading} onPress={() => void downloadOnce()}>
      {children}
    </Button>
  );
}
