package store

import "bytes"

// TrustedKey is the member of a stored facts document (Puppet's facts
// object, {"name": ..., "values": {...}, ...}) that keeps the node's
// $trusted hash beside its fact values. Puppet's PuppetDB facts terminus
// adds the request's trusted information to the facts it stores
// (facts.values[:trusted] = TrustedInformation#to_h: the certificate's
// extensions among them), so that queries of the "trusted" fact answer it;
// the embedded store keeps it beside the values instead of among them, so
// that the facts a later compile reads from the store are the agent's own.
const TrustedKey = "trusted"

// WithMember returns obj, the bytes of one JSON object, with the member
// name: value (value the bytes of a JSON value) added at its end. obj is
// not modified. It reports false when obj is not a JSON object; value is
// not checked. When obj already has a member of that name, the added one
// comes last, which JSON readers that keep the last of equal names (Go's
// and PuppetDB's) take.
func WithMember(obj []byte, name string, value []byte) ([]byte, bool) {
	body := bytes.TrimRight(obj, " \t\r\n")
	start := bytes.TrimLeft(body, " \t\r\n")
	if len(start) < 2 || start[0] != '{' || body[len(body)-1] != '}' {
		return nil, false
	}
	out := make([]byte, 0, len(body)+len(name)+len(value)+4)
	out = append(out, body[:len(body)-1]...)
	if len(bytes.TrimSpace(start[1:len(start)-1])) > 0 {
		out = append(out, ',')
	}
	out = append(out, '"')
	out = append(out, name...) // a constant name: no escaping needed
	out = append(out, '"', ':')
	out = append(out, value...)
	return append(out, '}'), true
}
