package rlib

import (
	"errors"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/environments/data/hocon"
)

// The hocon gem (ruby-hocon 1.3.1, which Puppet 7.23 runs with): module code
// reads HOCON with it (puppetlabs-stdlib 9's stdlib::parsehocon:
// Hocon::ConfigFactory.parse_string(s).resolve.root.unwrapped, Hocon.load).
// Parsing and resolving are environments/data/hocon's, the parser Hiera's
// hocon_data uses, so module code and Hiera read HOCON alike and the errors
// have ruby-hocon's classes and messages.
//
// Covered: Hocon.parse, Hocon.load (.conf and .json files; a missing file is
// an empty object, as ruby-hocon's default allow_missing gives),
// Hocon::ConfigFactory.parse_string / parse_file, Config#resolve / #root,
// ConfigObject#unwrapped, and the Hocon::ConfigError classes.
// The parser parses and resolves in one step, so every error but an
// unresolved substitution (raised by #resolve, as ruby-hocon does) is raised
// by parse_string/parse_file, ConfigWrongTypeError of a concatenation
// included (ruby-hocon raises that one at #resolve too). Not covered: the
// :syntax option and .properties files, and the rest of the Config API
// (get_value, with_fallback, ...), and the root of a config whose text has
// "${" read before #resolve (ruby-hocon raises ConfigNotResolvedError when
// that is a substitution, not when it is inside a quoted string; this
// library does not tell the two apart); they raise "not supported".
func init() {
	// Puppet has loaded ruby-hocon when module code runs (Hocon.parse works
	// without a require, golden forge12_hocon_settings_functions)
	register(ruby.Library{Name: "hocon", Autoload: []string{"Hocon"}, Setup: setupHocon}, false)
	for _, name := range []string{"hocon/config_factory", "hocon/config_error", "hocon/config_parse_options", "hocon/config_resolve_options"} {
		register(ruby.Library{Name: name, Requires: []string{"hocon"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	}
}

// hoconConfig is a Hocon::Impl::SimpleConfig: the parsed tree, and the
// substitution error #resolve raises.
type hoconConfig struct {
	root     *hocon.Value
	err      error
	resolved bool
	// subst: the text may hold substitutions, so its root read before
	// #resolve is ConfigNotResolvedError in ruby-hocon (not supported here).
	subst bool
}

func setupHocon(in *ruby.Interp) error {
	m := in.DefineModule(nil, "Hocon")
	// the rest of ruby-hocon (Hocon::Parser::ConfigDocumentFactory, ...)
	// is reported by name when used
	m.SetPartialLibrary("hocon 1.3.1")
	std, err := module(in, "StandardError")
	if err != nil {
		return err
	}
	cerr := in.DefineClass(m, "ConfigError", std)
	// config_error.rb's hierarchy.
	for _, pair := range [][2]string{
		{"ConfigMissingError", "Hocon::ConfigError"}, {"ConfigNullError", "Hocon::ConfigError::ConfigMissingError"},
		{"ConfigIOError", "Hocon::ConfigError"}, {"ConfigParseError", "Hocon::ConfigError"},
		{"ConfigWrongTypeError", "Hocon::ConfigError"}, {"ConfigBugOrBrokenError", "Hocon::ConfigError"},
		{"ConfigNotResolvedError", "Hocon::ConfigError::ConfigBugOrBrokenError"}, {"ConfigBadPathError", "Hocon::ConfigError"},
		{"UnresolvedSubstitutionError", "Hocon::ConfigError::ConfigParseError"},
	} {
		if err := defineErrors(in, cerr, pair[0], pair[1]); err != nil {
			return err
		}
	}
	impl := in.DefineModule(m, "Impl")
	config := in.DefineClass(impl, "SimpleConfig", nil)
	object := in.DefineClass(impl, "SimpleConfigObject", nil)
	factory := in.DefineModule(m, "ConfigFactory")

	newConfig := func(in *ruby.Interp, cfg *hoconConfig) ruby.Value {
		o := in.NewObject(config)
		o.Data = cfg
		return o
	}
	configOf := func(c *ruby.Call) *hoconConfig {
		if o, ok := c.Self.(*ruby.Object); ok {
			if cfg, ok := o.Data.(*hoconConfig); ok {
				return cfg
			}
		}
		return &hoconConfig{}
	}
	factory.DefineSingletonMethod("parse_string", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 1 && c.Args[1] != nil {
			return nil, c.In.Unsupported("Hocon::ConfigFactory.parse_string with parse options")
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		cfg, err := hoconParse(c.In, []byte(s), "", hocon.Options{Origin: "String"})
		if err != nil {
			return nil, err
		}
		return newConfig(c.In, cfg), nil
	})
	factory.DefineSingletonMethod("parse_file", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 1 && c.Args[1] != nil {
			return nil, c.In.Unsupported("Hocon::ConfigFactory.parse_file with parse options")
		}
		path, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		cfg, err := hoconParseFile(c.In, path)
		if err != nil {
			return nil, err
		}
		return newConfig(c.In, cfg), nil
	})
	config.DefineMethod("resolve", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		cfg := configOf(c)
		if cfg.err != nil {
			return nil, hoconRaise(c.In, cfg.err)
		}
		return newConfig(c.In, &hoconConfig{root: cfg.root, resolved: true}), nil
	})
	config.DefineMethod("root", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		o := c.In.NewObject(object)
		o.Data = configOf(c)
		return o, nil
	})
	object.DefineMethod("unwrapped", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		var cfg *hoconConfig
		if o, ok := c.Self.(*ruby.Object); ok {
			cfg, _ = o.Data.(*hoconConfig)
		}
		if cfg == nil {
			return ruby.NewHash(), nil
		}
		if !cfg.resolved && cfg.subst {
			return nil, c.In.Unsupported("Hocon::Impl::SimpleConfigObject#unwrapped of a config with substitutions before Config#resolve (ruby-hocon raises ConfigNotResolvedError)")
		}
		if cfg.err != nil {
			return nil, hoconRaise(c.In, cfg.err)
		}
		return hoconToRuby(c.In, cfg.root, 0)
	})

	// Hocon.parse and Hocon.load: parse, resolve, unwrap.
	unwrap := func(in *ruby.Interp, cfg *hoconConfig) (ruby.Value, error) {
		if cfg.err != nil {
			return nil, hoconRaise(in, cfg.err)
		}
		return hoconToRuby(in, cfg.root, 0)
	}
	m.DefineSingletonMethod("parse", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		cfg, err := hoconParse(c.In, []byte(s), "", hocon.Options{Origin: "String"})
		if err != nil {
			return nil, err
		}
		return unwrap(c.In, cfg)
	})
	m.DefineSingletonMethod("load", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		path, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		if len(c.Args) > 1 && c.Args[1] != nil {
			if h, ok := c.Args[1].(*ruby.Hash); ok {
				if v, ok := h.Get(ruby.Symbol("syntax")); ok && v != nil {
					return nil, c.In.Unsupported("Hocon.load with a :syntax option")
				}
			}
		}
		switch ext := filepath.Ext(path); ext {
		case ".conf", ".json":
		case ".properties":
			return nil, c.In.Unsupported("Hocon.load of a .properties file")
		default:
			return nil, c.In.Raise("Hocon::ConfigError::ConfigParseError", "Unrecognized file extension '"+ext+"' and no value provided for :syntax option")
		}
		cfg, err := hoconParseFile(c.In, path)
		if err != nil {
			return nil, err
		}
		return unwrap(c.In, cfg)
	})
	return nil
}

