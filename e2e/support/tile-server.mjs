// A slippy-map tile server for the e2e suite (the map under geo-referenced plots, MAP_TILE_URL):
// GET /tiles/{z}/{x}/{y}.png answers a 256 x 256 PNG made here, a pale ground with a dark "road"
// band and a checker whose colour depends on x + y, so neighbouring tiles can be told apart on
// screen. GET /requests lists the tile paths asked for so far; GET /off makes every tile a 503
// (the network gone) until GET /on.
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const port = Number(process.env['E2E_TILE_PORT'] ?? 8125);
const requests = [];
let serving = true;

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The tile for an even or an odd x + y (made once each: tiles differ only by that). */
function tilePng(odd) {
  const size = 256;
  const rows = [];
  for (let v = 0; v < size; v++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let u = 0; u < size; u++) {
      const road = v >= 120 && v < 136;
      const check = ((u >> 5) + (v >> 5)) % 2 === 0;
      const [r, g, b] = road
        ? [90, 90, 100]
        : check
          ? odd
            ? [214, 232, 200]
            : [236, 226, 200]
          : [246, 242, 232];
      row.writeUInt8(r, 1 + u * 3);
      row.writeUInt8(g, 2 + u * 3);
      row.writeUInt8(b, 3 + u * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tiles = [tilePng(false), tilePng(true)];

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url);
  if (url === '/health') return void response.end('ok');
  if (url === '/requests') return void response.end(JSON.stringify(requests));
  if (url === '/off' || url === '/on') {
    serving = url === '/on';
    requests.length = 0;
    return void response.end('ok');
  }
  if (tile === null) {
    response.statusCode = 404;
    return void response.end();
  }
  requests.push(url);
  if (!serving) {
    response.statusCode = 503;
    return void response.end();
  }
  response.setHeader('content-type', 'image/png');
  response.setHeader('access-control-allow-origin', '*');
  response.end(tiles[(Number(tile[2]) + Number(tile[3])) % 2]);
});
// Playwright's request context keeps sockets alive between polls; on a loaded machine a socket the
// server closed after Node's 5 s default was reused and the poll failed with ECONNRESET.
server.keepAliveTimeout = 120_000;
server.listen(port, '127.0.0.1');
