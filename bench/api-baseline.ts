// The baseline of bench:api: what a search costs with nothing but node:http and pg — read the JSON
// body, one INSERT (visitor and search in one statement), answer 201. No framework, no checks.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { search_id: string; concept: string; budget: number; class_size: number };
    const visitor = randomUUID();
    pool
      .query(
        `with v as (insert into visitors (id) values ($1)) insert into searches (search_id, visitor_id, concept, budget, class_size) values ($2, $1, $3, $4, $5)`,
        [visitor, body.search_id, body.concept, body.budget, body.class_size],
      )
      .then(
        () => {
          res.writeHead(201, { "content-type": "application/json" });
          res.end(JSON.stringify({ search_id: body.search_id }));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
