// The import graph's rules, checked by `npm run lint` (dependency-cruiser): no circles, and the two
// processes meet only through the backend's contract and the shared folder.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circles',
      severity: 'error',
      comment: 'A circle of imports, types included, makes either side hard to change or move alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-reaches-backend-only-through-the-contract',
      severity: 'error',
      comment:
        'The web app talks to the backend over HTTP: it may import the contract (@contract/*, its zod ' +
        'schemas and operations) and the shared folder, nothing else of the backend.',
      from: { path: '^app/' },
      to: { path: '^backend/', pathNot: '^backend/src/contract/' },
    },
    {
      name: 'backend-never-imports-the-app',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^app/' },
    },
    {
      name: 'web-server-takes-only-types-from-the-app',
      severity: 'error',
      comment:
        'The web server loads the app from its build: app code bundled into the server would be a ' +
        'second copy (its own request context store). It may import the load context and request ' +
        'context types, nothing else of the app.',
      from: { path: '^web-server/' },
      to: {
        path: '^app/',
        pathNot: '^app/(load-context\\.ts|lib/request-context\\.server\\.ts)$',
      },
    },
    {
      name: 'web-server-imports-no-app-code',
      severity: 'error',
      from: { path: '^web-server/' },
      to: { path: '^app/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-the-web-server',
      severity: 'error',
      comment: 'It is a program of its own; only its tests import it.',
      from: { path: '^(app|backend|shared|scripts|bench)/' },
      to: { path: '^web-server/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'Both processes import shared/; it imports neither of them.',
      from: { path: '^shared/' },
      to: { path: '^(app|backend)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|node_modules|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
