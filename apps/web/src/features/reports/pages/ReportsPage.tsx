import { ZChartType, ZReportCode } from '@cc/shared';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound.tsx';
import { ChartScreen } from '../components/ChartScreen.tsx';
import { ReportScreen } from '../components/ReportScreen.tsx';
import { ReportsMenu } from '../components/ReportsMenu.tsx';

/**
 * /my-reports, /my-reports/{report|graphic} (the menu) and /my-reports/:param/:type (one report
 * or chart, by the API's code). Anything else is a 404.
 */
export default function ReportsPage() {
  const { param = 'report', type } = useParams();
  if (param !== 'report' && param !== 'graphic') return <NotFound />;
  if (!type) return <ReportsMenu kind={param} />;
  if (param === 'report') {
    const code = ZReportCode.safeParse(type);
    // key: a new report starts from a clean filter.
    return code.success ? <ReportScreen key={code.data} code={code.data} /> : <NotFound />;
  }
  const chart = ZChartType.safeParse(type);
  return chart.success ? <ChartScreen key={chart.data} type={chart.data} /> : <NotFound />;
}
