package moduleinfo

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/values"
)

// MaxSchemaBytes bounds a transport schema file.
const MaxSchemaBytes = 1 << 20

const schemaDir = "lib/puppet/transport/schema"

// TransportError is a schema Puppet refuses (Puppet::DevError) or Punch
// cannot read; Puppet Server then answers the whole request with a 500.
type TransportError struct {
	File string
	Line int
	Msg  string
}

// Error is Puppet's "MSG (file: F, line: L)" (errloc.Format; without the
// line when it is unknown).
func (e *TransportError) Error() string {
	return e.Msg + " " + errloc.Format(e.File, e.Line, 0)
}

// ListTransports is what Puppet Server's environment_transports lists: the
// Resource API transport schemas registered by the environment's modules'
// lib/puppet/transport/schema/*.rb (the autoloader's files: for a file name
// found in several modules, the first module on the modulepath wins), in
// module order then file name order. Each schema is the hash given to
// register_transport with string keys, symbols as strings and
// connection_info_order filled in from connection_info's keys when absent.
// envName is used in Puppet's duplicate-name message.
func ListTransports(mods []Module, envName string) ([]any, error) {
	seen := map[string]bool{}
	names := map[string]bool{}
	var out []any
	for _, mod := range mods {
		files, err := schemaFiles(mod)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if seen[f] {
				continue
			}
			seen[f] = true
			path := filepath.Join(mod.Path, schemaDir, f)
			src, err := readModuleFile(mod, schemaDir+"/"+f, MaxSchemaBytes)
			if err != nil {
				return nil, &TransportError{File: path, Msg: "Could not autoload puppet/transport/schema/" + strings.TrimSuffix(f, ".rb") + ": " + err.Error()}
			}
			calls, err := ParseTransportSchema(path, src)
			if err != nil {
				return nil, err
			}
			defs, err := registerAll(path, calls, names, envName)
			if err != nil {
				return nil, err
			}
			out = append(out, defs...)
		}
	}
	if out == nil {
		out = []any{}
	}
	return out, nil
}

// registerAll registers the calls of one file (names holds the transports
// registered so far).
func registerAll(path string, calls []RubyCall, names map[string]bool, envName string) ([]any, error) {
	var out []any
	for _, c := range calls {
		def, name, err := registerTransport(c.Arg)
		if err != nil {
			return nil, &TransportError{File: path, Line: c.Line, Msg: err.Error()}
		}
		if names[name] {
			return nil, &TransportError{File: path, Line: c.Line, Msg: fmt.Sprintf("Transport `%s` is already registered for `%s`", name, envName)}
		}
		names[name] = true
		out = append(out, def)
	}
	return out, nil
}

func schemaFiles(mod Module) ([]string, error) {
	root, names, err := openModuleDir(mod, schemaDir)
	if root == nil {
		if isEscape(err) {
			return nil, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", filepath.Join(mod.Path, schemaDir), err)
		}
		return nil, nil
	}
	root.Close()
	var out []string
	for _, n := range names {
		if strings.HasSuffix(n, ".rb") {
			out = append(out, n)
		}
	}
	return out, nil
}

// readModuleFile reads a file inside the module (never through a link out
// of it), at most max bytes.
func readModuleFile(mod Module, rel string, max int64) ([]byte, error) {
	root, err := os.OpenRoot(mod.Path)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	f, err := root.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if isEscape(err) {
			return nil, errors.New("it is a symbolic link that leads out of its module")
		}
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("larger than %d bytes", max)
	}
	return b, nil
}

