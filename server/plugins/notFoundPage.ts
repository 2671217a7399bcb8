import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MSG } from '../../shared/messages.js';
import { localeOfRequest, translateMessage } from '../i18n.js';

/**
 * The 404 a browser shows when it opens an address the app does not serve as a page (an /api
 * path typed or followed as a link, or any path when no client is built). JSON clients keep the
 * JSON body; a browser asking for HTML gets a real page with a language and a title, which the
 * bare JSON view lacked (axe: html-has-lang, document-title; issue #29).
 */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  reply.code(404);
  if (req.method === 'GET' && wantsHtml(req.headers.accept)) return reply.type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
  return reply.send({ message: translateMessage(SERVER_MSG.notFound, localeOfRequest(req.headers)) });
}

/** An explicit text/html in Accept (a browser navigation); `*\/*` alone is an API client. */
const wantsHtml = (accept: string | undefined) => Boolean(accept && /(^|,)\s*text\/html/i.test(accept));

const NOT_FOUND_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found — Cardcade</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1d2033;background:#fff}main{max-width:32rem;margin:0 auto}a{color:#4338ca}@media (prefers-color-scheme:dark){body{color:#e8eaf4;background:#12141f}a{color:#b4b0ff}}</style>
</head>
<body>
<main>
<h1>Page not found</h1>
<p>There is nothing at this address.</p>
<p><a href="/">Go to Cardcade</a></p>
</main>
</body>
</html>
`;
