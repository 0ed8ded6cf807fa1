/** One mail adapter per configuration (a server has one; each test server its own), made on first use. */
import type { AppContext } from '../../context'
import { createMailer, type Mailer } from '../../integrations/mail'

const mailers = new WeakMap<AppContext['config']['mail'], Mailer>()

export function mailerFor(ctx: AppContext): Mailer {
  let mailer = mailers.get(ctx.config.mail)
  if (!mailer) {
    mailer = createMailer(ctx.config.mail, ctx.log)
    mailers.set(ctx.config.mail, mailer)
  }
  return mailer
}
