// Package plainjson encodes JSON the way Ruby's JSON generator writes it,
// and so the way Puppet, Puppet Server and PuppetDB's clients see it: '<',
// '>' and '&' stay as they are (Go's encoding/json writes them as \u003c,
// \u003e and \u0026 for HTML pages) and there is no final newline.
//
// It is the one owner of that rule for answers, error bodies and documents
// Punch writes with encoding/json; the catalog writer (compiler/catalog) has
// its own faster encoder for the same output.
package plainjson

import (
	"bytes"
	"encoding/json"
)

// Marshal is json.Marshal without HTML escaping.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	if err := Append(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Append writes v's encoding to buf. On an error buf holds what it held
// before.
func Append(buf *bytes.Buffer, v any) error {
	n := buf.Len()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		buf.Truncate(n)
		return err
	}
	buf.Truncate(buf.Len() - 1) // Encode's newline
	return nil
}

// AppendString writes s as a JSON string. A string always encodes.
func AppendString(buf *bytes.Buffer, s string) {
	_ = Append(buf, s)
}
