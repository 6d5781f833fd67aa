// Shows a build's progress: on a terminal, one live line redrawn in place; in CI
// or a log file, a plain line per phase and at each quarter of a long phase.

import { PHASE_LABELS, type ProgressEvent } from './events';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const bar = (fraction: number, width = 20) => {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
};

/** The text of one event, or undefined when it is not worth a plain line. */
export function plainLine(
  event: ProgressEvent,
  lastQuarter: Map<string, number>,
): string | undefined {
  const label = PHASE_LABELS[event.phase];
  if (event.kind === 'start')
    return event.total === undefined ? `${label}…` : `${label} (${event.total})…`;
  if (event.kind === 'end') return `${label}: done in ${(event.ms / 1000).toFixed(1)} s`;
  const quarter = Math.floor((event.done / Math.max(1, event.total)) * 4);
  if (quarter === 0 || quarter === 4 || lastQuarter.get(event.phase) === quarter) return undefined;
  lastQuarter.set(event.phase, quarter);
  return `${label}: ${quarter * 25}%`;
}

/** The live line for one event on a terminal. */
export function liveLine(event: ProgressEvent, columns = 80): string {
  const label = PHASE_LABELS[event.phase];
  if (event.kind !== 'advance') return label + '…';
  const count = event.total === 100 ? `${event.done}%` : `${event.done}/${event.total}`;
  const text = `${bar(event.done / Math.max(1, event.total))} ${label} ${count}${event.detail ? ` ${event.detail}` : ''}`;
  return text.length > columns - 1 ? text.slice(0, columns - 2) + '…' : text;
}

export function createProgressReporter(stream: ProgressStream) {
  const lastQuarter = new Map<string, number>();
  let live = '';
  const clear = () => {
    if (live) stream.write('\r\x1b[2K');
    live = '';
  };
  return {
    onProgress(event: ProgressEvent) {
      if (stream.isTTY) {
        if (event.kind === 'end') {
          clear();
          stream.write(`${PHASE_LABELS[event.phase]} (${(event.ms / 1000).toFixed(1)} s)\n`);
          return;
        }
        // Redrawn only when what it says changes (webpack reports thousands of steps).
        const line = liveLine(event, stream.columns || 80);
        if (line === live) return;
        clear();
        stream.write(line);
        live = line;
        return;
      }
      const line = plainLine(event, lastQuarter);
      if (line) stream.write(line + '\n');
    },
    /** Clears the live line before other output (a warning, the summary). */
    clear,
  };
}
