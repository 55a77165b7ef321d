package puppetdb

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

var _ functions.PuppetDBQuerier = (*Client)(nil)

// PuppetDBQuery implements functions.PuppetDBQuerier: puppetdb_query as
// the PuppetDB terminus runs it (Puppet::Util::Puppetdb.query_puppetdb). It
// POSTs {"query": QUERY} to /pdb/query/v4 (a PQL string or an AST array
// starting with "from"), trying the server URLs in order, and returns
// PuppetDB's answer decoded from JSON. What the terminus does with other
// answers, Punch does too: a 4xx other than 404 is not an error to it, so
// PuppetDB's text explaining a bad query becomes Ruby's JSON parse error
// ("unexpected token at 'PQL parse error at line 1, column 30: ...'"); a
// 5xx, a 404 or no answer from every server is "Failed to execute
// '/pdb/query/v4' on at least N of the following 'server_urls': URLS"
// (each failure logged as a warning), a JSON 404 "Failed to find ...".
func (c *Client) PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error) {
	body := append([]byte(`{"query":`), wire.AppendValue(nil, query)...)
	body = append(body, '}')
	h := http.Header{}
	h.Set("Accept", "application/json")
	h.Set("Content-Type", "application/json; charset=UTF-8")
	data, err := c.query(ctx, request{op: "query /pdb/query/v4 (puppetdb_query)", method: http.MethodPost, path: "/pdb/query/v4", body: body, header: h})
	var pe *Error
	switch {
	case err == nil:
	case errors.As(err, &pe) && pe.Status >= 400 && pe.Status < 500 && pe.Status != http.StatusNotFound:
		data = pe.Body
	case errors.As(err, &pe) && pe.Status == http.StatusNotFound && bytes.HasPrefix(pe.Body, []byte("{")):
		return nil, fmt.Errorf("Failed to find '/pdb/query/v4' on any of the following 'server_urls': %s", c.urlList())
	default:
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// The terminus names min_successful_submissions here for queries too.
		return nil, fmt.Errorf("Failed to execute '/pdb/query/v4' on at least %d of the following 'server_urls': %s", c.cfg.MinSuccessfulSubmissions, c.urlList())
	}
	v, derr := wire.Decode(data)
	if derr != nil {
		return nil, errors.New(rubyJSONError(data))
	}
	return v, nil
}

// urlList is the server URLs as the terminus's messages list them.
func (c *Client) urlList() string {
	s := make([]string, len(c.cfg.ServerURLs))
	for i, u := range c.cfg.ServerURLs {
		s[i] = u.String()
	}
	return strings.Join(s, ", ")
}

// rubyJSONError is the message of Ruby's JSON::ParserError (json 2.6, Ruby
// 3.1) for data that is not one JSON document: "unexpected token at
// 'REST'", REST being the data from where parsing stopped. Exact for what
// PuppetDB answers (text that is not JSON from its first character, or a
// document followed by more); for an error inside a document Ruby's
// position varies with the construct, and the whole document is given.
func rubyJSONError(data []byte) string {
	s := bytes.TrimLeft(data, " \t\r\n")
	dec := json.NewDecoder(bytes.NewReader(s))
	var v json.RawMessage
	if err := dec.Decode(&v); err == nil {
		s = bytes.TrimLeft(s[dec.InputOffset():], " \t\r\n")
	} else if errors.Is(err, io.ErrUnexpectedEOF) {
		s = nil
	}
	return "unexpected token at '" + string(s) + "'"
}
