/**
 * Styles the docs page adds to Swagger UI's, served as a same-origin file (`…/static/theme/docs.css`), so the
 * Content-Security-Policy stays as it is. Swagger UI pads a Markdown table's cells only above and below: the
 * result codes in the description ran together ("HTTPname", `400000400`). Each column gets room on its right,
 * the short ones stay on one line, and rows are ruled so a long meaning reads as one row.
 */
const TABLE = '.swagger-ui .info .renderedMarkdown table'

export const DOCS_CSS = [
  `${TABLE} { border-collapse: collapse; margin: 8px 0 16px; }`,
  `${TABLE} th, ${TABLE} td { padding: 8px 20px 8px 0; text-align: left; vertical-align: top; }`,
  `${TABLE} th:last-child, ${TABLE} td:last-child { padding-right: 0; }`,
  `${TABLE} td:nth-child(-n+3), ${TABLE} th:nth-child(-n+3) { white-space: nowrap; }`,
  `${TABLE} td:nth-child(2), ${TABLE} th:nth-child(2) { text-align: right; }`,
  `${TABLE} tbody tr + tr td { border-top: 1px solid rgba(59, 65, 81, 0.1); }`,
].join('\n')
