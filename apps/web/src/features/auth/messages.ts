import { MSG } from '@cc/shared';
import { NO_CONNECTION } from '../../components/errors.ts';
import type { Message } from '../../components/MessageModal.tsx';

/** Texts for answers the spec does not word (no answer, rate limit, server error). */
export function genericFailure(status: number): Message {
  if (status === 0) {
    return {
      title: 'Sin conexión',
      text: NO_CONNECTION,
      tone: 'error',
    };
  }
  if (status === 429) return { title: 'Demasiados intentos', text: MSG.tooManyRequests, tone: 'error' };
  return { title: 'Error', text: MSG.internalError, tone: 'error' };
}

/** The change-password form's title and its button read alike. */
const PASSWORD_CHANGE = 'Actualizar contraseña';

/** Screen texts of login, sign-up, password reset and logout (docs/product/1-account.md §2). */
export const AUTH_TEXT = {
  panel: {
    features: {
      inventory: 'Inventario, ventas y compras en un solo lugar.',
      expenses: 'Gastos y recordatorios de pago al día.',
      reports: 'Informes y gráficas para decidir mejor.',
    },
    headline: 'Las cuentas de tu negocio, claras.',
    tagline: 'Lleva el control de tu emprendimiento desde el celular o el computador.',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordPlaceholder: 'Tu contraseña',
    newPassword: 'Nueva contraseña',
    passwordHint: 'Mínimo 8 caracteres',
    confirmPassword: 'Confirmar contraseña',
    confirmPasswordHint: 'Repite la contraseña',
  },
  terms: {
    title: 'Términos y condiciones',
    readFirst: 'Antes de terminar, lee nuestros',
    link: 'términos y condiciones y la política de tratamiento de datos personales',
    accept:
      'Acepto los términos y condiciones y autorizo el tratamiento de mis datos personales conforme a la Ley 1581 de 2012.',
  },
  login: {
    title: 'Inicio de sesión',
    subtitle: 'Ingresa con tu correo electrónico y contraseña',
    forgot: '¿Olvidaste tu contraseña?',
    submit: 'Ingresar',
    /** Issue 30 item 1: the device keeps the session (ADR 036). */
    keep: 'Mantener la sesión iniciada en este dispositivo',
    noAccount: '¿Aún no tienes cuenta?',
    signUp: 'Regístrate',
  },
  change: {
    title: PASSWORD_CHANGE,
    subtitle: 'Escribe tu nueva contraseña dos veces',
    submit: PASSWORD_CHANGE,
    backToLogin: 'Volver al inicio de sesión',
  },
  reset: {
    title: 'Recuperar contraseña',
    subtitle: 'Te enviaremos un correo electrónico con el enlace para crear una nueva contraseña',
    submit: 'Enviar enlace',
    remembered: '¿Recordaste tu contraseña?',
  },
  loginLink: 'Inicia sesión',
  signUp: {
    title: 'Registro de usuario',
    step: (n: number, of: number) => `Paso ${n} de ${of}`,
    submit: 'Registrarse',
    haveAccount: '¿Ya tienes una cuenta?',
    steps: {
      user: { label: 'Usuario', description: 'Información de usuario' },
      personal: { label: 'Personal', description: 'Información personal' },
      commerce: { label: 'Comercio', description: 'Información comercial' },
      contact: { label: 'Contacto', description: 'Información de contacto' },
      terms: { label: 'Términos', description: 'Términos y condiciones' },
    },
  },
} as const;
