import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentBreakdown } from '@hci/api-schema';
import {
  Heading,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
} from '@hci/design-system';
import * as styles from './BreakdownChart.css';
import { paymentInformationMessages as m } from './paymentInformationMessages';

type Pattern = 'solid' | 'hatched' | 'dotted';

interface Segment {
  key: string;
  label: string;
  /** Cents. */
  value: number;
  pattern: Pattern;
}

/** The fills the bars and their legend share: a plain colour, diagonal lines, dots. */
function PatternDefs({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern id={`${idPrefix}-hatched`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={styles.fill.hatched} />
        <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" className={styles.patternMark.hatched} />
      </pattern>
      <pattern id={`${idPrefix}-dotted`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={styles.fill.dotted} />
        <circle cx="3" cy="3" r="1.5" className={styles.patternMark.dotted} />
      </pattern>
    </defs>
  );
}

const fillOf = (pattern: Pattern, idPrefix: string) =>
  pattern === 'solid' ? undefined : `url(#${idPrefix}-${pattern})`;

/**
 * One horizontal bar split into parts in proportion to their values. The picture is hidden from
 * assistive technology; its legend and the figures table beside it say the same in words.
 */
function StackedBar({ segments }: { segments: readonly Segment[] }) {
  const idPrefix = useId().replace(/:/g, '');
  const format = useFormatters();
  const intl = useIntl();
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  let offset = 0;
  return (
    <Stack space="xsmall">
      <svg
        className={styles.bar}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        aria-hidden
        focusable="false"
      >
        <PatternDefs idPrefix={idPrefix} />
        {segments.map((segment) => {
          const width = total === 0 ? 0 : (segment.value / total) * 100;
          const x = offset;
          offset += width;
          return (
            <rect
              key={segment.key}
              x={x}
              width={width}
              height="10"
              className={styles.fill[segment.pattern]}
              fill={fillOf(segment.pattern, idPrefix)}
            />
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {segments.map((segment) => (
          <li key={segment.key} className={styles.legendItem}>
            <svg className={styles.swatch} viewBox="0 0 6 6" aria-hidden focusable="false">
              <PatternDefs idPrefix={`${idPrefix}-${segment.key}`} />
              <rect
                width="6"
                height="6"
                className={styles.fill[segment.pattern]}
                fill={fillOf(segment.pattern, `${idPrefix}-${segment.key}`)}
              />
            </svg>
            <Text size="small">
              {intl.formatMessage(m.legendItem, {
                part: segment.label,
                amount: format.money(segment.value),
                // Two decimals, as every percentage: the parts then add up to 100.
                share: format.percent(total === 0 ? 0 : (segment.value / total) * 100),
              })}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * A plan's breakdown: what is paid against what remains, what the total is made of, and every
 * figure in a table (the charts' text alternative).
 */
export function BreakdownChart({
  breakdown,
  planName,
}: {
  breakdown: PaymentBreakdown;
  planName: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const figures: { key: string; label: string; value: number }[] = [
    { key: 'netTuition', label: intl.formatMessage(m.netTuition), value: breakdown.netTuition },
    { key: 'totalPaid', label: intl.formatMessage(m.totalPaid), value: breakdown.totalPaid },
    {
      key: 'totalRemaining',
      label: intl.formatMessage(m.totalRemaining),
      value: breakdown.totalRemaining,
    },
    {
      key: 'refundWithdrawal',
      label: intl.formatMessage(m.refundWithdrawal),
      value: breakdown.refunds.withdrawal,
    },
    {
      key: 'refundVoucher',
      label: intl.formatMessage(m.refundVoucher),
      value: breakdown.refunds.voucher,
    },
    {
      key: 'refundCustom',
      label: intl.formatMessage(m.refundCustom),
      value: breakdown.refunds.custom,
    },
    { key: 'rollover', label: intl.formatMessage(m.rollover), value: breakdown.rollover },
    { key: 'interest', label: intl.formatMessage(m.interest), value: breakdown.interest },
    { key: 'taxes', label: intl.formatMessage(m.taxes), value: breakdown.taxes },
  ];
  // What the total is made of, drawn only when there is more than tuition in it.
  const parts = (
    [
      {
        key: 'tuition',
        label: intl.formatMessage(m.netTuition),
        value: breakdown.netTuition,
        pattern: 'solid',
      },
      {
        key: 'interest',
        label: intl.formatMessage(m.interest),
        value: breakdown.interest,
        pattern: 'hatched',
      },
      {
        key: 'taxes',
        label: intl.formatMessage(m.taxes),
        value: breakdown.taxes,
        pattern: 'dotted',
      },
    ] satisfies Segment[]
  ).filter((part) => part.value > 0);
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={4}>{intl.formatMessage(m.paidVsRemaining)}</Heading>
        <StackedBar
          segments={[
            {
              key: 'paid',
              label: intl.formatMessage(m.totalPaid),
              value: breakdown.totalPaid,
              pattern: 'solid',
            },
            {
              key: 'remaining',
              label: intl.formatMessage(m.totalRemaining),
              value: breakdown.totalRemaining,
              pattern: 'hatched',
            },
          ]}
        />
      </Stack>
      {parts.length > 1 && (
        <Stack space="xsmall">
          <Heading level={4}>{intl.formatMessage(m.madeOf)}</Heading>
          <StackedBar segments={parts} />
        </Stack>
      )}
      <Table aria-label={intl.formatMessage(m.breakdownTable, { plan: planName })}>
        <TableHeader>
          <TableColumn isRowHeader>{intl.formatMessage(m.figure)}</TableColumn>
          <TableColumn align="end">{intl.formatMessage(m.amount)}</TableColumn>
        </TableHeader>
        <TableBody items={figures}>
          {(figure) => (
            <TableRow id={figure.key}>
              <TableCell>{figure.label}</TableCell>
              <TableCell align="end">{format.money(figure.value)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
