/** Worker thread of the parallel GLEIF Level 1 reader: maps the blocks it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { ColumnIndex } from './gleif-columns';
import { mapLeiBlock } from './gleif-lei-block';

const header = workerData.header as string[];
const columns = new ColumnIndex(header);

interface BlockMessage {
  seq: number;
  bytes: ArrayBuffer;
  firstLine: number;
  dropFirst: boolean;
}

parentPort!.on('message', ({ seq, bytes, firstLine, dropFirst }: BlockMessage) => {
  const result = mapLeiBlock(columns, header.length, Buffer.from(bytes), firstLine, dropFirst);
  parentPort!.postMessage({ seq, result });
});
