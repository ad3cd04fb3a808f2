import {
  bogotaDate,
  EINVOICE_DOCUMENT_NAMES,
  type EinvoiceEnvironment,
  type EinvoiceResolution,
  type EinvoiceSettings,
} from '@cc/shared';
import {
  Alert,
  Badge,
  Button,
  Divider,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCertificate, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { einvoiceApi, einvoiceQueries } from '../../../api/einvoice.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDate } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/zod-form.ts';
import { EINVOICE_TEXT as T } from '../messages.ts';

const SETUP_FIELDS = ['enabled', 'environment', 'software_id', 'test_set_id', 'pin', 'certificate'] as const;
const RESOLUTION_FIELDS = [
  'document_type',
  'resolution_number',
  'prefix',
  'range_from',
  'range_to',
  'valid_from',
  'valid_to',
  'technical_key',
] as const;

/** A File's bytes in base64, for the JSON body. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** /my-profile/einvoicing, 'Facturación electrónica' (issue 28 item 1). */
export default function EinvoicePage() {
  useDocumentTitle(T.documentTitle);
  const settings = useQuery(einvoiceQueries.settings());
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} />
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {settings.isPending ? (
        <Skeleton height={320} />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <SetupForm settings={settings.data} />
      )}
      <ResolutionsSection />
      <TestSetSection />
    </Stack>
  );
}

