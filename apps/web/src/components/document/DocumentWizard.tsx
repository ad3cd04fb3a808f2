import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { Cargando } from '../Cargando.tsx';
import { LoadError } from '../LoadError.tsx';
import { NotFound } from '../NotFound.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { WizardForm } from './WizardForm.tsx';
import type { AnyWizardConfig } from './wizard-config.ts';
import { type DocumentMode, titleOf } from './wizard-mode.ts';

/**
 * A document kind's form route (ADR 025 'Web'): the wizard of a new or edited document and the
 * abono form, driven by the kind's `WizardConfig`. A path the form does not serve is a 404.
 */
export function DocumentWizard({ config }: { config: AnyWizardConfig }) {
  const params = useParams();
  const [search] = useSearchParams();
  const mode = config.parse(params, search);
  // Keyed by the path so moving between two forms starts from clean state.
  const key = [params.type, params.category, params.id, params.payment_id, search.toString()].join('/');
  return mode ? <WizardSource key={key} config={config} mode={mode} /> : <NotFound />;
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** What an edit or abono form starts from: the saved document and, for an abono edit, the abono. */
function WizardSource({ config, mode }: { config: AnyWizardConfig; mode: DocumentMode }) {
  const docId = config.sourceId ? config.sourceId(mode) : mode.kind === 'create' ? null : mode.id;
  const paymentId = mode.kind === 'edit_payment' ? mode.paymentId : null;
  const doc = useQuery({ ...config.detail(docId ?? 0), enabled: docId !== null });
  const payment = useQuery({
    ...config.payment(docId ?? 0, paymentId ?? 0),
    enabled: docId !== null && paymentId !== null,
  });
  const reference = (paymentId !== null ? payment.data?.reference : doc.data?.reference) ?? '';
  const header = <PageHeader title={titleOf(config.titles, mode, reference)} backTo={config.exit(mode)} />;

  const failed = docId !== null && doc.isError ? doc : paymentId !== null && payment.isError ? payment : null;
  if (failed) {
    if (notFound(failed.error)) return <NotFound />;
    return (
      <>
        {header}
        <LoadError onRetry={() => void failed.refetch()} />
      </>
    );
  }
  // A cached copy may be stale: the form starts from what the server says now.
  const fresh = (q: { data: unknown; isFetchedAfterMount: boolean }) =>
    q.data !== undefined && q.isFetchedAfterMount;
  if ((docId !== null && !fresh(doc)) || (paymentId !== null && !fresh(payment))) return <Cargando />;
  const loaded = docId !== null ? doc.data : null;
  if (loaded && !config.accepts(mode, loaded)) return <NotFound />;

  return (
    <>
      {header}
      <WizardForm
        config={config}
        mode={mode}
        doc={loaded}
        reference={reference}
        initial={config.values(mode, loaded, paymentId !== null ? payment.data : null)}
      />
    </>
  );
}
