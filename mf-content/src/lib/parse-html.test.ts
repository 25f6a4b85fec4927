import { parseHtmlBody } from './parse-html';
import { parseHtmlBody as parseHtmlBodyOnServer } from './parse-html.server';

/** The tree CmsHtml walks (cms-html.tsx): element names, attributes and text, as one string. */
function tree(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent);
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const attrs = Array.from(el.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  return `<${el.tagName.toLowerCase()}${attrs.map((a) => ` ${a}`).join('')}>${Array.from(el.childNodes, tree).join('')}</>`;
}

// The kinds of HTML the CMS holds after sanitizing (api/src/modules/content/cms/sanitize.ts): what the seeds
// use, with the whitespace between blocks that the seeds' template strings have.
const SAMPLES = [
  '<h2 id="ablauf">So funktioniert’s</h2>\n<p>Gerät suchen, <strong>Fragen</strong> beantworten, <em>Angebot</em> erhalten.</p>\n<ol>\n<li>Eins</li>\n<li>Zwei</li>\n</ol>',
  '<p>Voir <a href="route:content/terms">les CGV</a>&nbsp;: 14&#8239;jours, <a href="https://example.org/x" title="x">extern</a> &amp; <a href="mailto:a@b.fr">mail</a>.</p>',
  '<table>\n<caption>Revalu auf einen Blick</caption>\n<tbody>\n<tr><th scope="row">Gegründet</th><td>2016 in Berlin</td></tr>\n<tr><th scope="row">Länder</th><td colspan="2">Deutschland, Österreich</td></tr>\n</tbody>\n</table>',
  '<dl>\n<dt>Frage</dt>\n<dd>Antwort<br>zweite Zeile</dd>\n</dl>\n<hr>\n<blockquote><p>Zitat</p></blockquote>\n<address>Revalu GmbH<br>Berlin</address>\n<p><abbr title="Umsatzsteuer">USt</abbr> <small>klein</small> <b>fett</b> <i>kursiv</i></p>',
  '<h3 id="a">Un</h3><h4 id="b">Deux</h4><ul><li><p>Tre</p></li></ul>',
];

describe('the server build parses the CMS HTML into the browser’s tree (so its render is the one the browser takes over)', () => {
  it.each(SAMPLES.map((html) => [html.slice(0, 40), html]))('%s…', (_, html) => {
    const inBrowser = tree(parseHtmlBody(html));
    expect(inBrowser).toContain('<body>');
    expect(tree(parseHtmlBodyOnServer(html))).toBe(inBrowser);
  });
});
