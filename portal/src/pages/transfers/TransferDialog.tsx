import { errorMessage, useBoundApi, useStudentId, positiveMessages } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createApi, isApiError, type PaymentPlan, type Transfer } from '@hci/api-schema';
import { transferComparison, transferFee } from '@hci/rules';
import {
  Alert,
  Button,
  Dialog,
  Inline,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  toast,
  useFormatters,
  useOnePress,
} from '@hci/design-system';
import { paymentMessages } from '../../components/paymentMessages';
import { lastInstallmentDiffers } from '../../components/paymentPlans';
import { transferMessages as m } from './transferMessages';

function CompareSchedules({ transfer, plan }: { transfer: Transfer; plan?: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormatters();
  const figures = plan ? transferComparison(plan.terms.totalOwed, transfer) : undefined;
  const rows = [
    { key: 'cohort', label: m.cohort, now: transfer.fromCohort.name, next: transfer.toCohort.name },
    {
      key: 'startDate',
      label: m.startDate,
      now: format.longDate(transfer.fromCohort.startDate),
      next: format.longDate(transfer.toCohort.startDate),
    },
    {
      key: 'installments',
      label: m.installments,
      now: plan ? intl.formatNumber(plan.terms.installmentCount) : '',
      next: intl.formatNumber(transfer.newTerms.installmentCount),
    },
    {
      key: 'installmentAmount',
      label: m.installmentAmount,
      now: plan ? format.money(plan.terms.installmentAmount) : '',
      next: format.money(transfer.newTerms.installmentAmount),
    },
    // Only when either schedule's last installment is not like the others.
    ...((plan && lastInstallmentDiffers(plan.terms)) || lastInstallmentDiffers(transfer.newTerms)
      ? [
          {
            key: 'lastInstallmentAmount',
            label: paymentMessages.lastInstallmentAmount,
            now: plan ? format.money(plan.terms.lastInstallmentAmount) : '',
            next: format.money(transfer.newTerms.lastInstallmentAmount),
          },
        ]
      : []),
    // Like with like: what is left on each plan, then what each costs in all.
    {
      key: 'remaining',
      label: m.remaining,
      now: figures ? format.money(figures.remaining.current) : '',
      next: format.money(transfer.newTerms.totalOwed),
    },
    {
      key: 'totalCost',
      label: m.totalCost,
      now: figures ? format.money(figures.totalCost.current) : '',
      next: figures ? format.money(figures.totalCost.next) : '',
    },
    {
      key: 'fee',
      label: m.fee,
      now: '',
      next: format.money(transfer.fee, { zeroAsFree: true }),
    },
  ];
  return (
    <Stack space="small">
      <Table aria-label={intl.formatMessage(m.compareTable)} narrowLayout="stacked">
        <TableHeader>
          <TableColumn isRowHeader>{intl.formatMessage(m.item)}</TableColumn>
          <TableColumn>{intl.formatMessage(m.current)}</TableColumn>
          <TableColumn>{intl.formatMessage(m.new)}</TableColumn>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <TableRow id={row.key}>
              <TableCell>{intl.formatMessage(row.label)}</TableCell>
              <TableCell>{row.now}</TableCell>
              <TableCell>{row.next}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Text size="small" tone="secondary">
        {intl.formatMessage(m.feeRule, { maximumFee: format.money(transferFee) })}
      </Text>
    </Stack>
  );
}

/**
 * A pending transfer in two steps: first the current and the new schedule side by side, then
 * the decision, accepting the new terms or cancelling the transfer.
 */
export function TransferDialog({
  transfer,
  plan,
  isOpen,
  onOpenChange,
}: {
  transfer: Transfer;
  plan?: PaymentPlan;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const confirm = useMutation(queries.transfers.confirm(studentId));
  const cancel = useMutation(queries.transfers.cancel(studentId));
  const [step, setStep] = useState<'compare' | 'decide'>('compare');
  const [failure, setFailure] = useState<string>();
  const [decideOnce, busy] = useOnePress(decide);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'decide') back.current?.focus();
  }, [step]);

  function close(open: boolean) {
    if (busy) return;
    onOpenChange(open);
    if (!open) {
      setStep('compare');
      setFailure(undefined);
    }
  }

  async function decide(accept: boolean) {
    setFailure(undefined);
    try {
      if (accept) await confirm.mutateAsync({ transferId: transfer.id });
      else await cancel.mutateAsync(transfer.id);
      toast.positive(
        accept ? positiveMessages.transferAccepted : positiveMessages.transferCancelled,
      );
      onOpenChange(false);
    } catch (error) {
      const fallback = accept ? 'confirmTransferError' : 'cancelTransferError';
      setFailure(intl.formatMessage(errorMessage(isApiError(error) ? error.key : fallback)));
    }
  }

  return (
    <Dialog
      title={intl.formatMessage(step === 'compare' ? m.stepCompare : m.stepDecide)}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!busy}
      size="large"
      footer={
        // Keyed by step: the buttons of one step are never reused for the other's, so focus left
        // on Next does not land on "Cancel the transfer". Step 2 starts on Back, a safe control.
        step === 'compare' ? (
          <Inline key="compare" space="small" align="right">
            <Button variant="secondary" onPress={() => close(false)}>
              {intl.formatMessage(m.close)}
            </Button>
            <Button onPress={() => setStep('decide')}>{intl.formatMessage(m.next)}</Button>
          </Inline>
        ) : (
          <Inline key="decide" space="small" align="right">
            <Button
              ref={back}
              variant="tertiary"
              isDisabled={busy}
              onPress={() => setStep('compare')}
            >
              {intl.formatMessage(m.back)}
            </Button>
            <Button
              variant="critical"
              isPending={cancel.isPending}
              isDisabled={confirm.isPending}
              onPress={() => void decideOnce(false)}
            >
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              isPending={confirm.isPending}
              isDisabled={cancel.isPending}
              onPress={() => void decideOnce(true)}
            >
              {intl.formatMessage(m.accept)}
            </Button>
          </Inline>
        )
      }
    >
      {step === 'compare' ? (
        <CompareSchedules transfer={transfer} plan={plan} />
      ) : (
        <Stack space="medium">
          <Text>
            {intl.formatMessage(m.decideBody, {
              to: transfer.toCohort.name,
              fee: transfer.fee === 0 ? 'free' : format.money(transfer.fee),
            })}
          </Text>
          {failure && <Alert tone="critical">{failure}</Alert>}
        </Stack>
      )}
    </Dialog>
  );
}
