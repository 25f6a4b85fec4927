/**
 * The contract between the host and a remote version, as the code uses it: which shared modules (share
 * keys) a remote version takes from the host, in which version ranges, and which named exports it imports
 * from `shared/*` and `config/*`; and which exports the host provides under each of those keys. A build
 * records both (release.json, mf-manifest.json), and the release checks and the browser's loader compare
 * them (docs/decisions/0107-the-contract-is-what-the-code-uses.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export { missingImports } from 'config';

/** Share keys whose exports the contract lists: the workspace packages, shared by their subpaths. */
export const WORKSPACE_SHARE_PACKAGES = ['shared', 'config'] as const;

/** What a remote version needs of its host. */
export interface RemoteContract {
  /** Every shared module it takes from the host, with the version range it was built against. */
  shareKeys: Record<string, string>;
  /** For `shared/*` and `config/*` share keys: the names it imports (`*`: all of a namespace or dynamic import). */
  imports: Record<string, string[]>;
}

export const isWorkspaceShareKey = (key: string): boolean =>
  (WORKSPACE_SHARE_PACKAGES as readonly string[]).some((pkg) => key === pkg || key.startsWith(`${pkg}/`));

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

const specifierOf = (node: { moduleSpecifier?: ts.Expression }): string | null =>
  node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;

/**
 * The names a source file imports (or re-exports) from workspace share keys. Type-only imports are
 * left out: they are gone from the bundle.
 */
export function importsOfFile(file: string): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  const add = (key: string, name: string) => (found[key] ??= new Set()).add(name);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const key = specifierOf(node);
      const clause = node.importClause;
      if (key && isWorkspaceShareKey(key) && clause && !clause.isTypeOnly) {
        if (clause.name) add(key, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(key, '*');
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            if (!element.isTypeOnly) add(key, (element.propertyName ?? element.name).text);
      } else if (key && isWorkspaceShareKey(key) && !clause) {
        found[key] ??= new Set();
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const key = specifierOf(node);
      if (key && isWorkspaceShareKey(key)) {
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) add(key, '*');
        else
          for (const element of clause.elements)
            if (!element.isTypeOnly) add(key, (element.propertyName ?? element.name).text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      isWorkspaceShareKey(node.arguments[0].text)
    ) {
      add(node.arguments[0].text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return Object.fromEntries(Object.entries(found).map(([key, names]) => [key, [...names].sort()]));
}

/** The imports of many files, merged: share key -> sorted names. */
export function mergeImports(all: Record<string, string[]>[]): Record<string, string[]> {
  const merged: Record<string, Set<string>> = {};
  for (const imports of all)
    for (const [key, names] of Object.entries(imports)) for (const name of names) (merged[key] ??= new Set()).add(name);
  return Object.fromEntries(
    Object.entries(merged)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, names]) => [key, [...names].sort()]),
  );
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const hasExportModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/**
 * Every name a module exports, values and types alike (the shop's TypeScript may import a type without
 * `type`), following `export * from './x'` through its own files. `*` when it re-exports all of a package.
 */
export function exportsOfFile(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const names = new Set<string>();
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) names.add(element.name.text);
      else if (clause && ts.isNamespaceExport(clause)) names.add(clause.name.text);
      else {
        const specifier = specifierOf(statement);
        const target = specifier?.startsWith('.') ? resolveRelative(file, specifier) : null;
        if (target) for (const name of exportsOfFile(target, seen)) names.add(name);
        else names.add('*');
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (hasExportModifier(statement)) {
      if (hasDefaultModifier(statement)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name &&
        ts.isIdentifier(statement.name)
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return [...names].sort();
}

/** The share keys of a workspace package and the file behind each (its package.json `exports`). */
export function workspaceEntries(root: string, pkg: (typeof WORKSPACE_SHARE_PACKAGES)[number]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath.includes('*') || !/\.tsx?$/.test(target)) continue;
    entries[subpath === '.' ? pkg : `${pkg}/${subpath.slice(2)}`] = path.join(root, pkg, target);
  }
  return entries;
}

/** The export names of every workspace share key, as this checkout's sources have them. */
export function providedExports(root: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pkg of WORKSPACE_SHARE_PACKAGES)
    for (const [key, file] of Object.entries(workspaceEntries(root, pkg))) out[key] = exportsOfFile(file);
  return out;
}
