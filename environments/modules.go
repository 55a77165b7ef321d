package environments

import (
	"fmt"
	"strings"

	"github.com/punch-dev/punch/environments/data"
)

// Module is one module of an environment.
type Module struct {
	// Name is the module's name (its directory's name).
	Name string
	// Path is the module's directory: the modulepath entry joined with the
	// name (symbolic links not resolved, as Puppet reports it).
	Path string
	// Dependencies are the names of the modules metadata.json declares as
	// dependencies ("puppetlabs/stdlib"), in order. Puppet 7 does not
	// enforce them.
	Dependencies []string
	// Version is metadata.json's version ("" without metadata).
	Version string
}

// checkMetadata applies Puppet::Module's metadata rules to a module's
// metadata.json (src nil when there is none). A module whose metadata is
// present but lacks a required key is left out of the environment, with
// Puppet's error; metadata that is not JSON is a warning (strict=warning,
// the default), a debug message (strict=off) or leaves the module out
// (strict=error). keep is false when the module must be left out.
func checkMetadata(m *Module, src []byte, strict string) (keep bool, msg *Message) {
	if src == nil {
		return true, nil
	}
	v, err := data.DecodeJSON(src, data.JSONOptions{})
	if err != nil {
		detail := err.Error()
		if msg, failed := data.RubyJSONError(src); failed {
			// The json gem's message, as Puppet shows it.
			detail = msg
		}
		text := fmt.Sprintf("%s has an invalid and unparsable metadata.json file. The parse error: %s", m.Name, detail)
		switch strict {
		case "off":
			return true, &Message{Level: "debug", Text: text, Module: m.Name}
		case "error":
			return false, &Message{Level: "err", Text: text, Module: m.Name}
		}
		return true, &Message{Level: "warning", Text: text, Module: m.Name}
	}
	h, isMap := v.(*data.Map)
	switch {
	case v == nil:
		return true, nil
	case isMap && h.Len() == 0:
		return true, nil
	case !isMap:
		if l, ok := v.([]any); ok && len(l) == 0 {
			return true, nil
		}
		if s, ok := v.(string); ok && s == "" {
			return true, nil
		}
		return false, &Message{Level: "err", Text: fmt.Sprintf("No source module metadata provided for %s", m.Name), Module: m.Name}
	}
	get := func(k string) (any, bool) {
		for i := 0; i < h.Len(); i++ {
			kk, vv := h.At(i)
			if ks, ok := kk.(string); ok && ks == k {
				return vv, vv != nil
			}
		}
		return nil, false
	}
	for _, k := range []string{"source", "author", "version", "license", "dependencies"} {
		val, ok := get(k)
		if !ok {
			return false, &Message{Level: "err", Text: fmt.Sprintf("No %s module metadata provided for %s", k, m.Name), Module: m.Name}
		}
		switch k {
		case "version":
			if s, ok := val.(string); ok {
				m.Version = s
			}
		case "dependencies":
			deps, ok := val.([]any)
			if !ok {
				return false, &Message{Level: "err", Text: fmt.Sprintf("The value for the key dependencies in the file metadata.json of the module %s must be an array, not: '%s'", m.Name, rubyToS(val)), Module: m.Name}
			}
			for _, d := range deps {
				if dm, ok := d.(*data.Map); ok {
					for i := 0; i < dm.Len(); i++ {
						kk, vv := dm.At(i)
						if kk == "name" {
							if s, ok := vv.(string); ok {
								m.Dependencies = append(m.Dependencies, strings.ReplaceAll(s, "-", "/"))
							}
						}
					}
				}
			}
		}
	}
	return true, nil
}

// rubyToS approximates Ruby's to_s of a JSON value for a message.
func rubyToS(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case *data.Map:
		b, _ := data.MarshalJSON(x)
		return string(b)
	}
	return fmt.Sprint(v)
}