// hoconParse parses and resolves src; a substitution that does not resolve
// is kept for #resolve, any other error raised now.
func hoconParse(in *ruby.Interp, src []byte, path string, opts hocon.Options) (*hoconConfig, error) {
	var root *hocon.Value
	var err error
	if path != "" {
		root, err = hocon.ParseNamed(path, src, opts)
	} else {
		root, err = hocon.Parse(src, opts)
	}
	cfg := &hoconConfig{root: root, subst: strings.Contains(string(src), "${")}
	if err != nil {
		var he *hocon.Error
		if errors.As(err, &he) && he.Class == "UnresolvedSubstitutionError" {
			cfg.err = err
			return cfg, nil
		}
		return nil, hoconRaise(in, err)
	}
	return cfg, nil
}

// hoconParseFile is parse_file: a missing file is an empty object
// (ruby-hocon's allow_missing, true by default).
func hoconParseFile(in *ruby.Interp, path string) (*hoconConfig, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &hoconConfig{}, nil
	}
	if err != nil {
		return nil, in.Raise("Hocon::ConfigError::ConfigIOError", path+": "+err.Error())
	}
	return hoconParse(in, src, path, hocon.Options{})
}

// hoconRaise raises a parser error as its ruby-hocon class.
func hoconRaise(in *ruby.Interp, err error) error {
	var he *hocon.Error
	if !errors.As(err, &he) {
		return in.Raise("Hocon::ConfigError::ConfigIOError", err.Error())
	}
	switch he.Class {
	case "ConfigError":
		return in.Raise("Hocon::ConfigError", he.Error())
	case "FloatDomainError":
		return in.Raise("FloatDomainError", he.Message)
	}
	return in.Raise("Hocon::ConfigError::"+he.Class, he.Error())
}

// hoconToRuby is ConfigObject#unwrapped: objects as Hashes in ruby-hocon's
// key order, lists as Arrays, scalars as their Ruby values.
func hoconToRuby(in *ruby.Interp, v *hocon.Value, depth int) (ruby.Value, error) {
	if v == nil {
		return ruby.NewHash(), nil
	}
	if depth > 10000 {
		return nil, in.Raise("SystemStackError", "stack level too deep")
	}
	switch v.Kind {
	case hocon.Object:
		h := ruby.NewHash()
		for _, k := range v.Keys {
			e, err := hoconToRuby(in, v.Fields[k], depth+1)
			if err != nil {
				return nil, err
			}
			h.Set(ruby.NewString(k), e)
		}
		return h, nil
	case hocon.List:
		a := ruby.NewArray(make([]ruby.Value, 0, len(v.Items)))
		for _, it := range v.Items {
			e, err := hoconToRuby(in, it, depth+1)
			if err != nil {
				return nil, err
			}
			a.Append(e)
		}
		return a, nil
	}
	switch x := v.V.(type) {
	case string:
		return ruby.NewString(x), nil
	case *big.Int:
		return rv.Int(x), nil
	}
	return v.V, nil
}
