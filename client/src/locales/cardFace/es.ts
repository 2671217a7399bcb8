// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardFace.listen": ["Escuchar"],
  "cardFace.readAloud": ["Leer en voz alta"],
  "cardFace.showHint": ["Mostrar pista"],
  "cardFace.noVoice": ["Escuchar no está disponible para ",["names"],": este navegador no tiene una voz en ",["names"]," para leer las tarjetas."],
  "cardFace.noVoiceGuide": ["Lectura en voz alta en la guía"],
  "cardFace.voiceHelp.ios": ["En un iPhone o iPad: Ajustes › Accesibilidad › Contenido leído › Voces, y luego vuelve a cargar esta página."],
  "cardFace.voiceHelp.android": ["En Android: Ajustes › Accesibilidad › Salida de texto a voz, instala los datos de voz del idioma y luego vuelve a cargar esta página."],
  "cardFace.voiceHelp.chromeos": ["En un Chromebook: Configuración › Accesibilidad › Texto a voz › Motores de voz, y luego vuelve a cargar esta página."],
  "cardFace.voiceHelp.windows": ["En Windows: Configuración › Hora e idioma › Voz › Agregar voces (o Idioma y región › agrega el idioma con su paquete de voz), y luego reinicia el navegador."],
  "cardFace.voiceHelp.mac": ["En un Mac: Ajustes del Sistema › Accesibilidad › Contenido leído › Voz del sistema › Gestionar voces, y luego reinicia el navegador."],
  "cardFace.voiceHelp.linux": ["En Linux: instala un motor de voz con la voz del idioma (por ejemplo espeak-ng y speech-dispatcher) y luego reinicia el navegador."],
  "cardFace.voiceHelp.other": ["Agrega una voz para el idioma en los ajustes de voz o de accesibilidad de tu dispositivo y luego reinicia el navegador."],
  "cardFace.picture": ["Imagen"],
  "cardFace.playSound": ["Reproducir sonido"],
  "cardFace.listImage": ["Imagen (",["side"],"): ",["text"]],
  "cardFace.listImageNoText": ["Imagen (",["side"],")"],
  "cardFace.listSound": ["Reproducir el sonido (",["side"],") de ",["text"]],
  "cardFace.listSoundNoText": ["Reproducir el sonido (",["side"],")"],
  "cardFace.viewFull": ["Ver a tamaño completo: ",["alt"]],
} as unknown as Messages;
