import { canTransition, isTradeStatus, type TradeStatus } from 'config/checkout';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../lib/api-error';

/**
 * The trade's history, for every module that moves a trade on (back office, clarifications,
 * payouts). A step either changes the status, along the model in config/src/checkout.ts, or only
 * records something that happened (`status` omitted: a reminder sent, a counter-offer opened).
 *
 * Call it inside your own transaction with the rest of your change, so the step and the change
 * are stored together or not at all:
 *
 *   await app.db.transaction(async (tx) => {
 *     await tx.query('insert into clarifications ...');
 *     await appendTradeStep(tx, { tradeId, step: 'clarification_opened', status: 'clarification', actorType: 'admin', source: 'clarification' });
 *   });
 */
export interface TradeStepInput {
  tradeId: number;
  /** What happened, snake_case: `received`, `clarification_opened`, `payout_sent`, ... */
  step: string;
  /**
   * The status the trade moves to, which must be a step of the model from the current one (the
   * same status again is refused); omitted to record a step without a status change.
   */
  status?: TradeStatus;
  actorType: 'customer' | 'admin' | 'system';
  /** The module that writes the step: `checkout`, `admin`, `clarification`, ... */
  source: string;
  note?: string | null;
  data?: Record<string, unknown>;
}

export interface TradeStep {
  id: number;
  step: string;
  status: TradeStatus;
  previousStatus: TradeStatus | null;
  createdAt: string;
}

/** Thrown (409 `invalid_transition`) when the model does not allow the step from the current status. */
export function invalidTransition(from: TradeStatus, to: TradeStatus): ApiError {
  return new ApiError(409, 'invalid_transition', `a trade in status ${from} cannot move to ${to}`, undefined, {
    from,
    to,
  });
}

export async function appendTradeStep(tx: Queryable, input: TradeStepInput): Promise<TradeStep> {
  if (!/^[a-z][a-z0-9_]{1,48}$/.test(input.step)) throw new Error(`step must be snake_case: ${input.step}`);
  // The row lock orders concurrent steps on one trade; the second sees the first's status.
  const { rows } = await tx.query<{ status: string }>('select status from trades where id = $1 for update', [
    input.tradeId,
  ]);
  const current = rows[0]?.status;
  if (!current || !isTradeStatus(current)) throw new ApiError(404, 'trade_not_found', 'no such trade');
  const next = input.status ?? current;
  if (input.status !== undefined) {
    // A status given is a move: being there already is a conflict (two clerks, one parcel).
    if (!canTransition(current, next)) throw invalidTransition(current, next);
    await tx.query('update trades set status = $2, status_changed_at = now() where id = $1', [input.tradeId, next]);
  }
  const inserted = await tx.query<{ id: number; created_at: Date }>(
    `insert into trade_status_history (trade_id, step, status, previous_status, actor_type, source, note, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at`,
    [
      input.tradeId,
      input.step,
      next,
      current,
      input.actorType,
      input.source,
      input.note ?? null,
      JSON.stringify(input.data ?? {}),
    ],
  );
  const row = inserted.rows[0]!;
  return {
    id: Number(row.id),
    step: input.step,
    status: next,
    previousStatus: current,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
