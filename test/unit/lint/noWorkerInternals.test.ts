import rule from '../../../build/lint/noWorkerInternals.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');
const options = [{ workers: 'src/workers', clients: ['src/workers/client'] }];

ruleTester.run('no-worker-internals', rule, {
  valid: [
    { code: "import { openStatsSession, type StatsSessionHandle } from '../../workers/client';", filename: moduleFile, options },
    { code: "import { runAutorecs } from '../../../../workers/client.ts';", filename: file('src/modules/someFeature/part/tools/autorecs.ts'), options },
    { code: "import type { CompareRowView } from '../../workers/compare';", filename: moduleFile, options },
    { code: "import { type Headline, type HeadlineKind } from '../../workers/stats/headline';", filename: moduleFile, options },
    { code: "export type { StatsTableId } from '../../workers/session/stats';", filename: moduleFile, options },
    { code: "import type { StatsEntryLine } from '../workers/stats/tableView';", filename: file('src/ui/statsTable.tsx'), options },
    // Not the worker's folder: lib/, another module's own "workers" file, a package.
    { code: "import { wilson } from '../../lib/wilson';\nimport { pool } from './workers/pool';\nimport { wrap } from 'comlink';", filename: moduleFile, options },
    // The default options say the same.
    { code: "import { openImport } from '../../workers/client';", filename: moduleFile },
  ],
  invalid: [
    {
      code: "import { FORMAT_FILTERS } from '../../workers/compare/model';",
      filename: moduleFile,
      options,
      errors: [{ messageId: 'internal', data: { target: 'src/workers/compare/model', clients: 'src/workers/client' } }],
    },
    { code: "import { matchColour, type MatchKind } from '../../workers/importMatch';", filename: moduleFile, options, errors: [{ messageId: 'internal' }] },
    { code: "import * as compare from '../../workers/compare';", filename: moduleFile, options, errors: [{ messageId: 'internal' }] },
    { code: "import '../../workers/compute.worker';", filename: moduleFile, options, errors: [{ messageId: 'internal' }] },
    { code: "export { IMPORT_TEXTS } from '../../workers/importMatch';", filename: moduleFile, options, errors: [{ messageId: 'internal' }] },
    { code: "export * from '../workers/stats';", filename: file('src/ui/stats.ts'), options, errors: [{ messageId: 'internal' }] },
    { code: "import { sortRoles } from '../../workers/staffRoles/sort';", filename: moduleFile, errors: [{ messageId: 'internal' }] },
    // A client in a folder of its own is the client; its siblings are not.
    {
      code: "import { getCompute } from '../../workers/client/index';\nimport { ready } from '../../workers/client/ready';",
      filename: moduleFile,
      options,
      errors: [{ messageId: 'internal', line: 2 }],
    },
  ],
});
