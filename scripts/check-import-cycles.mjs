#!/usr/bin/env node
// No import cycles in the storefront or the contract (decision 0011), checked over one import
// graph per run: `npm run lint` runs it. It replaced ESLint's import-x/no-cycle, which walked
// the graph again from every file (45% of lint's rule time, decision 0075) and whose
// --cache could miss a cycle closed by another file. Same edges as that rule: static imports,
// `export … from` and literal `import()`; type-only imports and exports do not count.
//   node scripts/check-import-cycles.mjs [project dir with tsconfig.json and src/ ...]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_PROJECTS = ['apps/web', 'packages/contract'];

/** Every .ts/.tsx file under dir. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The modules a file depends on at run time: [specifier, line] pairs. */
function runtimeImports(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (literal) => {
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    found.push([literal.text, line]);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) add(statement.moduleSpecifier);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const onlyTypes =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) add(statement.moduleSpecifier);
    }
  }
  // Lazy pages: `import('…')` anywhere in the file (only walked when the text has one).
  if (text.includes('import(')) {
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** file -> [{ to, specifier, line }]: each project's files, imports resolved by its tsconfig. */
export function importGraph(projectDirs) {
  const graph = new Map();
  for (const dir of projectDirs) {
    const configFile = path.join(dir, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configFile,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    const cache = ts.createModuleResolutionCache(dir, (name) => name, parsed.options);
    for (const file of sourceFiles(path.join(dir, 'src'))) {
      const edges = runtimeImports(file, readFileSync(file, 'utf8')).map(([specifier, line]) => {
        const resolved = ts.resolveModuleName(specifier, file, parsed.options, ts.sys, cache);
        const to = resolved.resolvedModule?.resolvedFileName;
        return { to: to && path.resolve(to), specifier, line };
      });
      graph.set(path.resolve(file), edges);
    }
  }
  // Only our own files: a package in node_modules never imports back into them.
  for (const [file, edges] of graph) {
    graph.set(
      file,
      edges.filter((edge) => edge.to !== undefined && edge.to !== file && graph.has(edge.to)),
    );
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan's algorithm, iterative). */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [node, next] = frame;
      const edges = graph.get(node);
      if (next < edges.length) {
        frame[1]++;
        const to = edges[next].to;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(new Set(component));
      }
    }
  }
  return components;
}

/** One shortest cycle through a component's first file: the edges, in import order. */
function oneCycle(graph, component) {
  const start = [...component].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const edge of graph.get(node)) {
      if (!component.has(edge.to)) continue;
      if (edge.to === start) {
        const route = [{ from: node, ...edge }];
        for (let at = cameFrom.get(node); at !== null; at = cameFrom.get(at.from)) {
          route.unshift(at);
        }
        return route;
      }
      if (!cameFrom.has(edge.to)) {
        cameFrom.set(edge.to, { from: node, ...edge });
        queue.push(edge.to);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

/** Every cycle group, each as one readable cycle: [{ from, to, specifier, line }]. */
export function findImportCycles(projectDirs) {
  const graph = importGraph(projectDirs);
  return cyclicComponents(graph).map((component) => oneCycle(graph, component));
}

function main(args) {
  const projects = (args.length > 0 ? args : DEFAULT_PROJECTS).map((dir) =>
    path.resolve(ROOT, dir),
  );
  const cycles = findImportCycles(projects);
  if (cycles.length === 0) return 0;
  const shown = (file) => path.relative(process.cwd(), file);
  for (const cycle of cycles) {
    console.error(`Import cycle (decision 0011): ${shown(cycle[0].from)}`);
    for (const edge of cycle) {
      console.error(`  ${shown(edge.from)}:${edge.line} imports '${edge.specifier}'`);
    }
  }
  console.error(
    `${cycles.length} import cycle(s): break them (a type-only import does not count).`,
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
