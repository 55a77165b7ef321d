package puppetdb

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// InventoryPage is the number of nodes Inventory asks PuppetDB for at once.
const InventoryPage = 100

// InventoryNode is one node of PuppetDB's inventory: its certname, the
// environment of its last facts, and those facts (a JSON object).
type InventoryNode struct {
	Certname    string          `json:"certname"`
	Environment string          `json:"environment"`
	Facts       json.RawMessage `json:"facts"`
}

// Inventory reads the facts of the active nodes that match query (a v4
// query AST in JSON, e.g. ["=", "certname", "web01"], or nil for every
// node) from the inventory endpoint, InventoryPage nodes per request in
// certname order, and calls each for every node, so that a large site is
// never held in memory at once. It stops at each's first error.
func (c *Client) Inventory(ctx context.Context, query []byte, each func(InventoryNode) error) error {
	for offset := 0; ; offset += InventoryPage {
		q := url.Values{}
		if len(query) > 0 {
			q.Set("query", string(query))
		}
		q.Set("order_by", `[{"field":"certname","order":"asc"}]`)
		q.Set("limit", strconv.Itoa(InventoryPage))
		q.Set("offset", strconv.Itoa(offset))
		data, err := c.query(ctx, request{op: "query inventory", method: http.MethodGet, path: "/pdb/query/v4/inventory?" + q.Encode()})
		if err != nil {
			return err
		}
		var page []InventoryNode
		if err := json.Unmarshal(data, &page); err != nil {
			return fmt.Errorf("PuppetDB: the inventory answer is not a list of nodes: %v", err)
		}
		for _, n := range page {
			if err := each(n); err != nil {
				return err
			}
		}
		if len(page) < InventoryPage {
			return nil
		}
	}
}
