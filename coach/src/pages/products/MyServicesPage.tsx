import { errorMessageOf, PageHeading, useApi, useCoachSession, useBoundApi } from '@hci/app-frame';
import {
  Button,
  EmptyState,
  focusWhenShown,
  Heading,
  Inline,
  QueryView,
  Stack,
  Text,
  Tiles,
  toast,
} from '@hci/design-system';
import { type CoachProduct, createApi } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductActions, ProductCard } from './ProductCard';
import { productMessages as m } from './productMessages';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';

// The editor (select, number, radio and upload fields) loads when a coach opens it, so the list
// itself stays light.
const ProductEditor = lazy(() =>
  import('./ProductEditor').then((module) => ({ default: module.ProductEditor })),
);

type Editing = { product?: CoachProduct } | null;

/** Products and services: list, create, edit, delete, and the public list clients see. */
export function MyServicesPage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const { coachId } = useCoachSession();
  const products = useQuery(api.products.list(coachId, { size: 100 }));
  const publicProducts = useQuery(api.products.publicList(coachId));
  const remove = useMutation(api.products.remove(coachId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ product: CoachProduct; card: Element | null } | null>(
    null,
  );

  const addRef = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  const addButton = (
    <Button ref={addRef} onPress={() => setEditing({})}>
      {intl.formatMessage(m.add)}
    </Button>
  );

  return (
    <Stack space="xlarge">
      <Inline space="medium" align="spread" alignY="bottom">
        <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
        {addButton}
      </Inline>
      <QueryView
        query={products}
        loadingLabel={intl.formatMessage(m.loading)}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        }
      >
        {(page) => (
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
            {page.content.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                actions={
                  <ProductActions
                    product={product}
                    onEdit={() => setEditing({ product })}
                    editRef={(button) => {
                      if (button) editButtons.current.set(product.id, button);
                      else editButtons.current.delete(product.id);
                    }}
                    onDelete={(card) => setDeleting({ product, card })}
                  />
                }
              />
            ))}
          </Tiles>
        )}
      </QueryView>
      <Stack as="section" space="medium">
        <Heading level={2}>{intl.formatMessage(m.publicListTitle)}</Heading>
        <QueryView
          query={publicProducts}
          loadingLabel={intl.formatMessage(m.loading)}
          isEmpty={(page) => page.content.length === 0}
          empty={<Text tone="secondary">{intl.formatMessage(m.publicListEmpty)}</Text>}
        >
          {(page) => (
            <ul aria-label={intl.formatMessage(m.publicListTitle)}>
              {page.content.map((product) => (
                // A title of one long word, as the coach typed it, wraps on a phone.
                <li key={product.id}>
                  <Text as="span" breakWords>
                    {product.title}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <ProductEditor
            key={editing.product?.id ?? 'new'}
            product={editing.product}
            isOpen
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            // The keyboard goes on from the saved card, a new one too, not from "Add".
            onSaved={(productId) =>
              focusWhenShown(() => editButtons.current.get(productId), addRef.current)
            }
          />
        </Suspense>
      ) : null}
      <OnDemandConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.deleteTitle, { title: deleting?.product.title ?? '' })}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        removes={deleting?.card}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.product.id);
            analytics.track('productDeleted');
            toast.positive(intl.formatMessage(m.deleted, { title: deleting.product.title }));
          } catch (error) {
            toast.critical(errorMessageOf(error));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.deleteBody)}
      </OnDemandConfirmDialog>
    </Stack>
  );
}
