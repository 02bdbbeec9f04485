import { mkdtemp, rm } from "node:fs/promises";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "@server/config";
import S3rver from "s3rver";

/** A real S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, for storage tests. */
export async function startLoopbackS3() {
  const directory = await mkdtemp(join(tmpdir(), "mithaas-s3-"));
  const bucket = "mithaas-media";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // Counted on the bucket's own sockets, so a test sees how much of an object really left the bucket.
  const sockets = new Set<Socket>();
  let sentByClosedSockets = 0;
  server.httpServer.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      sentByClosedSockets += socket.bytesWritten;
    });
  });
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver's fixed test keys.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    timeoutMs: 5_000,
  };
  return {
    config,
    /** Every key in the bucket, to check what a request left behind. */
    async keys(client: S3Client, prefix = ""): Promise<string[]> {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (answer.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    /** Bytes the bucket has written to its clients so far, headers included. */
    bytesSent(): number {
      let sent = sentByClosedSockets;
      for (const socket of sockets) sent += socket.bytesWritten;
      return sent;
    },
    /** Drops every open connection mid-answer, as a bucket (or the network to it) failing would. */
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
