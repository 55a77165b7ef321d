// Package wire is PuppetDB's data as Punch exchanges and keeps it: the
// "replace catalog" v9, "replace facts" v5, "store report" v8 and
// "deactivate node" v3 command payloads, the resources of the v4 query API,
// and the exported-resource queries of Puppet's PuppetDB terminus with
// PuppetDB's semantics. Both of Punch's storeconfigs backends use it: the
// embedded store (api/store) keeps exactly what PuppetDB would keep and
// answers collectors as PuppetDB does; the PuppetDB client (api/puppetdb)
// sends it.
package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/values"
)

// maxDepth bounds the nesting of decoded JSON.
const maxDepth = 512

// Decode decodes one JSON value into Puppet data (nil, bool, int64,
// float64, string, []values.Value, *values.Hash with string keys in the
// document's order). Numbers with a fraction or exponent are float64, the
// others int64 (an integer beyond 64 bits is an error).
func Decode(b []byte) (values.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	v, err := decodeValue(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, errors.New("JSON: unexpected data after the value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder, depth int) (values.Value, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("JSON: nested more than %d deep", maxDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("JSON: %w", err)
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			h := values.NewHash(4)
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, fmt.Errorf("JSON: %w", err)
				}
				k, _ := kt.(string)
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				h.Put(k, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("JSON: %w", err)
			}
			return h, nil
		case '[':
			out := []values.Value{}
			for dec.More() {
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("JSON: %w", err)
			}
			return out, nil
		}
		return nil, fmt.Errorf("JSON: unexpected %v", t)
	case json.Number:
		s := string(t)
		if bytes.ContainsAny([]byte(s), ".eE") {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return nil, fmt.Errorf("JSON: number %s: %w", s, err)
			}
			return f, nil
		}
		i, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("JSON: integer %s does not fit in 64 bits", s)
		}
		return i, nil
	case string, bool, nil:
		return t, nil
	}
	return nil, fmt.Errorf("JSON: unexpected token %v", tok)
}

// Value is Puppet data that encodes as JSON with hashes in their order
// and floats as Ruby writes them (1.0, not 1), as Puppet's terminus sends
// them.
type Value struct{ V values.Value }

// AppendValue appends the JSON of a Puppet value as catalogs write it
// (catalog.AppendValue): a Sensitive value nested in a parameter
// (catalog.SensitiveData) in Puppet's rich data form, values that are not
// data as their string form.
func AppendValue(b []byte, v values.Value) []byte { return catalog.AppendValue(b, v) }

func appendString(b []byte, s string) []byte { return catalog.AppendString(b, s) }

// Equal reports whether two JSON data values are equal as PuppetDB
// compares a parameter with a query value: same JSON type and value
// (1 is not "1" and not 1.0... an integer equals a float of the same value,
// as JSON numbers), arrays element by element, hashes key by key.
func Equal(a, b values.Value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case int64:
		switch y := b.(type) {
		case int64:
			return x == y
		case float64:
			return float64(x) == y
		}
		return false
	case float64:
		switch y := b.(type) {
		case int64:
			return x == float64(y)
		case float64:
			return x == y
		}
		return false
	case []values.Value:
		y, ok := b.([]values.Value)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case *values.Hash:
		y, ok := b.(*values.Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			k, v := x.At(i)
			w, ok := y.Get(k)
			if !ok || !Equal(v, w) {
				return false
			}
		}
		return true
	}
	return false
}
