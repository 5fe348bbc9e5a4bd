import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FacilitatorClient } from "@x402/core/server";

/**
 * The in-process facilitator behind x402's HTTP facilitator protocol (POST /verify, POST /settle,
 * GET /supported), so a Worker in workerd can use it as its remote facilitator in tests.
 */
export async function startFacilitatorServer(facilitator: FacilitatorClient): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === "GET" && req.url === "/supported") return send(200, await facilitator.getSupported());
      if (req.method !== "POST" || (req.url !== "/verify" && req.url !== "/settle")) return send(404, { error: "not found" });
      let text = "";
      for await (const chunk of req) text += chunk;
      const { paymentPayload, paymentRequirements } = JSON.parse(text);
      const result =
        req.url === "/verify"
          ? await facilitator.verify(paymentPayload, paymentRequirements)
          : await facilitator.settle(paymentPayload, paymentRequirements);
      send(200, result);
    } catch (err) {
      send(500, { error: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
