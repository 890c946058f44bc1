import { deliveryModeOptions, offeringTypeOptions, useApi, useCoachSession } from '@hci/app-frame';
import {
  Badge,
  Button,
  CalendarIcon,
  Card,
  Heading,
  Image,
  ImageFallback,
  Inline,
  PackageIcon,
  Stack,
  Text,
  useMoneyFormatter,
} from '@hci/design-system';
import { signMediaUrl, type CoachProduct } from '@hci/api-schema';
import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../components/commonMessages';
import { productMessages as m } from './productMessages';

/** One offer: image, type, title, price per unit, what a service includes, and its actions. */
export function ProductCard({ product, actions }: { product: CoachProduct; actions?: ReactNode }) {
  const intl = useIntl();
  const money = useMoneyFormatter();
  const { mediaBaseUrl } = useApi();
  const { session } = useCoachSession();
  const titleId = useId();
  const typeLabel = offeringTypeOptions.find((option) => option.value === product.type)?.label;
  const service = product.serviceSpecification?.session;
  const modeLabel = deliveryModeOptions.find((option) => option.value === service?.type)?.label;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack space="small">
        <Image
          src={product.image ? signMediaUrl(product.image, session, mediaBaseUrl) : undefined}
          alt=""
          aspectRatio={16 / 9}
          fallback={
            product.type === 'SERVICE' ? (
              <ImageFallback tone="brand" icon={<CalendarIcon />} />
            ) : (
              <ImageFallback tone="info" icon={<PackageIcon />} />
            )
          }
        />
        <Inline space="xsmall">
          {typeLabel ? <Badge tone="info">{intl.formatMessage(typeLabel)}</Badge> : null}
          {product.published ? null : <Badge>{intl.formatMessage(m.draft)}</Badge>}
        </Inline>
        {/* The cards sit right under the page's h1: an h2 each, at a card title's size. */}
        <Heading level={2} size={3} id={titleId}>
          {product.title}
        </Heading>
        <Text weight="strong" tabularNumbers>
          {intl.formatMessage(m.perUnit, {
            price: money(product.price, { zeroAsFree: true }),
            unit: product.priceUnit,
          })}
        </Text>
        {service && modeLabel ? (
          <Text tone="secondary" size="small">
            {intl.formatMessage(m.sessionsSummary, {
              count: service.count,
              duration: service.duration,
              mode: intl.formatMessage(modeLabel),
            })}
          </Text>
        ) : null}
        {product.description ? (
          <Text tone="secondary" breakWords>
            {product.description}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}

export function ProductActions({
  product,
  onEdit,
  editRef,
  onDelete,
}: {
  product: CoachProduct;
  onEdit: () => void;
  /** The Edit button, for the keyboard to come back to after a save. */
  editRef?: Ref<HTMLButtonElement>;
  /** Gets the product's card, which the deletion takes away. */
  onDelete: (card: Element | null) => void;
}) {
  const intl = useIntl();
  return (
    <Inline space="small">
      <Button
        ref={editRef}
        variant="secondary"
        aria-label={intl.formatMessage(m.editLabel, { title: product.title })}
        onPress={onEdit}
      >
        {intl.formatMessage(commonMessages.edit)}
      </Button>
      <Button
        variant="tertiary"
        aria-label={intl.formatMessage(m.deleteLabel, { title: product.title })}
        onClick={(event) => onDelete(event.currentTarget.closest('article'))}
      >
        {intl.formatMessage(commonMessages.delete)}
      </Button>
    </Inline>
  );
}
