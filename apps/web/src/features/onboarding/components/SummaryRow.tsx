import { Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCOP } from '../../../lib/format.ts';
import classes from './SummaryRow.module.css';

type Props = {
  label: string;
  hint?: string;
  value: number | undefined;
  /** The list behind the figure; absent for a computed figure (patrimonio). */
  to?: string;
  loading: boolean;
  color?: string | undefined;
  strong?: boolean;
  icon: ReactNode;
  testId: string;
};

/** One figure of the initial summary; a link to its list when it has one. */
export function SummaryRow({ label, hint, value, to, loading, color, strong, icon, testId }: Props) {
  const body = (
    <>
      {icon}
      <div className={classes.content}>
        <Stack gap={0}>
          <Text fw={strong ? 700 : 500}>{label}</Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {loading || value === undefined ? (
          <Skeleton height={20} width={100} radius="xl" className={classes.amount} />
        ) : (
          <Text fw={700} fz={strong ? 'xl' : 'lg'} c={color} data-testid={testId} className={classes.amount}>
            {formatCOP(value)}
          </Text>
        )}
      </div>
      {/* A computed figure keeps the chevron's room so the amounts line up. */}
      {to ? (
        <IconChevronRight
          size={18}
          color="var(--mantine-color-gray-5)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
      ) : (
        <span style={{ width: 18, flexShrink: 0 }} />
      )}
    </>
  );
  return to ? (
    <Link to={to} className={classes.row} aria-label={label}>
      {body}
    </Link>
  ) : (
    <div className={classes.row}>{body}</div>
  );
}
