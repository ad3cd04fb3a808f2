import { PROFILE_MSG, SIGNER_LABELS as S } from '@cc/shared';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { profileQueries, profilesApi } from '../../../api/profiles.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { COMMERCE_FIELDS } from '../../../components/commerce-fields.ts';
import { errorLines } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import {
  CitySelect,
  DocumentTypeSelect,
  EconomicActivitySelect,
  StateSelect,
} from '../../../components/ReferenceSelects.tsx';
import { updateStoredUser } from '../../../lib/session.ts';
import { PROFILE_TEXT } from '../messages.ts';
import {
  changesEmail,
  emptyProfileForm,
  firstProfileAlert,
  type ProfileFormValues,
  toProfilePayload,
  valuesFromProfile,
} from '../profile-form.ts';

const F = PROFILE_TEXT.form;

type SelectField = 'economic_activity' | 'identification_type' | 'state' | 'city';

/** What closing the result modal does: back to the profile, or to the field that failed. */
type Outcome = { message: Message; done: boolean; focus?: keyof ProfileFormValues };

/** /my-profile/form, 'Editar información del perfil' (docs/product/1-account.md §2, §5, §8). */
export default function ProfileFormPage() {
  useDocumentTitle(F.documentTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueries.mine());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: emptyProfileForm,
    // An alert marks its field; editing the field clears the mark.
    clearInputErrorOnChange: true,
  });
  const stateId = form.values.state ? Number(form.values.state) : null;

  // Fill the form once, when the profile arrives.
  const loaded = profile.data ?? null;
  useEffect(() => {
    if (loaded) form.initialize(valuesFromProfile(loaded));
  }, [loaded, form.initialize]);

  const emailChanged = loaded !== null && changesEmail(form.values, loaded.user.email);

  const submit = async (values: ProfileFormValues) => {
    // The spec's ten checks first; then the current password a new login email needs.
    const alert =
      firstProfileAlert(values) ??
      (loaded && changesEmail(values, loaded.user.email) && !values.current_password
        ? { field: 'current_password' as const, message: PROFILE_MSG.currentPasswordRequired }
        : null);
    if (alert) {
      form.setFieldError(alert.field, alert.message);
      const message: Message = { title: PROFILE_MSG.alertTitle, text: alert.message, tone: 'error' };
      setOutcome({ message, done: false, focus: alert.field });
      return;
    }
    setSaving(true);
    const result = await profilesApi.update(toProfilePayload(values));
    setSaving(false);
    if (result.ok) {
      const { user } = result.data;
      updateStoredUser({ first_name: user.first_name, last_name: user.last_name, email: user.email });
      queryClient.setQueryData(profileQueries.mine().queryKey, result.data);
      void queryClient.invalidateQueries({ queryKey: profileQueries.all });
      setOutcome({ message: { ...PROFILE_MSG.updated, tone: 'success' }, done: true });
    } else if (result.status === 400 || result.status === 429) {
      // 429: too many wrong current passwords (the login lockout) or changes; the server says how long.
      const list = errorLines(result.data, PROFILE_MSG.updateError);
      setOutcome({ message: { title: PROFILE_MSG.updateFailed, list, tone: 'error' }, done: false });
    } else {
      setOutcome({
        message: { title: F.errorTitle, text: PROFILE_MSG.updateError, tone: 'error' },
        done: false,
      });
    }
  };

  const closeOutcome = () => {
    const current = outcome;
    setOutcome(null);
    if (current?.done) navigate('/my-profile');
    // After the modal gives focus back, move it to the field the alert was about.
    else if (current?.focus) {
      const path = current.focus;
      setTimeout(() => document.querySelector<HTMLInputElement>(`[data-path="${path}"]`)?.focus(), 50);
    }
  };

  // Mantine clears a searchable Select's text only for a null value, never for ''.
  const selectProps = (field: SelectField) => ({
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });

  return (
    <>
      <PageHeader title={F.title} backTo="/my-profile" />
      {profile.isError && (
        <Alert color="red" variant="light" mb="md" title={PROFILE_TEXT.loadFailed}>
          {UI_TEXT.checkConnection}
        </Alert>
      )}
      {/* noValidate: the ten checks of docs/product/1-account.md §5 speak through the '¡Alerta!' modal. */}
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={F.title}>
        <Stack gap="lg">
          <Section title={F.commerce}>
            {/* The CIIU activity names are long: both fields take the full width. */}
            <Stack gap="md">
              <TextInput {...COMMERCE_FIELDS.tradename} {...form.getInputProps('tradename')} />
              <EconomicActivitySelect {...selectProps('economic_activity')} />
            </Stack>
          </Section>

          <Section title={F.user}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...COMMERCE_FIELDS.first_name} {...form.getInputProps('first_name')} />
              <TextInput {...COMMERCE_FIELDS.last_name} {...form.getInputProps('last_name')} />
              <DocumentTypeSelect {...selectProps('identification_type')} />
              <TextInput
                {...COMMERCE_FIELDS.identification_number}
                {...form.getInputProps('identification_number')}
              />
              <TextInput
                label={PROFILE_TEXT.rows.email}
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              {emailChanged && (
                <PasswordInput
                  label={PROFILE_MSG.currentPasswordLabel}
                  description={PROFILE_MSG.currentPasswordHint}
                  autoComplete="current-password"
                  withAsterisk
                  {...form.getInputProps('current_password')}
                />
              )}
            </SimpleGrid>
          </Section>

          <Section title={F.contact}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...COMMERCE_FIELDS.cellphone} {...form.getInputProps('cellphone')} />
              <TextInput {...COMMERCE_FIELDS.phone} {...form.getInputProps('phone')} />
              <StateSelect
                clearable
                clearButtonProps={{ 'aria-label': F.clearState }}
                {...selectProps('state')}
                // A new (or no) department reloads (or empties) the cities.
                onChange={(value) => {
                  form.setFieldValue('state', value ?? '');
                  form.setFieldValue('city', '');
                }}
              />
              <CitySelect stateId={stateId} {...selectProps('city')} />
            </SimpleGrid>
            <TextInput mt="md" {...COMMERCE_FIELDS.address} {...form.getInputProps('address')} />
          </Section>

          <Section title={S.section}>
            <Text size="sm" c="dimmed" mb="md">
              {S.hint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={S.legal_rep_name}
                autoComplete="off"
                {...form.getInputProps('legal_rep_name')}
              />
              <TextInput
                label={S.legal_rep_identification}
                autoComplete="off"
                {...form.getInputProps('legal_rep_identification')}
              />
              <TextInput
                label={S.accountant_name}
                autoComplete="off"
                {...form.getInputProps('accountant_name')}
              />
              <TextInput
                label={S.accountant_identification}
                autoComplete="off"
                {...form.getInputProps('accountant_identification')}
              />
              <TextInput
                label={S.accountant_card}
                autoComplete="off"
                {...form.getInputProps('accountant_card')}
              />
            </SimpleGrid>
          </Section>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate('/my-profile')} disabled={saving}>
              {UI_TEXT.cancel}
            </Button>
            <Button type="submit" loading={saving} disabled={!loaded}>
              {UI_TEXT.update}
            </Button>
          </Group>
        </Stack>
      </form>
      <Cargando visible={saving || profile.isPending} />
      <MessageModal message={outcome?.message ?? null} onClose={closeOutcome} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={3} size="h5" mb="md" c="brand.8">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
