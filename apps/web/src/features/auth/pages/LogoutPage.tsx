import { Center, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.ts';
import { UI_TEXT } from '../../../components/messages.ts';
import { clearSession, getToken } from '../../../lib/session.ts';

/** '/logout': revoke the token, clear the browser session, go to /login (docs/product/1-account.md §2, docs/api.md §Paths not shown in the specification). */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    const run = async () => {
      if (getToken()) await authApi.logout();
      clearSession();
      queryClient.clear();
      navigate('/login', { replace: true });
    };
    void run();
  }, [navigate, queryClient]);

  return (
    <Center mih="50vh">
      <Text>{UI_TEXT.logout}</Text>
    </Center>
  );
}
