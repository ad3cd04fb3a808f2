import { Box, Button, Container, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { UI_TEXT } from '../../../components/messages.ts';
import { TERMS_EFFECTIVE, TERMS_SECTIONS, TERMS_TITLE } from '../legal/terms.ts';
import { AUTH_TEXT } from '../messages.ts';

type Props = { opened: boolean; onClose: () => void };

/** Full-screen terms and personal-data policy (docs/product/1-account.md §1), with a close button. */
export function TermsModal({ opened, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      radius={0}
      transitionProps={{ transition: 'slide-up', duration: 200 }}
      title={<Text fw={700}>{AUTH_TEXT.terms.title}</Text>}
      closeButtonProps={{ 'aria-label': UI_TEXT.close }}
      zIndex={450}
    >
      <Container size="md" px={0} pb="xl">
        <Title order={2} size="h3">
          {TERMS_TITLE}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {TERMS_EFFECTIVE}
        </Text>
        <Stack gap="lg" mt="lg">
          {TERMS_SECTIONS.map((section) => (
            <Box component="section" key={section.heading}>
              <Title order={3} size="h5" mb={6}>
                {section.heading}
              </Title>
              {section.paragraphs.map((p) => (
                <Text key={p} size="sm" mb={6}>
                  {p}
                </Text>
              ))}
              {section.items && (
                <List size="sm" spacing={4} withPadding>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Box>
          ))}
        </Stack>
        <Group justify="center" mt="xl">
          <Button onClick={onClose} size="md">
            {UI_TEXT.close}
          </Button>
        </Group>
      </Container>
    </Modal>
  );
}