function SetupForm({ settings }: { settings: EinvoiceSettings }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [environment, setEnvironment] = useState<EinvoiceEnvironment>(settings.environment);
  const [softwareId, setSoftwareId] = useState(settings.software_id ?? '');
  const [testSetId, setTestSetId] = useState(settings.test_set_id ?? '');
  const [pin, setPin] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const save = async () => {
    setSaving(true);
    const result = await einvoiceApi.saveSettings({
      enabled,
      environment,
      software_id: softwareId || null,
      test_set_id: testSetId || null,
      ...(pin ? { pin } : {}),
      ...(file ? { certificate: { p12_base64: await base64Of(file), password } } : {}),
    });
    setSaving(false);
    if (!result.ok) {
      setErrors(serverFieldErrors(result.data, SETUP_FIELDS));
      setMessage({ title: T.setup, text: T.failed, tone: 'error' });
      return;
    }
    setErrors({});
    setPin('');
    setFile(null);
    setPassword('');
    queryClient.setQueryData(einvoiceQueries.settings().queryKey, result.data);
    setMessage({ title: T.setup, text: T.saved, tone: 'success' });
  };

  const cert = settings.certificate;
  return (
    <SectionCard title={T.setup} testId="einvoice-setup">
      <Stack gap="sm">
        <Switch
          label={T.enabled}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          error={errors.enabled}
        />
        <Select
          label={T.environment}
          data={[
            { value: 'pruebas', label: T.environments.pruebas },
            { value: 'produccion', label: T.environments.produccion },
          ]}
          value={environment}
          onChange={(v) => v && setEnvironment(v as EinvoiceEnvironment)}
          allowDeselect={false}
          error={errors.environment}
        />
        <TextInput
          label={T.softwareId}
          value={softwareId}
          onChange={(e) => setSoftwareId(e.currentTarget.value)}
          error={errors.software_id}
        />
        <PasswordInput
          label={T.pin}
          value={pin}
          onChange={(e) => setPin(e.currentTarget.value)}
          description={settings.pin_masked ? T.pinStored(settings.pin_masked) : undefined}
          error={errors.pin}
          autoComplete="off"
        />
        <TextInput
          label={T.testSetId}
          value={testSetId}
          onChange={(e) => setTestSetId(e.currentTarget.value)}
          error={errors.test_set_id}
        />
        <FileInput
          label={T.certificate}
          description={T.certificateHint}
          placeholder={T.certificatePick}
          accept=".p12,.pfx,application/x-pkcs12"
          leftSection={<IconCertificate size={18} />}
          value={file}
          onChange={setFile}
          clearable
          error={errors.certificate}
          data-testid="einvoice-p12"
        />
        {file && (
          <PasswordInput
            label={T.certificatePassword}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
          />
        )}
        {cert && (
          <Alert color="teal" variant="light" data-testid="einvoice-certificate">
            {T.certificateStored(cert.subject, formatDate(bogotaDate(new Date(cert.valid_to))))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={saving} data-testid="einvoice-save">
            {T.save}
          </Button>
        </Group>
      </Stack>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </SectionCard>
  );
}

const emptyResolution = {
  document_type: '01',
  resolution_number: '',
  prefix: '',
  range_from: '',
  range_to: '',
  valid_from: '',
  valid_to: '',
  technical_key: '',
};

function ResolutionsSection() {
  const resolutions = useQuery(einvoiceQueries.resolutions());
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(emptyResolution);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: einvoiceQueries.resolutions().queryKey });
  const field = (name: keyof typeof emptyResolution) => ({
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [name]: e.currentTarget.value }),
    error: errors[name],
  });

  const add = async () => {
    setBusy(true);
    const result = await einvoiceApi.createResolution({
      ...draft,
      document_type: draft.document_type as '01' | '20',
      range_from: Number(draft.range_from),
      range_to: Number(draft.range_to),
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(serverFieldErrors(result.data, RESOLUTION_FIELDS));
      return;
    }
    setErrors({});
    setDraft(emptyResolution);
    await refresh();
  };

  const remove = async (r: EinvoiceResolution) => {
    const result = await einvoiceApi.deleteResolution(r.id);
    if (!result.ok) {
      const text = serverFieldErrors(result.data, ['validations_error', 'detail']);
      setMessage({ title: T.resolutions, text: Object.values(text)[0] ?? T.failed, tone: 'error' });
    }
    await refresh();
  };

  return (
    <SectionCard title={T.resolutions} hint={T.resolutionsHint} testId="einvoice-resolutions">
      {resolutions.isPending ? (
        <Skeleton height={60} />
      ) : resolutions.isError ? (
        <LoadError onRetry={() => void resolutions.refetch()} />
      ) : resolutions.data.length === 0 ? (
        <Text size="sm">{T.none}</Text>
      ) : (
        <Stack gap="sm">
          {resolutions.data.map((r) => (
            <ResolutionRow key={r.id} resolution={r} onDelete={() => remove(r)} />
          ))}
        </Stack>
      )}
      <Divider my="md" />
      <Stack gap="sm">
        <Select
          label={T.resolution.type}
          data={[
            { value: '01', label: T.documentTypes['01'] },
            { value: '20', label: T.documentTypes['20'] },
          ]}
          value={draft.document_type}
          onChange={(v) => v && setDraft({ ...draft, document_type: v })}
          allowDeselect={false}
          error={errors.document_type}
        />
        <TextInput label={T.resolution.number} inputMode="numeric" {...field('resolution_number')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label={T.resolution.prefix} {...field('prefix')} />
          <TextInput label={T.resolution.from} inputMode="numeric" {...field('range_from')} />
          <TextInput label={T.resolution.to} inputMode="numeric" {...field('range_to')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput type="date" label={T.resolution.validFrom} {...field('valid_from')} />
          <TextInput type="date" label={T.resolution.validTo} {...field('valid_to')} />
        </SimpleGrid>
        <TextInput label={T.resolution.technicalKey} {...field('technical_key')} />
        <Group justify="flex-end">
          <Button variant="light" onClick={add} loading={busy} data-testid="einvoice-add-resolution">
            {T.resolution.add}
          </Button>
        </Group>
      </Stack>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </SectionCard>
  );
}

function ResolutionRow({
  resolution: r,
  onDelete,
}: {
  resolution: EinvoiceResolution;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), 4000);
    return () => clearTimeout(timer);
  }, [confirming]);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="einvoice-resolution">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light">{r.document_type}</Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {EINVOICE_DOCUMENT_NAMES[r.document_type]} · {r.resolution_number}
            </Text>
          </Group>
          <Text size="sm">{T.resolution.summary(r.prefix, r.range_from, r.range_to, r.next_number)}</Text>
          <Text size="xs" c="dimmed">
            {T.resolution.validity(formatDate(r.valid_from), formatDate(r.valid_to))}
          </Text>
          {r.warnings.map((w) => (
            <Text key={w} size="xs" c="orange.8">
              {w}
            </Text>
          ))}
        </div>
        <Button
          size="xs"
          color="red"
          variant={confirming ? 'filled' : 'subtle'}
          leftSection={<IconTrash size={14} />}
          onClick={() => (confirming ? onDelete() : setConfirming(true))}
        >
          {T.resolution.delete}
        </Button>
      </Group>
    </Paper>
  );
}

function TestSetSection() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const run = async () => {
    setBusy(true);
    const result = await einvoiceApi.runTestSet();
    setBusy(false);
    if (!result.ok) {
      const reasons = Object.values(
        serverFieldErrors(result.data, ['validations_error', 'test_set_id', 'detail']),
      );
      setMessage({ title: T.testSet.title, text: reasons[0] ?? T.testSet.failed, tone: 'error' });
      return;
    }
    const r = result.data;
    setMessage({
      title: T.testSet.title,
      text: [
        r.complete ? T.testSet.complete(r.accepted) : T.testSet.partial(r.accepted, r.sent),
        ...r.errors,
      ].join('\n'),
      tone: r.complete ? 'success' : 'error',
    });
  };
  return (
    <SectionCard title={T.testSet.title} hint={T.testSet.hint} testId="einvoice-test-set" divider={false}>
      <Group justify="flex-end" mt="md">
        <Button variant="light" onClick={run} loading={busy} data-testid="einvoice-run-test-set">
          {T.testSet.run}
        </Button>
      </Group>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </SectionCard>
  );
}
