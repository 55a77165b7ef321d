package server

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"net/url"

	"github.com/punch-dev/punch/compiler/ruby/rlib"
	"github.com/punch-dev/punch/compiler/ruby/rlib/cgi"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/settings"
)

// Facts are a node's facts as an agent sends them (Puppet::Node::Facts):
// the node's name and the fact values.
type Facts struct {
	Name   string
	Values *values.Hash
	// Timestamp and Expiration are kept as sent ("" when absent).
	Timestamp, Expiration string
	// Raw is the JSON document the facts were decoded from (nil when they
	// were not decoded from one).
	Raw []byte
}

// maxJSONDepth bounds the nesting of decoded v4 bodies.
const maxJSONDepth = 256

// rubyMaxNesting is the nesting JSON.parse accepts by default (its
// max_nesting), with which Puppet's indirector parses facts and reports.
const rubyMaxNesting = 100

// decodeBodyJSON decodes a facts or report document as Puppet Server reads
// it (Puppet::Util::Json.load, JRuby's JSON.parse): with Punch's decoder,
// but what JRuby's json raises on is refused with its words, as Puppet's
// indirector gives them (internError): a lone surrogate ("partial
// character in source, but hit end near 0"), nesting past 100, a syntax
// error ("unexpected token at '...'"). Where only Punch refuses (an
// integer past data.MaxIntegerDigits), Punch's located error stands.
func decodeBodyJSON(src []byte, file string) (any, error) {
	v, err := data.DecodeJSON(src, data.JSONOptions{File: file, Limits: data.Limits{MaxBytes: len(src) + 1, MaxDepth: rubyMaxNesting}})
	// Punch's decoder reads a lone surrogate as U+FFFD
	if err != nil || bytes.Contains(src, []byte(`\ud`)) || bytes.Contains(src, []byte(`\uD`)) {
		if msg, bad := data.PuppetServerJSONError(src); bad {
			return nil, internError(msg)
		}
	}
	return v, err
}

// DecodeFactsJSON decodes Puppet's facts JSON:
// {"name": NAME, "values": {...}, "timestamp": ..., "expiration": ...}.
// Only name and values are required, as in Puppet::Node::Facts.from_data_hash.
func DecodeFactsJSON(src []byte) (*Facts, error) {
	if f, ok := decodeFactsFast(src); ok {
		return f, nil
	}
	return decodeFactsJSON(src)
}

// decodeFactsJSON is DecodeFactsJSON without the fast path.
func decodeFactsJSON(src []byte) (*Facts, error) {
	v, err := decodeBodyJSON(src, "facts")
	if err != nil {
		return nil, err
	}
	f, err := factsFromData(v)
	if err != nil {
		return nil, err
	}
	f.Raw = src
	return f, nil
}

func factsFromData(v any) (*Facts, error) {
	m, ok := v.(*data.Map)
	if !ok {
		return nil, fmt.Errorf("facts must be a JSON object with \"name\" and \"values\", not %s", data.TypeName(v))
	}
	f := &Facts{}
	name, _ := m.Get("name")
	switch n := name.(type) {
	case string:
		f.Name = n
	case nil:
		return nil, errors.New("the facts have no \"name\"")
	default:
		return nil, fmt.Errorf("the facts' \"name\" must be a string, not %s", data.TypeName(name))
	}
	vals, _ := m.Get("values")
	switch x := vals.(type) {
	case *data.Map:
		f.Values = values.HashFromData(x)
	case []any, string:
		// Puppet's from_data_hash only calls values.delete('_timestamp'),
		// which an Array and a String have too: Puppet Server stores such
		// facts (the body is kept as sent); the compile sees no fact
		f.Values = values.NewHash(0)
	default:
		return nil, internError(rubyNoMethod("delete", vals))
	}
	if ts, ok := m.Get("timestamp"); ok {
		f.Timestamp, _ = ts.(string)
	}
	if ex, ok := m.Get("expiration"); ok {
		f.Expiration, _ = ex.(string)
	}
	if err := checkFactTimes(f); err != nil {
		return nil, err
	}
	return f, nil
}

