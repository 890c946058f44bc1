import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createApi, type PaymentMethod } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '../app/ApiProvider';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  FactList,
  Heading,
  Inline,
  PaymentCardEditForm,
  PaymentCardForm,
  QueryView,
  Stack,
  toast,
  useOnePress,
  visuallyHidden,
} from '@hci/design-system';
import { positiveMessages } from '../notices';
import { PageHeading } from '../frame/PageHeading';
import { errorMessageOf } from '../errors';
import { useCardName } from './cardName';
import { CardsSkeleton } from './CardsSkeleton';
import { paymentMethodMessages as m } from './messages';

/** The default card first, then the others in the order they were added. */
const defaultFirst = (methods: readonly PaymentMethod[]) =>
  [...methods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);

/** Names the card to screen readers in a button whose visible label is one word. */
const hidden = (chunks: ReactNode[]) => <span className={visuallyHidden}>{chunks}</span>;

/**
 * Adds a card through the design system's card form; the number goes to the API and nowhere else.
 * The saved cards' list (every screen that offers them) shows the new card at once.
 */
export function AddCardDialog({
  isOpen,
  onOpenChange,
  onAdded,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The card once added, for a screen that pays with it at once. */
  onAdded?: (card: PaymentMethod) => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const add = useMutation(queries.paymentMethods.add(studentId));
  return (
    <Dialog title={intl.formatMessage(m.addTitle)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <PaymentCardForm
        offerMakeDefault
        onSubmit={async (card) => {
          const added = await add.mutateAsync(card);
          onAdded?.(added);
          toast.positive(positiveMessages.paymentMethodAdded);
          onOpenChange(false);
        }}
        onServerError={(message) => toast.critical(message)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function EditCardDialog({
  method,
  isOpen,
  onOpenChange,
}: {
  method: PaymentMethod;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const cardName = useCardName();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const update = useMutation(queries.paymentMethods.update(studentId));
  return (
    <Dialog
      title={intl.formatMessage(m.editTitle, { card: cardName(method) })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <PaymentCardEditForm
        card={method}
        onSubmit={async (changes) => {
          await update.mutateAsync({ paymentMethodId: method.id, ...changes });
          toast.positive(positiveMessages.paymentMethodEdited);
          onOpenChange(false);
        }}
        onServerError={(message) => toast.critical(message)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const intl = useIntl();
  const cardName = useCardName();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const makeDefault = useMutation(queries.paymentMethods.makeDefault(studentId));
  const remove = useMutation(queries.paymentMethods.remove(studentId));
  const headingId = `payment-method-${method.id}`;
  // One request however fast the button is pressed twice.
  const [makeDefaultOnce, isMakingDefault] = useOnePress(async () => {
    const pressed = document.activeElement;
    try {
      await makeDefault.mutateAsync(method.id);
      toast.positive(positiveMessages.paymentMethodMadeDefault);
      // The button goes now that the card is the default: focus stays on the card, at its name,
      // rather than falling to the page, unless the person has put it elsewhere meanwhile.
      const active = document.activeElement;
      if (active === pressed || active === document.body)
        document.getElementById(headingId)?.focus();
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [card, setCard] = useState<Element | null>(null);
  const name = cardName(method);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId} tabIndex={-1}>
            {name}
          </Heading>
          {method.isDefault && <Badge tone="brand">{intl.formatMessage(m.default)}</Badge>}
        </Inline>
        <FactList
          facts={[
            { label: intl.formatMessage(m.holderName), value: method.holderName },
            {
              label: intl.formatMessage(m.expires),
              // MM/YYYY, as the card shows it.
              value: intl.formatMessage(m.expiry, {
                month: String(method.expirationMonth).padStart(2, '0'),
                year: method.expirationYear,
              }),
            },
          ]}
        />
        <Inline space="small">
          <Button variant="secondary" onPress={() => setDialog('edit')}>
            {intl.formatMessage(m.edit, { card: name, hidden })}
          </Button>
          {!method.isDefault && (
            <Button
              variant="secondary"
              isPending={isMakingDefault}
              onPress={() => void makeDefaultOnce()}
            >
              {intl.formatMessage(m.makeDefault, { card: name, hidden })}
            </Button>
          )}
          <Button
            variant="tertiary"
            onClick={(event) => {
              setCard(event.currentTarget.closest('article'));
              setDialog('delete');
            }}
          >
            {intl.formatMessage(m.delete, { card: name, hidden })}
          </Button>
        </Inline>
      </Stack>
      <EditCardDialog
        method={method}
        isOpen={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
      />
      <ConfirmDialog
        title={intl.formatMessage(m.deleteTitle, { card: name })}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        tone="critical"
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        removes={card}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(method.id);
            toast.positive(positiveMessages.paymentMethodDeleted);
          } catch (error) {
            toast.critical(errorMessageOf(error));
            // A refusal (the card pays a pending schedule, or is the default while a balance is
            // owed) closes the dialog too: retrying would not change the answer. The card stays,
            // so focus goes back to its button rather than on to the next card.
            setDialog(null);
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.deleteBody)}
      </ConfirmDialog>
    </Card>
  );
}

/** What the page says of the cards' use, where an app's own words differ from the student's. */
export interface PaymentMethodPageProps {
  /** Under the title: which charges the cards pay. */
  intro?: string;
  /** With no saved card: where cards come from. */
  emptyBody?: string;
}

/**
 * The signed-in student's saved cards (a coach's too: a coach is a student with a coach record);
 * add, edit, make default and delete them.
 */
export function PaymentMethodPage({ intro, emptyBody }: PaymentMethodPageProps) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const [adding, setAdding] = useState(false);
  const methods = useQuery({
    ...queries.paymentMethods.list(studentId),
    select: (page) => defaultFirst(page.content),
  });
  const addButton = (
    <Button onPress={() => setAdding(true)}>{intl.formatMessage(m.addCard)}</Button>
  );

  return (
    <Stack space="large">
      <PageHeading intro={intro ?? intl.formatMessage(m.intro)}>
        {intl.formatMessage(m.title)}
      </PageHeading>
      <QueryView
        query={methods}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<CardsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={emptyBody ?? intl.formatMessage(m.emptyBody)}
            action={addButton}
          />
        }
      >
        {(list) => (
          <Stack space="medium">
            <Inline space="small">{addButton}</Inline>
            {list.map((method) => (
              <PaymentMethodCard key={method.id} method={method} />
            ))}
          </Stack>
        )}
      </QueryView>
      <AddCardDialog isOpen={adding} onOpenChange={setAdding} />
    </Stack>
  );
}
