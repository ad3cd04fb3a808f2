import { REPORT_MSG, REPORT_PROCESSING_MS } from '@cc/shared';
import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ApiResult, FetchedFile } from '../../../api/client.ts';

export type GeneratorState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'processed'; url: string; name: string };

type Options = {
  /** Fetches the workbook; null when the filter is not valid (its errors are shown). */
  prepare: () => Promise<ApiResult<FetchedFile> | null>;
  /** A refusal or a network failure, for the screen's message modal. */
  onFailure: (answer: ApiResult<FetchedFile>) => void;
  /** Changes with the filter: a workbook prepared for another range is dropped. */
  resetKey: string;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The spreadsheet generator of docs/product/3-expenses-reports.md §4: idle, then processing for at least 1 second (while the
 * workbook is prepared), then processed, when the link that saves the file appears.
 */
export function useSpreadsheetGenerator({ prepare, onFailure, resetKey }: Options) {
  const [state, setState] = useState<GeneratorState>({ step: 'idle' });
  const url = state.step === 'processed' ? state.url : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read.
  useEffect(() => setState({ step: 'idle' }), [resetKey]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const generate = async () => {
    setState({ step: 'processing' });
    const [answer] = await Promise.all([prepare(), wait(REPORT_PROCESSING_MS)]);
    if (!answer?.ok) {
      setState({ step: 'idle' });
      if (answer) onFailure(answer);
      return;
    }
    const { blob, name } = answer.data;
    setState({ step: 'processed', url: URL.createObjectURL(blob), name });
  };

  return { state, generate };
}

/** 'Procesando…' while the workbook is prepared, then 'Informe listo:' and its link. */
export function GeneratorStatus({ state }: { state: GeneratorState }) {
  if (state.step === 'processing') {
    return (
      <Text size="sm" c="dimmed" role="status" data-testid="report-processing">
        {REPORT_MSG.processing}
      </Text>
    );
  }
  if (state.step !== 'processed') return null;
  return (
    <Group gap={6} data-testid="report-ready">
      <Text size="sm" c="dimmed">
        {REPORT_MSG.ready}
      </Text>
      <Anchor href={state.url} download={state.name} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        <IconDownload size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {state.name}
      </Anchor>
    </Group>
  );
}