// checkFactTimes refuses a timestamp or expiration that Ruby's Time.parse,
// which Puppet's Facts#initialize_from_hash calls on them, finds no time in.
func checkFactTimes(f *Facts) error {
	for _, t := range []string{f.Timestamp, f.Expiration} {
		if t != "" && rlib.TimeParseNoInformation(t) {
			return internError("no time information in " + rv.InspectString(t))
		}
	}
	return nil
}

// internError is the error Puppet's indirector reports for a body its
// from_data_hash raised on: Puppet Server answers 400 "The request body is
// invalid: Could not intern from json: MESSAGE".
func internError(msg string) error { return errors.New("Could not intern from json: " + msg) }

// rubyNoMethod is Ruby's NoMethodError message for calling method on the
// decoded JSON value v ("undefined method `delete' for nil:NilClass").
func rubyNoMethod(method string, v any) string {
	recv := ""
	switch x := v.(type) {
	case nil:
		recv = "nil:NilClass"
	case bool:
		recv = fmt.Sprintf("%v:%s", x, map[bool]string{true: "TrueClass", false: "FalseClass"}[x])
	case int64, *big.Int:
		recv = fmt.Sprintf("%d:Integer", x)
	case float64:
		recv = rv.FloatToS(x) + ":Float"
	case string:
		recv = rv.InspectString(x) + ":String"
	default:
		// an Array or a Hash: both have the methods asked for here
		recv = fmt.Sprintf("%T", v)
	}
	return "undefined method `" + method + "' for " + recv
}

// CatalogParams are the parameters of a v3 catalog request (query string
// and, for POST, the form-encoded body).
type CatalogParams struct {
	Environment           string
	ConfiguredEnvironment string
	TransactionUUID       string
	JobUUID               string
	CheckEnvironment      bool
	StaticCatalog         bool
	ChecksumType          string
	// Facts are the decoded facts; nil when the request sent none.
	Facts *Facts
	// FactsFormat is the facts_format parameter as sent.
	FactsFormat string
}

// badRequest is a client error with Puppet's message (without the
// "Bad Request: " prefix, which the writer adds).
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func badRequestf(format string, args ...any) error {
	return &badRequest{msg: fmt.Sprintf(format, args...)}
}

// DecodeCatalogParams reads a v3 catalog request's parameters. query is
// the URL's raw query and body the form-encoded body ("" for GET); body
// parameters win over the query's, as in Puppet Server. Errors are
// client errors carrying Puppet's messages.
func DecodeCatalogParams(query, body string) (*CatalogParams, error) {
	if p, ok := decodeCatalogParamsFast(query, body); ok {
		return p, nil
	}
	return decodeCatalogParams(query, body)
}

// decodeCatalogParams is DecodeCatalogParams without the fast path.
func decodeCatalogParams(query, body string) (*CatalogParams, error) {
	q, err := url.ParseQuery(query)
	if err != nil {
		return nil, badRequestf("The query string is not valid: %v", err)
	}
	if body != "" {
		// A pair with a bad escape (%zz) is left out, the others kept, as
		// Puppet Server's form decoder does (it compiles; QA-FORGE-17 S4)
		b, err := url.ParseQuery(body)
		var escape url.EscapeError
		if err != nil && !errors.As(err, &escape) {
			return nil, badRequestf("The request body is invalid: %v", err)
		}
		for k, v := range b {
			q[k] = v
		}
	}
	get := func(name string) (string, error) {
		vs := q[name]
		switch len(vs) {
		case 0:
			return "", nil
		case 1:
			return vs[0], nil
		}
		return "", badRequestf("The %s parameter was given %d times; give it once", name, len(vs))
	}
	// decodeCatalogParamsFast (fastdecode.go) reads the same parameters:
	// keep catalogParamNames in step.
	p := &CatalogParams{}
	fields := []struct {
		name string
		dst  *string
	}{
		{"environment", &p.Environment},
		{"configured_environment", &p.ConfiguredEnvironment},
		{"transaction_uuid", &p.TransactionUUID},
		{"job_uuid", &p.JobUUID},
		{"checksum_type", &p.ChecksumType},
		{"facts_format", &p.FactsFormat},
	}
	for _, f := range fields {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		*f.dst = v
	}
	for _, f := range []struct {
		name string
		dst  *bool
	}{{"check_environment", &p.CheckEnvironment}, {"static_catalog", &p.StaticCatalog}} {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		*f.dst = v == "true"
	}
	if err := checkEnvironmentParam(p.Environment); err != nil {
		return nil, err
	}
	facts, err := get("facts")
	if err != nil {
		return nil, err
	}
	if facts != "" {
		if p.FactsFormat == "" {
			return nil, badRequestf("Facts but no fact format provided for the request")
		}
		switch p.FactsFormat {
		case "application/json", "json", "pson", "text/pson":
		default:
			return nil, badRequestf("Unsupported facts format %q; send application/json", p.FactsFormat)
		}
		// The agent encodes the facts once more (Puppet::Util.uri_query_encode)
		// and Puppet decodes them with CGI.unescape (an invalid escape is
		// kept as written).
		f, err := decodeFactsJSON([]byte(cgi.Unescape(facts)))
		if err != nil {
			return nil, badRequestf("%v", err)
		}
		p.Facts = f
	}
	return p, nil
}

