import {
  errorMessageOf,
  PageHeading,
  useCardName,
  useBoundApi,
  useStudentId,
} from '@hci/app-frame';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import {
  createApi,
  isApiError,
  queryKeys,
  type Coach,
  type CoachProduct,
  type CoachProductPurchase,
  type PaymentMethod,
  type TimeSlot,
} from '@hci/api-schema';
import {
  Alert,
  Button,
  Card,
  FactList,
  Heading,
  Inline,
  Link,
  QueryView,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Text,
  useFormatters,
  useOnePress,
  vars,
} from '@hci/design-system';
import { isInPersonService } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { pathTo, paths } from '../../paths';
import { coachName } from '../coaches/coachName';
import { bookingMessages as m } from './bookingMessages';
import { FreeTimePicker } from './FreeTimePicker';
import { SessionCalendarLink } from './SessionCalendarLink';

/** A zone's offset from UTC at an instant, to tell whether two clocks read it alike. */
const offsetAt = (iso: string, timeZone: string) =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).offsetNanoseconds;

const idOf = (param: string) => (/^[1-9]\d{0,14}$/.test(param) ? Number(param) : undefined);

type Step = 'time' | 'review' | 'done';

// The card form (and its validation) loads only when a card is added here.
const AddCardDialog = lazy(() =>
  import('./AddCardDialog').then((module) => ({ default: module.AddCardDialog })),
);

