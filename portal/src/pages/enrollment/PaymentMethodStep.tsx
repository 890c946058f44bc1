import { useCardName, useBoundApi, useStudentId } from '@hci/app-frame';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, type PaymentMethod } from '@hci/api-schema';
import {
  Button,
  Card,
  Heading,
  LoadError,
  LoadingRegion,
  PaymentCardForm,
  type PaymentCardInput,
  Radio,
  RadioGroup,
  Stack,
  Text,
  toast,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { enrollmentMessages as m } from './enrollmentMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { useEnrollmentDraft } from './useEnrollmentDraft';

/** The card preselected: the one the draft saved, else the student's default card. */
function preselected(methods: readonly PaymentMethod[], savedId: number | undefined) {
  return (
    methods.find((method) => method.id === savedId) ?? methods.find((method) => method.isDefault)
  );
}

/** Step 5: the card the installments are charged to, a saved one or a new one. */
export function PaymentMethodStep({ draft, goTo }: StepProps) {
  const intl = useIntl();
  const cardName = useCardName();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const methods = useQuery({
    ...queries.paymentMethods.list(studentId),
    select: (page) => page.content,
  });
  const { save, isSaving } = useEnrollmentDraft(draft);
  const add = useMutation(queries.paymentMethods.add(studentId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);

  if (methods.isError)
    return (
      <LoadError
        error={methods.error}
        isRetrying={methods.isFetching}
        onRetry={() => void methods.refetch()}
      />
    );
  if (!methods.data)
    return (
      <LoadingRegion label={intl.formatMessage(m.loading)}>
        <CardsSkeleton />
      </LoadingRegion>
    );
  const cards = methods.data;
  const selected = chosen ?? preselected(cards, draft?.paymentMethodId)?.id.toString() ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setShowError(true);
      return;
    }
    if (await save({ paymentMethodId: Number(selected) })) goTo('review');
  };
  // A new card is the one the student means to pay with: it is chosen and the step is done.
  // Its number goes to the API only, never into the draft.
  const addCard = async (card: PaymentCardInput) => {
    const added = await add.mutateAsync(card);
    setChosen(String(added.id));
    if (await save({ paymentMethodId: added.id })) goTo('review');
  };

  return (
    <Stack space="large">
      {cards.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(m.noCards)}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack space="large">
            <RadioGroup
              id="enrollment-card"
              label={intl.formatMessage(m.savedCards)}
              value={selected}
              onChange={(value) => {
                setChosen(value);
                setShowError(false);
              }}
              isRequired
              isInvalid={showError}
              errorMessage={intl.formatMessage(m.chooseCard)}
            >
              {cards.map((card) => (
                <Radio
                  key={card.id}
                  value={String(card.id)}
                  description={intl.formatMessage(m.cardExpires, {
                    month: String(card.expirationMonth).padStart(2, '0'),
                    year: card.expirationYear,
                    holder: card.holderName,
                  })}
                >
                  {cardName(card)}
                </Radio>
              ))}
            </RadioGroup>
            <StepActions onBack={() => goTo('agreement')} isSaving={isSaving} />
          </Stack>
        </form>
      )}
      <Card as="section" aria-labelledby="enrollment-add-card">
        <Stack space="medium">
          <Heading level={2} size={3} id="enrollment-add-card">
            {intl.formatMessage(m.addCard)}
          </Heading>
          <PaymentCardForm
            id="enrollment-card-form"
            onSubmit={addCard}
            onServerError={(message) => toast.critical(message)}
            submitLabel={intl.formatMessage(m.addCardAndContinue)}
            // With saved cards, "Save and continue" is the step's one main button.
            submitVariant={cards.length === 0 ? 'primary' : 'secondary'}
          />
        </Stack>
      </Card>
      {cards.length === 0 && (
        <Button variant="secondary" onPress={() => goTo('agreement')}>
          {intl.formatMessage(m.back)}
        </Button>
      )}
    </Stack>
  );
}