// checkEnvironmentParam applies Puppet's rules to an environment parameter.
func checkEnvironmentParam(env string) error {
	if env == "" {
		// Puppet Server's words for a missing parameter.
		return &textError{status: 400, msg: "The environment must be purely alphanumeric, not 'null'"}
	}
	if !settings.ValidEnvironmentName(env) {
		return &textError{status: 400, msg: fmt.Sprintf("The environment must be purely alphanumeric, not '%s'", env)}
	}
	return nil
}

// V4Request is the body of POST /puppet/v4/catalog.
type V4Request struct {
	Certname        string
	Environment     string
	TransactionUUID string
	JobID           string
	CodeID          string
	PersistFacts    bool
	PersistCatalog  bool
	// Facts are the "facts" {"values": {...}}; nil when absent (the
	// stored facts are used).
	Facts *values.Hash
	// Trusted are the "trusted_facts" {"values": {...}}; nil when absent.
	Trusted *values.Hash
	// CaptureLogs asks for the compile's log messages; LogLevel is the
	// least severe level captured (default info).
	CaptureLogs bool
	LogLevel    string
	// PreferRequestedEnvironment makes the request's environment win over
	// the classifier's.
	PreferRequestedEnvironment bool
}

// DecodeV4Request decodes and checks a v4 catalog request body. Errors
// are plain-text 400s as Puppet Server's schema check answers them
// ("Invalid input: {"certname" missing-required-key}", "Error parsing
// JSON: ..."), with an English reason where Puppet Server prints a
// Clojure value.
func DecodeV4Request(src []byte) (*V4Request, error) {
	v, err := data.DecodeJSON(src, data.JSONOptions{File: "request body", Limits: data.Limits{MaxBytes: len(src) + 1, MaxDepth: maxJSONDepth}})
	if err != nil {
		return nil, v4Error("Error parsing JSON: %v", err)
	}
	m, ok := v.(*data.Map)
	if !ok {
		return nil, v4Error("Invalid input: the body must be a JSON object, not %s", data.TypeName(v))
	}
	r := &V4Request{}
	str := func(key string, required bool, dst *string) error {
		x, ok := m.Get(key)
		if !ok || x == nil {
			if required {
				return v4Error(`Invalid input: {"%s" missing-required-key}`, key)
			}
			return nil
		}
		s, ok := x.(string)
		if !ok {
			return v4Error("Invalid input: %q must be a string, not %s", key, data.TypeName(x))
		}
		*dst = s
		return nil
	}
	if err := str("certname", true, &r.Certname); err != nil {
		return nil, err
	}
	if err := str("environment", true, &r.Environment); err != nil {
		return nil, err
	}
	for _, k := range []struct {
		key string
		dst *string
	}{{"transaction_uuid", &r.TransactionUUID}, {"job_id", &r.JobID}, {"code_id", &r.CodeID}} {
		if err := str(k.key, false, k.dst); err != nil {
			return nil, err
		}
	}
	if !settings.ValidEnvironmentName(r.Environment) {
		return nil, v4Error("The environment must be purely alphanumeric, not '%s'", r.Environment)
	}
	pers, ok := m.Get("persistence")
	if !ok {
		return nil, v4Error(`Invalid input: {"persistence" missing-required-key}`)
	}
	pm, ok := pers.(*data.Map)
	if !ok {
		return nil, v4Error("Invalid input: \"persistence\" must be an object with boolean \"facts\" and \"catalog\"")
	}
	for _, k := range []struct {
		key string
		dst *bool
	}{{"facts", &r.PersistFacts}, {"catalog", &r.PersistCatalog}} {
		x, ok := pm.Get(k.key)
		if !ok {
			return nil, v4Error(`Invalid input: {"persistence" {"%s" missing-required-key}}`, k.key)
		}
		b, ok := x.(bool)
		if !ok {
			return nil, v4Error("Invalid input: \"persistence.%s\" must be a boolean, not %s", k.key, data.TypeName(x))
		}
		*k.dst = b
	}
	valuesOf := func(key string) (*values.Hash, error) {
		x, ok := m.Get(key)
		if !ok || x == nil {
			return nil, nil
		}
		fm, ok := x.(*data.Map)
		if !ok {
			return nil, v4Error("Invalid input: %q must be an object with \"values\", not %s", key, data.TypeName(x))
		}
		vals, _ := fm.Get("values")
		if vals == nil {
			return values.NewHash(0), nil
		}
		vm, ok := vals.(*data.Map)
		if !ok {
			return nil, v4Error("Invalid input: \"%s.values\" must be an object, not %s", key, data.TypeName(vals))
		}
		return values.HashFromData(vm), nil
	}
	if r.Facts, err = valuesOf("facts"); err != nil {
		return nil, err
	}
	if r.Trusted, err = valuesOf("trusted_facts"); err != nil {
		return nil, err
	}
	if opts, ok := m.Get("options"); ok && opts != nil {
		om, ok := opts.(*data.Map)
		if !ok {
			return nil, v4Error("Invalid input: \"options\" must be an object, not %s", data.TypeName(opts))
		}
		if x, ok := om.Get("capture_logs"); ok && x != nil {
			b, ok := x.(bool)
			if !ok {
				return nil, v4Error("Invalid input: \"options.capture_logs\" must be a boolean, not %s", data.TypeName(x))
			}
			r.CaptureLogs = b
		}
		if x, ok := om.Get("log_level"); ok && x != nil {
			s, ok := x.(string)
			// Puppet Server's schema allows these four.
			if !ok || (s != "debug" && s != "info" && s != "warning" && s != "err") {
				return nil, v4Error("Invalid input: \"options.log_level\" must be one of warning, err, info, debug")
			}
			r.LogLevel = s
		}
		if x, ok := om.Get("prefer_requested_environment"); ok && x != nil {
			b, ok := x.(bool)
			if !ok {
				return nil, v4Error("Invalid input: \"options.prefer_requested_environment\" must be a boolean, not %s", data.TypeName(x))
			}
			r.PreferRequestedEnvironment = b
		}
	}
	if r.LogLevel == "" {
		r.LogLevel = "info"
	}
	return r, nil
}

