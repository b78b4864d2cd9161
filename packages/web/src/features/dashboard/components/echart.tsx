import { useEffect, useRef } from 'react';
import { echarts, type ChartOption } from '../charts/echarts-setup.ts';

interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the chart itself is drawn). */
  label: string;
  height?: number;
  testId?: string;
}

/** One ECharts instance on a div: created once, given each new option whole, resized with its box, disposed on unmount. */
export function EChart({ option, label, height = 280, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={box} className="dashboard-chart" style={{ height }} role="img" aria-label={label} data-testid={testId} />
  );
}
