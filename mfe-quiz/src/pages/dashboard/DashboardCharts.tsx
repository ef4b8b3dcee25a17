import { DASHBOARD_CHART_TEXTS, type DashboardResponse, scoreBandLabel } from '@quizlink/contracts/quiz';
import { BarChart, Card } from '@quizlink/ui';
import { attemptsOverTime } from './attempts-over-time.ts';

const noAnswers = <p style={{ margin: 0, color: 'var(--ql-color-text-muted)' }}>{DASHBOARD_CHART_TEXTS.noAnswersYet}</p>;

/** The score distribution (scored quizzes) and attempts over time; both move with each live update. */
export function DashboardCharts({ dashboard }: { dashboard: DashboardResponse }) {
  const scored = dashboard.scoreDistribution.some((band) => band.count > 0);
  const overTime = attemptsOverTime(dashboard.attemptsPerHour);
  return (
    <>
      {dashboard.quizType === 'essay' ? null : (
        <Card heading={DASHBOARD_CHART_TEXTS.scoreDistributionHeading}>
          {scored ? (
            <BarChart
              label={DASHBOARD_CHART_TEXTS.scoreChart}
              orientation="vertical"
              data={dashboard.scoreDistribution.map((band) => ({ label: scoreBandLabel(band), value: band.count }))}
              categoryHeader={DASHBOARD_CHART_TEXTS.scoreHeader}
              valueHeader={DASHBOARD_CHART_TEXTS.attemptsHeader}
              showNumbers={DASHBOARD_CHART_TEXTS.showNumbers}
            />
          ) : (
            noAnswers
          )}
        </Card>
      )}
      <Card heading={DASHBOARD_CHART_TEXTS.attemptsOverTimeHeading}>
        {overTime.buckets.length > 0 ? (
          <BarChart
            label={DASHBOARD_CHART_TEXTS.attemptsChart(overTime.unit)}
            orientation="vertical"
            data={overTime.buckets.map((b) => ({ label: b.label, value: b.count }))}
            categoryHeader={overTime.unit === 'hour' ? DASHBOARD_CHART_TEXTS.timeHeader : DASHBOARD_CHART_TEXTS.dayHeader}
            valueHeader={DASHBOARD_CHART_TEXTS.attemptsHeader}
            showNumbers={DASHBOARD_CHART_TEXTS.showNumbers}
          />
        ) : (
          noAnswers
        )}
      </Card>
    </>
  );
}
