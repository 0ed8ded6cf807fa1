/**
 * OpenAPI document at `/api/docs/json` and Swagger UI at `/api/docs`, with the UI's script and
 * styles served from the `swagger-ui-dist` package inside the server, so the docs work offline.
 * The page is ours rather than the plugin's: the plugin starts Swagger UI from an inline script,
 * which the Content-Security-Policy (security-headers.ts) refuses; here it starts from a file.
 */
import { Elysia } from 'elysia'
import { openapi } from '@elysiajs/openapi'
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' }
import swaggerCss from 'swagger-ui-dist/swagger-ui.css' with { type: 'file' }
import { SERVER_VERSION } from '../version'
import { correctOpenApiDocument } from './openapi-document'

export const API_TAGS = [
  { name: 'Auth', description: 'Sign-in for providers, facility users and the admin panel' },
  { name: 'Sign-up', description: 'New providers and pharmacies' },
  { name: 'Account', description: 'The signed-in user and their account' },
  { name: 'Reference data', description: 'States, ZIP codes, specialties, softwares, skills, languages' },
  { name: 'Platform', description: 'Health, client environment, feature flags, help center' },
  { name: 'Admin panel', description: "The company's staff" },
  { name: 'Analytics', description: "The admin panel's dashboard figures and shifts summary, from the ledger and the shifts" },
  { name: 'Payments', description: 'Payment methods, payout accounts, provider payments and processor webhooks' },
  { name: 'Organization', description: 'The facility side’s organization, members, facilities and credits' },
  { name: 'Billing', description: "The organization's invoices, fees and statements" },
  { name: 'Onboarding forms', description: "A facility's onboarding forms (FFM) and the packet a hired provider reads" },
  { name: 'Facility shifts', description: 'Pending, in-progress and past shifts, applicants and previews on the facility side' },
  { name: 'Provider shifts', description: 'Browsing, applying, confirming and working shifts on the provider side' },
  { name: 'Calendar', description: "A provider's private iCalendar feed of their hired shifts" },
  { name: 'Provider profile', description: "A provider's personal and professional profile, work experience, education and certifications" },
  { name: 'Resume extraction', description: 'Uploading a résumé and filling the profile from it' },
  { name: 'Background checks', description: "Background checks, their vendor's invitations and webhooks" },
  { name: 'Licenses', description: "Providers' state licenses, their documents and verification" },
  { name: 'Files', description: 'Uploads and downloads through signed, expiring URLs' },
  { name: 'Ratings', description: 'Facilities and providers rate each other after a completed shift' },
  { name: 'Reputation', description: "Providers' reputation points" },
  { name: 'Facility providers', description: 'Preferred providers, providers who worked here, bans, provider profiles' },
  { name: 'Conversations', description: 'Messages between a facility and the providers of its shifts, inboxes and unread counts' },
  { name: 'Careers chat', description: 'Messages between an organization and the applicants of its jobs, both inboxes and unread counts' },
  { name: 'Notifications', description: 'The in-app notification center: hires, cancellations, reminders and messages' },
  { name: 'Real time', description: 'The ticket and the WebSocket that carry new messages, read receipts and notifications to every open screen' },
  { name: 'Push notifications', description: "Browsers' web push subscriptions, the mobile app's Expo token, the server's VAPID key" },
  { name: 'Calls and texts', description: "Masked calls between a facility and a provider, providers' text replies (Twilio)" },
  { name: 'Notification preferences', description: 'What each user hears about and how, the signed unsubscribe links in e-mails, and e-mail campaign clicks' },
  { name: 'Support assistant', description: 'The support assistant users chat with, its hand-over to a person, and the staff’s review of the chats' },
  { name: 'Staffing agent', description: "The facility's AI staffing agent: a chat that posts shifts and answers questions about them" },
  { name: 'Careers jobs', description: "The careers job board: an organization's jobs, their applicants and review, and a listed job's public page" },
  { name: 'Careers job search', description: "The provider's side of the job board: search, apply, withdraw, save, my applications, referral links" },
  { name: 'Careers billing', description: "The job board's prices, an organization's subscription, invoices and job-post add-ons, and publishing jobs" },
  { name: 'Compliance and onboarding', description: "A provider's compliance training, onboarding checklist and referrals" },
  { name: 'Testing helpers', description: 'Only with ENABLE_TESTING_ROUTES=1' },
]

const DOCS_TITLE = 'Pharmacy staffing marketplace API'

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DOCS_TITLE}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`

// validatorUrl null: Swagger UI would otherwise load a badge from validator.swagger.io.
const DOCS_START = `window.ui = SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#swagger-ui', validatorUrl: null })\n`

const noCache = (type: string) => ({ 'content-type': type, 'cache-control': 'no-cache' })

export const openapiPlugin = () =>
  new Elysia({ name: 'openapi' })
    .get('/api/docs', () => new Response(DOCS_PAGE, { headers: noCache('text/html; charset=utf-8') }), { detail: { hide: true } })
    .get('/api/docs/assets/start.js', () => new Response(DOCS_START, { headers: noCache('text/javascript; charset=utf-8') }), { detail: { hide: true } })
    .get('/api/docs/assets/swagger-ui-bundle.js', () => new Response(Bun.file(swaggerBundle), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } }), { detail: { hide: true } })
    .get('/api/docs/assets/swagger-ui.css', () => new Response(Bun.file(swaggerCss), { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=86400' } }), { detail: { hide: true } })
    // Local to this plugin: only the document's route passes through it (see openapi-document.ts).
    .onAfterHandle(({ response }) => correctOpenApiDocument(response))
    .use(
      openapi({
        path: '/api/docs',
        specPath: '/api/docs/json',
        // The page itself is DOCS_PAGE above; the plugin only serves the document.
        provider: null,
        documentation: {
          info: {
            title: DOCS_TITLE,
            version: SERVER_VERSION,
            description:
              'Pharmacies post shifts and jobs; pharmacists, technicians and interns apply, work and get paid. Errors are `{message}` (400 adds `errors: [{field, message}]`). Money fields ending in `InCents` are integer cents; other money fields are dollars.',
          },
          tags: API_TAGS,
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login or /api/admin/login' } } },
        },
      }),
    )
