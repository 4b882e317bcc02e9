// Reading and writing the CSV files of batch jobs with csv-parse and csv-stringify. Medusa's
// files separate fields with `;`; a file whose header has no `;` but has `,` is read with `,`.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { invalidData } from "../../http/errors";
import { CSV_DELIMITER } from "./constants";

export interface CsvTable {
  header: string[];
  /** Data rows, each with its line number in the file (the header is line 1). */
  rows: { line: number; cells: Map<string, string> }[];
}

export function parseCsv(text: string): CsvTable {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter =
    !firstLine.includes(CSV_DELIMITER) && firstLine.includes(",") ? "," : CSV_DELIMITER;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw invalidData(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (head === undefined) throw invalidData("The CSV file is empty");
  const header = head.record.map((name) => name.trim());
  const rows = body.map(({ record, info }) => ({
    line: info.lines,
    cells: new Map(
      header.flatMap((name, index) => {
        const value = (record[index] ?? "").trim();
        return name === "" || value === "" ? [] : [[name, value] as const];
      }),
    ),
  }));
  return { header, rows };
}

export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], { delimiter: CSV_DELIMITER, record_delimiter: "\r\n" });
}
