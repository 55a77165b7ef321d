package moduleinfo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Transport schema files are Ruby:
//
//	require 'puppet/resource_api'
//	Puppet::ResourceApi.register_transport(
//	  name: 'panos',
//	  desc: <<-EOS,
//	    This transport connects to a Palo Alto firewall.
//	  EOS
//	  features: [],
//	  connection_info: {
//	    host: { type: 'String', desc: 'The FQDN or IP address' },
//	    port: { type: 'Optional[Integer]', desc: 'The port', default: 443 },
//	  },
//	)
//
// compiler/ruby runs them (as Puppet Server does, with its limits and
// without shell commands or writes) and records the register_transport
// calls; their arguments become this package's literal model: strings,
// symbols, numbers (json.Number, floats written as Ruby writes them),
// true, false, nil, arrays and hashes (keys in order). A Ruby error, an
// unsupported construct or a value outside that model is reported with the
// file, line and column.

// Symbol is a Ruby symbol (:name).
type Symbol string

// RubyHash is a Ruby hash literal, keys in the order written.
type RubyHash struct {
	Keys   []any // string or Symbol (or another literal)
	Values []any
}

// Get returns the value for a symbol key.
func (h *RubyHash) Get(sym string) (any, bool) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			return h.Values[i], true
		}
	}
	return nil, false
}

// Set sets (or adds) a symbol key.
func (h *RubyHash) Set(sym string, v any) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			h.Values[i] = v
			return
		}
	}
	h.Keys = append(h.Keys, Symbol(sym))
	h.Values = append(h.Values, v)
}

// Delete removes a symbol key.
func (h *RubyHash) Delete(sym string) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			h.Keys = append(h.Keys[:i:i], h.Keys[i+1:]...)
			h.Values = append(h.Values[:i:i], h.Values[i+1:]...)
			return
		}
	}
}

// RubyCall is one register_transport call found in a file.
type RubyCall struct {
	Line int
	Arg  any
}

// LiteralError is a place in a schema file Punch cannot read.
type LiteralError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *LiteralError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// schemaEnv runs schema files: no load path (a schema only requires
// Puppet's own files), limits small enough for a few literals, and no
// commands (a schema is read to answer a request, not in a compile). The
// answer is Puppet Server's environment_transports, read under JRuby, which
// has no error_highlight: a schema's NameError is one line there.
var schemaEnv = ruby.NewEnv(ruby.EnvOptions{Limits: ruby.Limits{Steps: 2_000_000, Memory: 64 << 20, StackDepth: 200},
	RefuseCommands: true, NoErrorHighlight: true})

// schemaTimeout bounds the evaluation of one schema file.
const schemaTimeout = 10 * time.Second

// maxLiteralDepth bounds nesting of arrays and hashes.
const maxLiteralDepth = 100

// ParseTransportSchema runs a schema file and returns its
// register_transport calls.
func ParseTransportSchema(file string, src []byte) ([]RubyCall, error) {
	if !utf8.Valid(src) {
		off := 0
		for off < len(src) {
			r, n := utf8.DecodeRune(src[off:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			off += n
		}
		line, col := 1, 1
		for _, c := range src[:off] {
			if c == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return nil, &LiteralError{File: file, Line: line, Col: col, Msg: "the file is not valid UTF-8"}
	}
	ctx, cancel := context.WithTimeout(context.Background(), schemaTimeout)
	defer cancel()
	calls, in, err := schemaEnv.EvalResourceAPIFile(ctx, file, src)
	if err != nil {
		var re *ruby.Error
		if errors.As(err, &re) {
			le := &LiteralError{File: file, Line: re.Line, Col: re.Column, Msg: re.Message}
			if re.Unsupported {
				le.Msg = "not supported by Punch's Ruby runtime: " + re.Message
			} else if re.Class != "" {
				le.Msg = re.Message + " (" + re.Class + ")"
			}
			if le.Line < 1 {
				le.Line = 1
			}
			if le.Col < 1 {
				le.Col = 1
			}
			return nil, le
		}
		return nil, &LiteralError{File: file, Line: 1, Col: 1, Msg: err.Error()}
	}
	var out []RubyCall
	for _, c := range calls {
		if c.Kind != "register_transport" {
			continue
		}
		v, err := literalOf(in, c.Arg, 0)
		if err != nil {
			return nil, &LiteralError{File: file, Line: c.Line, Col: 1, Msg: err.Error()}
		}
		out = append(out, RubyCall{Line: c.Line, Arg: v})
	}
	return out, nil
}

// literalOf converts a Ruby value to the literal model.
func literalOf(in *ruby.Interp, v ruby.Value, depth int) (any, error) {
	if depth > maxLiteralDepth {
		return nil, errors.New("values nested too deeply")
	}
	switch x := v.(type) {
	case nil, bool:
		return x, nil
	case int64:
		return json.Number(strconv.FormatInt(x, 10)), nil
	case *big.Int:
		return json.Number(x.String()), nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("the Float %v cannot be part of a transport schema", x)
		}
		return json.Number(formatFloat(x)), nil
	case *ruby.String:
		return x.String(), nil
	case ruby.Symbol:
		return Symbol(x), nil
	case *ruby.Array:
		out := make([]any, x.Len())
		for i, e := range x.Elems() {
			lv, err := literalOf(in, e, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = lv
		}
		return out, nil
	case *ruby.Hash:
		h := &RubyHash{}
		var ferr error
		x.Each(func(k, e ruby.Value) bool {
			lk, err := literalOf(in, k, depth+1)
			if err != nil {
				ferr = err
				return false
			}
			le, err := literalOf(in, e, depth+1)
			if err != nil {
				ferr = err
				return false
			}
			h.Keys = append(h.Keys, lk)
			h.Values = append(h.Values, le)
			return true
		})
		if ferr != nil {
			return nil, ferr
		}
		return h, nil
	}
	return nil, fmt.Errorf("a %s cannot be part of a transport schema", in.ClassOf(v).Name())
}

// formatFloat writes a float as Ruby and Puppet Server do: always with a
// fraction ("2000.0").
func formatFloat(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e16 {
		return strconv.FormatFloat(f, 'f', 1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}
