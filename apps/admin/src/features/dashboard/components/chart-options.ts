import type { EChartsCoreOption } from 'echarts/core';
import type { Dashboard } from '@zyz/domain';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

// On a phone the desk's margins would leave the plot a third of the width, and the legend wraps
// to two lines: the plot takes the width and starts below the legend and the axis names.
const deskGrid = { left: 48, right: 56, top: 40, bottom: 56, containLabel: true };
const phoneGrid = { left: 4, right: 4, top: 84, bottom: 8, containLabel: true };

/** Counts as bars on the left axis, hours as a line on the right: the scales differ by far. */
function figuresChart(
  categories: string[],
  rows: { volunteers: number; missions: number; serviceMinutes: number }[],
  volunteerLabel: string,
  colors: string[],
  isNarrow: boolean,
): EChartsCoreOption {
  return {
    color: colors,
    tooltip: { trigger: 'axis', confine: isNarrow },
    legend: { top: 0 },
    grid: isNarrow ? phoneGrid : deskGrid,
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: { rotate: categories.length > (isNarrow ? 4 : 8) ? 35 : 0 },
    },
    yAxis: [
      { type: 'value', name: '人数 / 个数', minInterval: 1 },
      { type: 'value', name: '小时' },
    ],
    series: [
      { name: volunteerLabel, type: 'bar', data: rows.map((r) => r.volunteers) },
      { name: '发布活动', type: 'bar', data: rows.map((r) => r.missions) },
      {
        name: '服务时长（小时）',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: rows.map((r) => hours(r.serviceMinutes)),
      },
    ],
  };
}

export const monthlyOption = (d: Dashboard, colors: string[], isNarrow = false) =>
  figuresChart(
    d.monthly.map((m) => m.month),
    d.monthly,
    '新增志愿者',
    colors,
    isNarrow,
  );

export const byChildOption = (d: Dashboard, colors: string[], isNarrow = false) =>
  figuresChart(
    d.byChild.map((c) => c.name),
    d.byChild,
    '志愿者',
    colors,
    isNarrow,
  );
