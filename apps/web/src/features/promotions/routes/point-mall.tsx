import { PointMallPage } from '../../rewards/pages/point-mall.tsx';

/** /pointMall (SPEC §2.1): the points mall of the rewards feature. */
export function Component() {
  return <PointMallPage />;
}
