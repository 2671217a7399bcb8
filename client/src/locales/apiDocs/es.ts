// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "apiDocs.title": ["Referencia de la API"],
  "apiDocs.loadFailedStatus": ["No se pudo cargar la referencia de la API (",["status"],")."],
  "apiDocs.loading": ["Cargando la referencia de la API..."],
  "apiDocs.loadFailed": ["No se pudo cargar la referencia de la API."],
  "apiDocs.sections": ["Secciones de la API"],
  "apiDocs.intro": ["Todas las rutas de la API REST de este servidor. Identifícate con un token personal de API: crea uno en Perfil → Tokens de API y envíalo como <auth></auth>. Un token de solo lectura solo puede usar GET. La misma lista como documento OpenAPI 3.1: <doc></doc>. Las herramientas que hablan AnkiConnect (Yomitan, yanki) usan <anki></anki> con el token como clave."],
  "apiDocs.english": ["La referencia que sigue es el documento OpenAPI del servidor, en inglés."],
  "apiDocs.public": ["No hace falta identificarse"],
  "apiDocs.parameters": ["Parámetros"],
  "apiDocs.body": ["Cuerpo (",["type"],")"],
  "apiDocs.answers": ["Respuestas"],
  "apiDocs.anyJson": ["Cualquier JSON."],
  "apiDocs.required": ["obligatorio"],
} as unknown as Messages;
