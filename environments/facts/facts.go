// Package facts loads a node's facts from a file, in the forms Puppet
// users have at hand, and applies --fact overrides.
//
// Accepted files:
//
//   - a plain hash of facts, JSON or YAML (what `puppet lookup --facts`
//     takes);
//   - Puppet's facts object as JSON, {"name": NODE, "values": {...},
//     "timestamp": ..., "expiration": ...} (`puppet facts find --render-as
//     json`, a catalog request's facts): detected when the top level has
//     "name" (a string) and "values" (a hash) and no keys other than
//     timestamp and expiration;
//   - Puppet's YAML fact cache, the same object tagged
//     !ruby/object:Puppet::Node::Facts, as Puppet Server writes under
//     $vardir/yaml/facts (`puppet facts find --render-as yaml`).
//
// The format comes from the extension (.json; .yaml or .yml); for any
// other name the content decides: JSON is tried first, then YAML, as
// Puppet does. JSON follows Ruby's parser, YAML follows Psych's safe_load
// (yes/no are booleans, dates are refused...); see environments/data. Hash
// key order is kept. Errors give file, line and column (YAML syntax
// errors: line only).
package facts

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/punch-dev/punch/environments/data"
)

// Forms of a facts file.
const (
	FormPlain   = "plain"        // a hash of facts
	FormWrapped = "wrapped"      // {"name": ..., "values": {...}}
	FormCache   = "puppet-cache" // !ruby/object:Puppet::Node::Facts
)

// cacheTag is the tag of Puppet's YAML fact cache.
const cacheTag = "!ruby/object:Puppet::Node::Facts"

// Facts is a loaded facts file.
type Facts struct {
	// Name is the node name the file gives (wrapped and cache forms), or "".
	Name string
	// Values are the facts, in the file's order. Never nil.
	Values *data.Map
	// Timestamp and Expiration are the wrapper's fields as written, or "".
	Timestamp, Expiration string
	// Format is "json" or "yaml"; Form is FormPlain, FormWrapped or
	// FormCache.
	Format, Form string
	// File is where the facts were read from.
	File string
}

// Error is a facts file that cannot be used.
type Error struct {
	File         string
	Line, Column int
	Msg          string
}

func (e *Error) Error() string {
	loc := e.File
	if loc == "" {
		loc = "<facts>"
	}
	if e.Line > 0 {
		loc += fmt.Sprintf(":%d", e.Line)
		if e.Column > 0 {
			loc += fmt.Sprintf(":%d", e.Column)
		}
	}
	return loc + ": " + e.Msg
}

// MaxFileBytes is the largest facts file accepted.
const MaxFileBytes = data.DefaultMaxBytes

// LoadFile reads and decodes a facts file.
func LoadFile(path string) (*Facts, error) {
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, &Error{File: path, Msg: "facts file does not exist"}
		}
		return nil, &Error{File: path, Msg: fmt.Sprintf("cannot read facts: %v", err)}
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		if st.IsDir() {
			return nil, &Error{File: path, Msg: "is a directory, not a facts file"}
		}
		if st.Size() > MaxFileBytes {
			return nil, &Error{File: path, Msg: fmt.Sprintf("facts file is %d bytes, more than the limit of %d bytes", st.Size(), MaxFileBytes)}
		}
	}
	src, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, &Error{File: path, Msg: fmt.Sprintf("cannot read facts: %v", err)}
	}
	if len(src) > MaxFileBytes {
		return nil, &Error{File: path, Msg: fmt.Sprintf("facts file is more than the limit of %d bytes", MaxFileBytes)}
	}
	return Parse(src, path)
}

// Parse decodes facts from src; file names it in errors and its extension
// picks the format (see the package documentation).
func Parse(src []byte, file string) (*Facts, error) {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".json":
		return parseJSON(src, file)
	case ".yaml", ".yml":
		return parseYAML(src, file)
	}
	// Unknown extension: JSON if it is valid JSON, else YAML.
	f, jerr := parseJSON(src, file)
	if jerr == nil {
		return f, nil
	}
	f, yerr := parseYAML(src, file)
	if yerr == nil {
		return f, nil
	}
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') {
		return nil, jerr
	}
	return nil, yerr
}

func parseJSON(src []byte, file string) (*Facts, error) {
	v, err := data.DecodeJSON(src, data.JSONOptions{File: file})
	if err != nil {
		return nil, convertErr(err, file)
	}
	return fromValue(v, "", file, "json")
}

