import type { BotAnalytics, Language } from '@vela/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 260;

/** Month and weekday names for uPlot's axis dates, in the page's language. */
function dateNames(language: Language) {
  const locale = language === 'it' ? 'it-IT' : 'en-US';
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, m, 1)),
    );
  // 2026-03-01 was a Sunday, where uPlot's weekdays start.
  const weekday = (style: 'long' | 'short') =>
    Array.from({ length: 7 }, (_, d) =>
      new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1 + d)),
    );
  return { MMMM: month('long'), MMM: month('short'), WWWW: weekday('long'), WWW: weekday('short') };
}

export interface ActivityChartProps {
  series: BotAnalytics['series'];
  labels: { conversations: string; messages: string };
  language: Language;
}

/**
 * Conversations and messages per day, drawn by uPlot on a canvas. It loads with the analytics page only;
 * the page shows the same figures as a table for screen readers and keyboards.
 */
export default function ActivityChart({ series, labels, language }: ActivityChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const names = dateNames(language);
    const plot = new uPlot(
      {
        width: element.clientWidth || 640,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        fmtDate: (template) => uPlot.fmtDate(template, names),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          { label: labels.conversations, stroke: '#4f46e5', fill: 'rgba(79, 70, 229, 0.08)', width: 2 },
          { label: labels.messages, stroke: '#0891b2', width: 2, dash: [6, 4] },
        ],
        axes: [{}, { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }],
      },
      [
        series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
        series.map((d) => d.conversations),
        series.map((d) => d.messages),
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, labels.conversations, labels.messages, language]);
  return <div ref={box} className="w-full" aria-hidden />;
}
