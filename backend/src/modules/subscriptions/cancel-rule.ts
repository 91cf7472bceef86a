import { CANCEL_NOTICE_MS } from '../../contract/subscriptions';
import { addInterval, type Plan } from './plans';

interface Period {
  currentPeriodEnd: Date;
  interval: string;
  intervalCount: number;
}

/** Whether a cancel asked for at `requestedAt` ends the subscription at the current period's end. */
export function cancelledInTime(period: Period, requestedAt: Date): boolean {
  return requestedAt.getTime() <= period.currentPeriodEnd.getTime() - CANCEL_NOTICE_MS;
}

/** When access ends after a cancel asked for at `requestedAt`: this period's end, or the next one's. */
export function cancellationEnd(period: Period, requestedAt: Date): Date {
  return cancelledInTime(period, requestedAt)
    ? period.currentPeriodEnd
    : addInterval(
        period.currentPeriodEnd,
        period.interval as Plan['price']['interval'],
        period.intervalCount,
      );
}
