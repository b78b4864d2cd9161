import { useEffect, useRef } from 'react';
import type { ChartOption, echarts } from '../charts/echarts-setup.ts';

interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the chart itself is drawn). */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * One ECharts instance on a div: created once, given each new option whole, resized with its box, disposed on unmount.
 * ECharts (most of the dashboard's weight) is fetched when the first chart mounts, so the page's figures and filters
 * draw without waiting for it.
 */
export function EChart({ option, label, height = 280, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // The option to draw once ECharts has arrived: it may change while the chunk loads.
  const latest = useRef(option);

  useEffect(() => {
    const element = box.current!;
    let isUnmounted = false;
    let observer: ResizeObserver | null = null;
    void import('../charts/echarts-setup.ts').then(({ echarts }) => {
      if (isUnmounted) return;
      const instance = echarts.init(element, undefined, { renderer: 'svg' });
      chart.current = instance;
      instance.setOption(latest.current, { notMerge: true });
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(element);
    });
    return () => {
      isUnmounted = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={box} className="dashboard-chart" style={{ height }} role="img" aria-label={label} data-testid={testId} />
  );
}