// v4Error is a plain-text 400, as Puppet Server answers v4 input errors.
func v4Error(format string, args ...any) error {
	return &textError{status: 400, msg: fmt.Sprintf(format, args...)}
}

// levelRank orders Puppet's log levels, debug lowest; -1 for an unknown
// level.
func levelRank(level string) int {
	switch level {
	case "debug":
		return 0
	case "info":
		return 1
	case "notice":
		return 2
	case "warning":
		return 3
	case "err":
		return 4
	case "alert":
		return 5
	case "emerg":
		return 6
	case "crit":
		return 7
	}
	return -1
}

// checkReportData refuses a report Puppet's Report#initialize_from_hash
// raises on, in its order: a time Time.parse finds no time in, then
// metrics it cannot each over, logs and resource_statuses it cannot map
// (a report with only a host: "undefined method `each' for nil:NilClass").
// What each metric, log and status holds is not looked into.
func checkReportData(m *data.Map) error {
	if t, ok := m.Get("time"); ok {
		if ts, ok := t.(string); ok && rlib.TimeParseNoInformation(ts) {
			return internError("no time information in " + rv.InspectString(ts))
		}
	}
	for _, f := range [][2]string{{"metrics", "each"}, {"logs", "map"}, {"resource_statuses", "map"}} {
		switch v, _ := m.Get(f[0]); v.(type) {
		case *data.Map, []any:
		default:
			return internError(rubyNoMethod(f[1], v))
		}
	}
	return nil
}
