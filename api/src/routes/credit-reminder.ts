// The compliance reminder (spec 2 §4, S2-TRACKER-85..93): an administrator viewing a member's tracker
// e-mails the member what is still needed. The body is built here from the API's own tracker numbers
// (shared rules in @cle/contracts/reminder-rules), never taken from the browser, and sent through the
// SMTP relay of mail/mailer.ts with the administrator as Reply-To.
import { ReminderBodySchema, ReminderOrgParamsSchema } from '@cle/contracts/requests/credit';
import { creditsStillNeeded, reminderBlocker, reminderMessage } from '@cle/contracts/reminder-rules';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { memberFor } from '../credit/admin-access';
import { createMailer, mailSettings } from '../mail/mailer';
import type { MailOptions } from '../mail/mailer';
import { trackerUser } from '../credit/tracker';

export const REMINDER_MESSAGES = {
  adminEmailMissing: 'Your account has no e-mail address to send the reminder from',
  periodMissing: (region: string) => `The member has no compliance period for ${region}`,
  notNeeded: (region: string) => `No credits are still needed for ${region}`,
  toSelf: 'A compliance reminder goes to another member',
  sendFailed: 'The reminder could not be sent. Try again later.',
};

export function creditReminderRoutes(mail: MailOptions = {}) {
  return async (app: Api) => {
    // links in the message name the configured site origin (decision 052)
    const settings = mailSettings({ siteUrl: app.siteOrigin, ...mail });
    const send = createMailer(settings);
    app.post(
      '/credit-tracker-admin/roster/:orgSk/reminder',
      { schema: { params: ReminderOrgParamsSchema, body: ReminderBodySchema } },
      async (req) => {
        const { orgSk } = req.params;
        const body = req.body;
        const admin = principalOf(req);
        const member = await memberFor(app.db, req, { individualSk: body.individualSk, orgSk });
        if (member.self) throw new HttpError(400, REMINDER_MESSAGES.toSelf, 'individualSk');
        const tracker = await trackerUser(app.db, member, { regionSk: body.regionSk });
        const entry = tracker.trackers.find((t) => t.creditRegion_SK === body.regionSk);
        if (!entry) throw notFound(`License for region ${body.regionSk}`);
        const region = entry.jurisdiction.displayName;
        const periodEnd = entry.jurisdiction.clePeriod.endDate;
        const blocker = reminderBlocker({ adminEmail: admin.email, periodEnd });
        if (blocker === 'admin-email-missing') throw new HttpError(400, REMINDER_MESSAGES.adminEmailMissing);
        if (blocker === 'compliance-period-missing')
          throw new HttpError(400, REMINDER_MESSAGES.periodMissing(region), 'regionSk');
        if (!creditsStillNeeded(entry)) throw new HttpError(409, REMINDER_MESSAGES.notNeeded(region));
        const { subject, text } = reminderMessage(entry, {
          periodEnd: periodEnd!,
          memberName: member.displayName,
          adminName: admin.name,
          siteUrl: settings.siteUrl,
        });
        try {
          await send({ to: member.email, replyTo: admin.email, subject, text });
        } catch (err) {
          req.log.error({ err }, 'compliance reminder not sent');
          throw new HttpError(502, REMINDER_MESSAGES.sendFailed);
        }
        return { sent: true, to: member.email, subject, body: text };
      },
    );
  };
}