/** The card to pay with: a saved one, or one added here. */
function CardChoice({
  cards,
  value,
  onChange,
}: {
  cards: readonly PaymentMethod[];
  value: number | null;
  onChange: (paymentMethodId: number) => void;
}) {
  const intl = useIntl();
  const cardLabel = useCardName();
  const [adding, setAdding] = useState(false);
  return (
    <Stack space="small">
      {cards.length > 0 ? (
        <Select
          label={intl.formatMessage(m.card)}
          value={value}
          onChange={(key) => onChange(Number(key))}
          items={cards.map((card) => ({ id: card.id, label: cardLabel(card) }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      ) : (
        <Text>{intl.formatMessage(m.noCard)}</Text>
      )}
      <div>
        <Button variant="secondary" onPress={() => setAdding(true)}>
          {intl.formatMessage(m.addCard)}
        </Button>
      </div>
      {adding ? (
        <Suspense fallback={null}>
          <AddCardDialog isOpen onOpenChange={setAdding} onAdded={(card) => onChange(card.id)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Confirmation({
  purchase,
  coach,
  product,
}: {
  purchase: CoachProductPurchase;
  coach: Coach;
  product: CoachProduct;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const [session] = purchase.sessions ?? [];
  const name = coachName(coach);
  return (
    <Stack space="medium">
      <div role="status">
        <Alert tone="positive">
          {session
            ? intl.formatMessage(m.booked, {
                title: product.title,
                when: format.zonedTimeRange(session.startsAt, session.endsAt),
              })
            : intl.formatMessage(m.bought, { title: product.title })}
        </Alert>
      </div>
      <Inline space="small">
        {session ? (
          <SessionCalendarLink
            session={session}
            product={product}
            coach={name}
            now={purchase.purchasedAt}
          />
        ) : null}
        <Link href={pathTo(paths.myPurchase, { purchaseId: purchase.id })} appearance="primary">
          {intl.formatMessage(session ? m.seePurchase : m.seeOrder)}
        </Link>
      </Inline>
    </Stack>
  );
}

/**
 * Booking a service (a free time, then review and pay) or buying a product (review and pay), then
 * the confirmation. A time taken by someone else meanwhile sends the student back to the times,
 * refreshed, with the card still chosen.
 */
function Checkout({ coach, product }: { coach: Coach; product: CoachProduct }) {
  const intl = useIntl();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const buy = useMutation(queries.purchases.buy(studentId));
  const isService = product.type === 'SERVICE';
  const [step, setStep] = useState<Step>(isService ? 'time' : 'review');
  const stepHeading = useId();
  const shownStep = useRef(step);
  // A step reached by Continue or Back puts the keyboard on its heading, not on the page's body.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(stepHeading)?.focus();
  }, [step, stepHeading]);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const cards = useQuery(queries.paymentMethods.list(studentId));
  // The default card until the student picks another.
  const [pickedCard, setPickedCard] = useState<number | null>(null);
  const saved = cards.data?.content ?? [];
  const cardId = pickedCard ?? (saved.find((card) => card.isDefault) ?? saved[0])?.id ?? null;
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [purchase, setPurchase] = useState<CoachProductPurchase>();
  const isFree = product.price === 0;
  const [pay] = useOnePress(async () => {
    setFailure(undefined);
    try {
      // A new variables object for each press: its own Idempotency-Key, kept for retries.
      const bought = await buy.mutateAsync({
        coachId: coach.id,
        productId: product.id,
        ...(isFree || cardId === null ? {} : { paymentMethodId: cardId }),
        ...(slot ? { startsAt: slot.startsAt, timeZone: format.timeZone } : {}),
      });
      setPurchase(bought);
      setStep('done');
    } catch (error) {
      if (isApiError(error) && error.key === 'slotUnavailable') {
        setSlot(null);
        setNotice(intl.formatMessage(m.slotTaken));
        setStep('time');
        await queryClient.invalidateQueries({ queryKey: queryKeys.products.all(coach.id) });
      } else setFailure(intl.formatMessage(errorMessageOf(error)));
    }
  });
  const session = product.serviceSpecification?.session;
  if (step === 'done' && purchase)
    return <Confirmation purchase={purchase} coach={coach} product={product} />;
  // A service of a coach with no schedule has no time to book.
  if (isService && !coach.schedule) return <Text>{intl.formatMessage(m.noSchedule)}</Text>;
  if (step === 'time' && coach.schedule)
    return (
      <Stack space="medium">
        <Heading level={2} id={stepHeading} tabIndex={-1}>
          {intl.formatMessage(m.chooseTime)}
        </Heading>
        {notice ? <Alert tone="caution">{notice}</Alert> : null}
        <FreeTimePicker
          coachId={coach.id}
          productId={product.id}
          schedule={coach.schedule}
          value={slot?.startsAt ?? null}
          onChange={setSlot}
        />
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
        <div>
          <Button
            onPress={() => {
              if (!slot) return setFailure(intl.formatMessage(m.timeRequired));
              setFailure(undefined);
              setNotice(undefined);
              setStep('review');
            }}
          >
            {intl.formatMessage(m.continue)}
          </Button>
        </div>
      </Stack>
    );
  return (
    <Stack space="medium">
      <Heading level={2} id={stepHeading} tabIndex={-1}>
        {intl.formatMessage(isFree ? m.stepReviewFree : m.stepReview)}
      </Heading>
      <Card as="section" aria-labelledby="checkout-summary">
        <Stack space="small">
          <Heading level={3} size={4} id="checkout-summary">
            {intl.formatMessage(
              isFree ? (isService ? m.summaryFreeService : m.summaryFreeProduct) : m.summary,
            )}
          </Heading>
          <FactList
            facts={[
              { label: intl.formatMessage(m.offer), value: product.title },
              { label: intl.formatMessage(m.coach), value: coachName(coach) },
              ...(slot
                ? [
                    {
                      label: intl.formatMessage(m.when),
                      value: format.zonedTimeRange(slot.startsAt, slot.endsAt),
                    },
                    // Where the coach's clock reads otherwise (an in-person session is kept by it).
                    ...(coach.schedule &&
                    offsetAt(slot.startsAt, coach.schedule.timeZone) !==
                      offsetAt(slot.startsAt, format.timeZone)
                      ? [
                          {
                            label: intl.formatMessage(m.coachWhen),
                            value: format.zonedTimeRange(
                              slot.startsAt,
                              slot.endsAt,
                              coach.schedule.timeZone,
                            ),
                          },
                        ]
                      : []),
                    {
                      label: intl.formatMessage(m.where),
                      value: isInPersonService(product)
                        ? (product.location ?? intl.formatMessage(m.inPerson))
                        : intl.formatMessage(m.online),
                    },
                  ]
                : []),
              {
                label: intl.formatMessage(m.price),
                value: format.money(product.price, { zeroAsFree: true }),
              },
            ]}
          />
          {session && session.count > 1 ? (
            <Text tone="secondary">{intl.formatMessage(m.includes, { count: session.count })}</Text>
          ) : null}
        </Stack>
      </Card>
      {isFree ? null : cards.isPending ? (
        <Skeleton shape="block" height={vars.size.touchTarget} />
      ) : (
        <CardChoice cards={saved} value={cardId} onChange={setPickedCard} />
      )}
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
      <Inline space="small">
        {isService ? (
          <Button variant="secondary" isDisabled={buy.isPending} onPress={() => setStep('time')}>
            {intl.formatMessage(m.back)}
          </Button>
        ) : null}
        <Button
          isPending={buy.isPending}
          isDisabled={!isFree && cardId === null}
          onPress={() => void pay()}
        >
          {isFree
            ? intl.formatMessage(isService ? m.confirmFree : m.getFree)
            : intl.formatMessage(m.pay, { amount: format.money(product.price) })}
        </Button>
      </Inline>
    </Stack>
  );
}

/** /coaches/:coachId/offers/:productId: book a service or buy a product of a coach's offer. */
export function CheckoutPage() {
  const intl = useIntl();
  const params = useParams<{ coachId: string; productId: string }>();
  const coachId = idOf(params.coachId ?? '');
  const productId = idOf(params.productId ?? '');
  const queries = useBoundApi(createApi);
  const coach = useQuery({ ...queries.coaches.publicDetail(coachId ?? 0), enabled: !!coachId });
  const offer = useQuery({
    ...queries.products.publicList(coachId ?? 0, { size: 100 }),
    enabled: !!coachId,
  });
  if (!coachId || !productId) return <NotFoundPage />;
  return (
    <Stack space="large">
      <Link href={pathTo(paths.coach, { coachId })}>
        {coach.data ? coachName(coach.data) : intl.formatMessage(m.back)}
      </Link>
      <QueryView
        query={coach}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.space.xxxlarge} />}
      >
        {(coachData) => (
          <QueryView query={offer} loadingLabel={intl.formatMessage(m.loading)}>
            {(page) => {
              const product = page.content.find((candidate) => candidate.id === productId);
              if (!product) return <Alert tone="info">{intl.formatMessage(m.notOffered)}</Alert>;
              return (
                <Stack space="large">
                  <PageHeading
                    intro={intl.formatMessage(m.withCoach, { coach: coachName(coachData) })}
                  >
                    {intl.formatMessage(product.type === 'SERVICE' ? m.bookTitle : m.buyTitle, {
                      title: product.title,
                    })}
                  </PageHeading>
                  <Checkout coach={coachData} product={product} />
                </Stack>
              );
            }}
          </QueryView>
        )}
      </QueryView>
    </Stack>
  );
}
