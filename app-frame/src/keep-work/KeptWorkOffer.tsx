import { Alert, Button, Inline, Text } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { keepWorkMessages as m } from './messages';
import type { KeptWorkChoice } from './useKeepWork';

/** At the top of a form: what an idle sign-out kept of it, to restore or to discard. */
export function KeptWorkOffer({ offer }: { offer: KeptWorkChoice }) {
  const intl = useIntl();
  if (!offer.isOffered) return null;
  return (
    <Alert tone="info" title={intl.formatMessage(m.restoreTitle)}>
      <Text>{intl.formatMessage(m.restoreBody)}</Text>
      <Inline space="small">
        <Button variant="primary" onPress={offer.restore}>
          {intl.formatMessage(m.restore)}
        </Button>
        <Button variant="secondary" onPress={offer.discard}>
          {intl.formatMessage(m.discard)}
        </Button>
      </Inline>
    </Alert>
  );
}
