/**
 * The mail-jobs module's public face (issue 22, docs/decisions/050): mails made and sent by the job
 * queue (modules/jobs), each once per key. Orders (confirmations with their invoice or receipt,
 * status mails) and subscriptions (consultation confirmations) register their kinds of mail with
 * `app.mailJobs.register` and queue them in their own transactions with `app.mailJobs.queue`.
 */
import { mailJobsRetentionPlugin, mailJobsServicePlugin } from './mail-jobs.service';

export { SENT_MAIL_RETENTION_MS, MAIL_LEASE_SECONDS, MAIL_QUEUE, MAIL_QUEUE_OPTIONS, MailBeingSentError, type MailBuilder, type MailJobs } from './mail-jobs.service';
export { sentMails, type SentMailRow } from './mail-jobs.tables';

export const mailJobsModule = {
  name: 'mail-jobs',
  service: mailJobsServicePlugin,
  plugins: [mailJobsRetentionPlugin],
} as const;