func parseYAML(src []byte, file string) (*Facts, error) {
	opts := data.YAMLOptions{File: file, RootTags: []string{cacheTag}}
	v, tag, err := data.DecodeYAML(src, opts)
	if err != nil && isTimeError(err) && bytes.Contains(src[:min(len(src), 512)], []byte(cacheTag)) {
		// Fact caches of older Puppet versions have unquoted timestamps,
		// which Puppet reads with Time permitted.
		opts.TimeAsString = true
		v, tag, err = data.DecodeYAML(src, opts)
	}
	if err != nil {
		return nil, convertErr(err, file)
	}
	return fromValue(v, tag, file, "yaml")
}

func isTimeError(err error) bool {
	s := err.Error()
	return strings.Contains(s, "unspecified class: Time") || strings.Contains(s, "unspecified class: Date")
}

func convertErr(err error, file string) error {
	var de *data.Error
	if errors.As(err, &de) {
		return &Error{File: file, Line: de.Line, Column: de.Column, Msg: de.Msg}
	}
	return &Error{File: file, Msg: err.Error()}
}

func fromValue(v any, tag, file, format string) (*Facts, error) {
	top, ok := v.(*data.Map)
	if !ok {
		what := "nothing (the file is empty)"
		if v != nil {
			what = "a " + data.TypeName(v)
		}
		return nil, &Error{File: file, Line: 1, Msg: fmt.Sprintf("Incorrectly formatted data: facts must be a hash of fact names to values, but the file holds %s", what)}
	}
	f := &Facts{Format: format, File: file, Form: FormPlain, Values: top}
	if tag == cacheTag || isWrapped(top) {
		f.Form = FormWrapped
		if tag == cacheTag {
			f.Form = FormCache
		}
		values, _ := top.Get("values")
		vm, ok := values.(*data.Map)
		if !ok {
			return nil, &Error{File: file, Msg: fmt.Sprintf("Puppet facts object without a \"values\" hash (values is %s)", data.TypeName(values))}
		}
		if name, ok := top.Get("name"); ok {
			s, isStr := name.(string)
			if !isStr && name != nil {
				return nil, &Error{File: file, Msg: fmt.Sprintf("Puppet facts object whose name is %s, not a string", data.TypeName(name))}
			}
			f.Name = s
		}
		f.Timestamp = scalarText(top, "timestamp")
		f.Expiration = scalarText(top, "expiration")
		// Old YAML caches keep the timestamp among the values.
		if ts, ok := vm.Get("_timestamp"); ok {
			if f.Timestamp == "" {
				f.Timestamp = fmt.Sprint(ts)
			}
			vm = vm.Clone()
			vm.Delete("_timestamp")
		}
		f.Values = vm
	}
	for k := range f.Values.All() {
		if _, ok := k.(string); !ok {
			return nil, &Error{File: file, Msg: fmt.Sprintf("fact names must be strings, not %s %v", data.TypeName(k), k)}
		}
	}
	return f, nil
}

// isWrapped reports whether a JSON/YAML hash is Puppet's facts object
// rather than a plain hash of facts: it has a string "name" and a hash
// "values", and otherwise only timestamp and expiration.
func isWrapped(m *data.Map) bool {
	name, hasName := m.Get("name")
	values, hasValues := m.Get("values")
	if !hasName || !hasValues {
		return false
	}
	if _, ok := name.(string); !ok {
		return false
	}
	if _, ok := values.(*data.Map); !ok {
		return false
	}
	for k := range m.All() {
		switch k {
		case "name", "values", "timestamp", "expiration":
		default:
			return false
		}
	}
	return true
}

func scalarText(m *data.Map, key string) string {
	v, ok := m.Get(key)
	if !ok || v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

// Sanitized returns the facts as a compile sees them: Puppet's
// Node#fact_merge converts every value that is not a string, number,
// boolean, array or hash to a string, so a null fact (at any depth, keys
// included) becomes "". The receiver is not changed.
func (f *Facts) Sanitized() *data.Map {
	return sanitize(f.Values).(*data.Map)
}

func sanitize(v any) any {
	switch t := v.(type) {
	case *data.Map:
		out := data.NewMap(t.Len())
		for k, e := range t.All() {
			out.Set(sanitize(k), sanitize(e))
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, e := range t {
			out[i] = sanitize(e)
		}
		return out
	case nil:
		return ""
	}
	return v
}