// registerTransport applies Puppet::ResourceApi::Transport.register's and
// TransportSchemaDef's checks and returns the definition as Puppet Server
// reports it, and the transport's name.
func registerTransport(arg any) (any, string, error) {
	h, ok := arg.(*RubyHash)
	if !ok {
		return nil, "", fmt.Errorf("requires a hash as schema, not `%s`", rubyClass(arg))
	}
	nameV, ok := h.Get("name")
	if !ok {
		return nil, "", errors.New("requires a `:name`")
	}
	if _, ok := h.Get("desc"); !ok {
		// (docs is accepted as desc by the schema check that follows, but
		// register has already refused it.)
		return nil, "", errors.New("requires `:desc`")
	}
	ciV, ok := h.Get("connection_info")
	if !ok {
		return nil, "", errors.New("requires `:connection_info`")
	}
	ci, ok := ciV.(*RubyHash)
	if !ok {
		return nil, "", fmt.Errorf("`:connection_info` must be a hash, not `%s`", rubyClass(ciV))
	}
	if order, ok := h.Get("connection_info_order"); !ok || order == nil {
		keys := make([]any, len(ci.Keys))
		copy(keys, ci.Keys)
		h.Set("connection_info_order", keys)
	} else if _, ok := order.([]any); !ok {
		return nil, "", fmt.Errorf("`:connection_info_order` must be an array, not `%s`", rubyClass(order))
	}
	name := rubyToS(plain(nameV))
	// TransportSchemaDef (BaseTypeDefinition#validate_schema).
	if docs, ok := h.Get("docs"); ok {
		if d, _ := h.Get("desc"); d != nil && d != false {
			return nil, "", fmt.Errorf("`%s` has both `desc` and `docs`, prefer using `desc`", name)
		}
		h.Set("desc", docs)
		h.Delete("docs")
	}
	for i, k := range ci.Keys {
		key := rubyToS(plain(k))
		if s, ok := k.(Symbol); ok && s == "rsapi_custom_insync_trigger" {
			return nil, "", errors.New("`rsapi_custom_insync_trigger` cannot be specified as an attribute; it is reserved for propertyless types with the custom_insync feature")
		}
		attr, ok := ci.Values[i].(*RubyHash)
		if !ok {
			return nil, "", fmt.Errorf("`%s.%s` must be a Hash, not a %s", name, key, rubyClass(ci.Values[i]))
		}
		typ, ok := attr.Get("type")
		if !ok {
			return nil, "", fmt.Errorf("`%s.%s` has no type", name, key)
		}
		ts, _ := typ.(string)
		if _, err := values.ParseType(ts, nil); err != nil {
			return nil, "", fmt.Errorf("The type of the `%s` attribute `%s` could not be parsed: %v", key, rubyToS(plain(typ)), err)
		}
		if b, ok := attr.Get("behavior"); ok {
			if _, both := attr.Get("behaviour"); both {
				return nil, "", fmt.Errorf("the '%s' attribute has both a `behavior` and a `behaviour`, only use one", key)
			}
			attr.Set("behaviour", b)
			attr.Delete("behavior")
		}
	}
	// Puppet Server turns connection_info_order's symbols into strings;
	// every other key and symbol becomes a string on the way to JSON.
	return plain(h), name, nil
}

// plain turns a parsed literal into JSON data: hashes become maps with
// string keys (sorted on output), symbols strings.
func plain(v any) any {
	switch x := v.(type) {
	case Symbol:
		return string(x)
	case *RubyHash:
		m := make(map[string]any, len(x.Keys))
		for i, k := range x.Keys {
			m[rubyToS(plain(k))] = plain(x.Values[i])
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = plain(e)
		}
		return out
	}
	return v
}

// rubyClass names a literal's Ruby class for Puppet's messages.
func rubyClass(v any) string {
	switch x := v.(type) {
	case nil:
		return "NilClass"
	case string:
		return "String"
	case Symbol:
		return "Symbol"
	case bool:
		if x {
			return "TrueClass"
		}
		return "FalseClass"
	case json.Number:
		if strings.ContainsAny(string(x), ".eE") {
			return "Float"
		}
		return "Integer"
	case []any:
		return "Array"
	case *RubyHash:
		return "Hash"
	}
	return fmt.Sprintf("%T", v)
}
