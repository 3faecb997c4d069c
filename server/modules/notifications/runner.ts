import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail';
import { runJob, type JobSettings } from './job-handlers';
import { claimDueJobs, failJob, finishJob, type ClaimedJob } from './jobs-repository';
import { dispatchDueMail, retryDelayMs } from './mail-dispatch';
import { planDueJobs } from './planner';
import { loadSigningKey } from './unsubscribe-token';

export interface NoticeRunnerOptions extends JobSettings {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  appUrl: string;
  leaseMs: number;
  pollMs: number;
  /** Plan digests and meeting reminders (NOTICE_SCHEDULE); due jobs and e-mails are handled either way. */
  schedule: boolean;
}

/** Tries per job before it is given up. */
const JOB_ATTEMPTS = 5;
const BATCH = 20;

/**
 * The background work of notices in one server process: plan due jobs, run those no other process holds,
 * send due e-mails. Every process of every machine runs one; the database decides who does what.
 */
export class NoticeRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private signingKey: Buffer | undefined;

  constructor(private readonly options: NoticeRunnerOptions) {}

  /** Polls every pollMs until stop(); a pass still running when the next is due is not doubled. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pass(), this.options.pollMs);
    this.timer.unref();
    void this.pass();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A pass soon, when the runner is started (after a change that wrote notices to send at once). */
  wake(): void {
    if (this.timer) void this.pass();
  }

  /** One pass now (tests call it with their clock set); waits for a pass already running first. */
  async runOnce(): Promise<void> {
    await this.running;
    await this.pass();
  }

  private pass(): Promise<void> {
    this.running ??= this.work()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'notice runner pass failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async work(): Promise<void> {
    const { db, clock } = this.options;
    if (this.options.schedule) await planDueJobs(db, clock.now());
    while (await this.runDueJobs()) {
      // more may be due
    }
    this.signingKey ??= await loadSigningKey(db);
    const mail = { ...this.options, signingKey: this.signingKey, batchSize: BATCH };
    while ((await dispatchDueMail(mail, () => clock.now())) === BATCH) {
      // a full batch: more may wait
    }
  }

  /** Runs one batch of due jobs, each in its own transaction with its completion; answers whether it was full. */
  private async runDueJobs(): Promise<boolean> {
    const { db, clock, leaseMs, log } = this.options;
    const batch = await claimDueJobs(db, clock.now(), leaseMs, BATCH);
    for (const job of batch) {
      try {
        await db.transaction(async (tx) => {
          await runJob(tx, job, clock.now(), this.options);
          await finishJob(tx, job, clock.now());
        });
      } catch (error) {
        await this.recordFailure(job, error);
        log.error({ err: error, job: job.key }, 'job failed');
      }
    }
    return batch.length === BATCH;
  }

  private recordFailure(job: ClaimedJob, error: unknown) {
    const now = this.options.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    return failJob(
      this.options.db,
      job,
      message,
      job.attempts >= JOB_ATTEMPTS
        ? { giveUpAt: now }
        : { retryAt: new Date(now.getTime() + retryDelayMs(job.attempts)) },
    );
  }
}
