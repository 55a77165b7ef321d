package resourcetypes

// Module types are read by running their file in compiler/ruby, the Ruby
// runtime module functions and templates run on: Puppet::Type.newtype's
// DSL (newparam, newproperty, ensurable, isnamevar, title_patterns,
// @isomorphic, helper methods, shared blocks given to instance_eval,
// loops, conditions) runs as in Puppet and records what the type declares;
// Puppet::ResourceApi.register_type definitions are read from the hash the
// file registers.

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	// Ruby's standard libraries type files require (uri, digest, set,
	// ipaddr, ...)
	_ "github.com/punch-dev/punch/compiler/ruby/rlib"
)

// typeBuilder accumulates what a type body declares.
type typeBuilder struct {
	name        string
	params      []string
	props       []string
	namevars    map[string]bool
	isomorphic  *bool
	resourceAPI bool
	titles      []TitlePattern
	titlesSet   bool
	titlesBad   bool
	notes       []string
	// warnings are Puppet's, logged when the type loads (LoadWarnings).
	warnings []string
}

func (tb *typeBuilder) note(format string, args ...any) {
	tb.notes = append(tb.notes, fmt.Sprintf(format, args...))
}

func (tb *typeBuilder) addParam(name string, namevar bool) {
	if !slices.Contains(tb.params, name) {
		tb.params = append(tb.params, name)
	}
	if namevar {
		tb.namevars[name] = true
	}
}

func (tb *typeBuilder) addProperty(name string) {
	if slices.Contains(tb.props, name) {
		return
	}
	if name == "ensure" {
		tb.props = append([]string{"ensure"}, tb.props...)
		return
	}
	tb.props = append(tb.props, name)
}

// extractedType is one type found in a file, before provider detection.
type extractedType struct {
	tb   *typeBuilder
	line int
}

// methodIndex holds the module lib directories: the load path type files
// require their helpers from (lib/puppet_x/...).
type methodIndex struct {
	libs []string
	errs []error
}

// typeExtractor reads the type files of one set of modules.
type typeExtractor struct {
	idx  *methodIndex
	once sync.Once
	env  *ruby.Env
	// in is the Ruby world the files are loaded into one after the other
	// (as Puppet loads every type into one process); not for concurrent
	// use, like the extractor.
	in *ruby.Interp
	// host is what the files see of Puppet while they load
	host loadHost
	// mu guards in for the title patterns' procs run after the files
	// loaded (titleProcs): the FileLoader's own lock, else one of its own
	mu *sync.Mutex
}

// titleProcs are the functions running the procs of a title pattern of a
// type loaded into x.in (nil when it has none). A compile parsing a title
// runs one: under x.mu, as the Interp serves one goroutine at a time, and
// bounded as a type file's load is. A match is cached with the type
// (titlecache.go), so a proc runs once per title.
func (x *typeExtractor) titleProcs(p ruby.TitlePattern) []func(string) (string, bool, error) {
	var out []func(string) (string, bool, error)
	for j, pv := range p.ProcValues {
		if pv == nil || j >= len(p.Procs) || !p.Procs[j] {
			continue
		}
		if out == nil {
			out = make([]func(string) (string, bool, error), len(p.ProcValues))
		}
		if x.mu == nil {
			x.mu = new(sync.Mutex)
		}
		in, mu, proc := x.in, x.mu, pv
		out[j] = func(capture string) (string, bool, error) {
			mu.Lock()
			defer mu.Unlock()
			ctx, cancel := context.WithTimeout(context.Background(), typeFileTimeout)
			defer cancel()
			return in.CallTitleProc(ctx, proc, capture)
		}
	}
	return out
}

// loadHost is what a type file sees of Puppet while Puppet autoloads it
// during a compile: the environment's name (Puppet[:environment]), its
// modules (Puppet::Module.find(name, env): vmware_lib's types and
// voxpupuli-vault's require another module's helper from its path) and
// Puppet's logging (a warning is logged where the type is used, with the
// type's other load warnings). Other settings, Puppet functions and
// variables are not given: there is no compile behind a type's load
// here, as one file serves every compile of the environment.
type loadHost struct {
	environment string
	// modules: module name -> its directory (the modulepath's first)
	modules map[string]string
	// warnings logged by the file being loaded
	warnings []string
}

var (
	_ ruby.Host            = (*loadHost)(nil)
	_ ruby.ModuleFinder    = (*loadHost)(nil)
	_ ruby.PartialSettings = (*loadHost)(nil)
)

func (h *loadHost) CallFunction(name string, _ []values.Value, _ ruby.Block) (values.Value, error) {
	return nil, fmt.Errorf("calling the Puppet function %s while a type file loads is not supported by Punch", name)
}

func (h *loadHost) LookupVar(string) (values.Value, bool) { return nil, false }

func (h *loadHost) Log(level, msg string) {
	if level == "warning" {
		h.warnings = append(h.warnings, msg)
	}
}

func (h *loadHost) Setting(name string) (values.Value, bool) {
	if name == "environment" && h.environment != "" {
		return h.environment, true
	}
	return nil, false
}

func (h *loadHost) SettingsGiven() string {
	return "while a type file loads (Punch gives :environment only)"
}

func (h *loadHost) ResolveType(expr string) (values.Type, error) {
	return values.ParseType(expr, nil)
}

func (h *loadHost) ModulePath(name string) (string, bool) {
	dir, ok := h.modules[name]
	return dir, ok
}

// typeFileTimeout bounds the evaluation of one type file.
const typeFileTimeout = 30 * time.Second

func (x *typeExtractor) rubyEnv() *ruby.Env {
	x.once.Do(func() {
		var libs []string
		if x.idx != nil {
			libs = x.idx.libs
		}
		x.env = ruby.NewEnv(ruby.EnvOptions{LoadPath: libs, Limits: ruby.Limits{Steps: 5_000_000, Memory: 128 << 20}, Single: true, TypeDeclarations: true})
		x.in = x.env.NewInterp()
		x.host.modules = map[string]string{}
		if x.idx != nil {
			// a module's name is its directory's (ModuleDirs); the first
			// of a name on the modulepath is the environment's
			for _, lib := range x.idx.libs {
				dir := filepath.Dir(lib)
				if _, seen := x.host.modules[filepath.Base(dir)]; !seen {
					x.host.modules[filepath.Base(dir)] = dir
				}
			}
		}
	})
	return x.env
}

// SyntaxError is a type file Ruby cannot parse.
type SyntaxError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// rubyErr describes an error of the Ruby runtime with its position.
func rubyErr(file string, err error) error {
	var re *ruby.Error
	if !errors.As(err, &re) {
		return &TypeError{File: file, Msg: err.Error()}
	}
	if re.Class == "SyntaxError" || re.Unsupported && re.Offset >= 0 && re.File == file && re.Line > 0 && strings.Contains(re.Message, "syntax") {
		return &SyntaxError{File: file, Line: re.Line, Col: max(re.Column, 1), Msg: re.Message}
	}
	return &TypeError{File: file, Line: re.Line, Msg: describeRubyErr(re)}
}

// loadFailure is the AutoloadError of a type file whose own Ruby code
// raised while Puppet loads it (module Puppet; newtype -> NoMethodError, a
// raise in the newtype block, a require of a missing helper -> LoadError,
// a constant that exists nowhere -> NameError): Puppet's autoloader
// (Puppet::Util::Autoload.load_file) rescues any exception and fails with
// "Could not autoload puppet/type/NAME: MESSAGE" where the type is used,
// and keeps no part of the type. A newtype body that stopped early
// (partial) fails the same way, whatever the exception: a constant or
// method Puppet has and Punch's Ruby lacks is a gap of the runtime to
// fill (Puppet::Util::Checksums and Diff were one), not a reason to keep
// half a type. nil for what Puppet would load and Punch's Ruby cannot
// (unsupported constructs, Punch's limits: reported as the type file's
// own error) and for syntax errors, which stay the type file's problem
// as before. name is the type's ("" before newtype was reached: the
// file's NAME).
func loadFailure(file, name string, err error) *AutoloadError {
	var re *ruby.Error
	if !errors.As(err, &re) || re.Unsupported || re.Class == "" || strings.HasPrefix(re.Class, "Punch::") {
		return nil
	}
	if re.Class == "SyntaxError" && len(re.Backtrace) == 0 {
		// the type file's own (parsed before it runs); a SyntaxError
		// raised while it runs (a helper it requires) fails the autoload
		return nil
	}
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(file), ".rb")
	}
	// the whole message, as Puppet's autoloader keeps it: a NameError's
	// goes on with error_highlight's snippet, a SyntaxError's with the
	// source line and Ruby's further errors
	return &AutoloadError{File: file, Line: re.Line, Type: strings.ToLower(name), Msg: re.Message, Origin: OriginRuby}
}

func describeRubyErr(re *ruby.Error) string {
	if re.Unsupported {
		return "not supported by Punch's Ruby runtime: " + re.Message
	}
	msg := re.Message + " (" + re.Class + ")"
	if re.File != "" && re.Line > 0 {
		msg = fmt.Sprintf("%s:%d: %s", re.File, re.Line, msg)
	}
	return msg
}

// extractFile finds the types defined in one Ruby file.
func (x *typeExtractor) extractFile(file string, src []byte) ([]extractedType, error) {
	ctx, cancel := context.WithTimeout(context.Background(), typeFileTimeout)
	defer cancel()
	x.rubyEnv()
	x.host.warnings = nil
	defs, err := x.in.LoadTypeFileHost(ctx, &x.host, file, src)
	if err != nil {
		if ae := loadFailure(file, "", err); ae != nil {
			return nil, ae
		}
		return nil, rubyErr(file, err)
	}
	var out []extractedType
	for _, d := range defs {
		if d.ResourceAPI {
			et, err := registerType(x.in, file, d)
			if err != nil {
				return nil, err
			}
			et.tb.warnings = append(slices.Clone(x.host.warnings), et.tb.warnings...)
			out = append(out, et)
			continue
		}
		tb := &typeBuilder{name: d.Name, namevars: map[string]bool{}, warnings: slices.Clone(x.host.warnings)}
		for _, p := range d.Params {
			tb.addParam(p, slices.Contains(d.Namevars, p))
		}
		for _, p := range d.Properties {
			tb.addProperty(p)
		}
		tb.isomorphic = d.Isomorphic
		if d.TitlePatternsSet {
			for _, p := range d.TitlePatterns {
				tb.titles = append(tb.titles, TitlePattern{Source: p.Source, Options: p.Options, Attributes: p.Attributes, Procs: p.Procs, apply: x.titleProcs(p)})
			}
			tb.titlesSet = true
		}
		if d.TitlePatternsError != "" {
			tb.titlesBad = true
			tb.note("self.title_patterns could not be evaluated: %s", d.TitlePatternsError)
		}
		for _, n := range d.Notes {
			tb.note("%s", n)
		}
		if d.Partial != nil {
			if ae := loadFailure(file, d.Name, d.Partial); ae != nil {
				return nil, ae
			}
			tb.note("the type body stopped early (attributes declared after this are missing): %s", describeRubyErr(d.Partial))
		}
		out = append(out, extractedType{tb: tb, line: d.Line})
	}
	return out, nil
}

// registerType reads a Puppet::ResourceApi.register_type(name: ..., attributes: {...})
// definition. Attributes whose behaviour is namevar, parameter or read_only become
// parameters, the others (no behaviour, init_only) properties; title_patterns use named
// captures.
func registerType(in *ruby.Interp, file string, d *ruby.TypeDef) (extractedType, error) {
	tb := &typeBuilder{namevars: map[string]bool{}, resourceAPI: true}
	def, ok := d.Arg.(*ruby.Hash)
	if !ok {
		return extractedType{}, &TypeError{File: file, Line: d.Line, Msg: "register_type definition is not a hash"}
	}
	warnings, refused := checkRSAPISchema(in, def)
	tb.warnings = warnings
	get := func(h *ruby.Hash, k string) ruby.Value {
		v, _ := h.Get(ruby.Symbol(k))
		return v
	}
	name, ok := symbolOrString(get(def, "name"))
	if !ok {
		return extractedType{}, &TypeError{File: file, Line: d.Line, Msg: "register_type without a name"}
	}
	tb.name = strings.ToLower(name)
	if refused != "" {
		return extractedType{}, &AutoloadError{File: file, Line: d.Line, Type: tb.name, Msg: refused, Origin: OriginResourceAPI}
	}
	attrs, ok := get(def, "attributes").(*ruby.Hash)
	if !ok {
		return extractedType{}, &TypeError{File: file, Line: d.Line, Type: tb.name, Msg: "register_type attributes are not a hash"}
	}
	var namevars []string
	attrs.Each(func(k, v ruby.Value) bool {
		an, ok := symbolOrString(k)
		if !ok {
			tb.note("register_type: an attribute name is not a symbol or string")
			return true
		}
		var beh string
		if opts, ok := v.(*ruby.Hash); ok {
			beh, _ = symbolOrString(get(opts, "behaviour"))
			if beh == "" {
				beh, _ = symbolOrString(get(opts, "behavior"))
			}
		}
		switch beh {
		case "namevar":
			tb.addParam(an, true)
			namevars = append(namevars, an)
		case "parameter", "read_only":
			tb.addParam(an, false)
		default:
			tb.addProperty(an)
		}
		return true
	})
	switch tp := get(def, "title_patterns").(type) {
	case *ruby.Array:
		for _, item := range tp.Elems() {
			h, ok := item.(*ruby.Hash)
			var p TitlePattern
			var pat ruby.Value
			if ok {
				pat = get(h, "pattern")
			}
			switch x := pat.(type) {
			case *ruby.Regexp:
				p.Source = x.Source
				p.Options, _ = values.RegexpOptionLetters(x.Options)
			case *ruby.String:
				p.Source = x.String()
			default:
				tb.titlesBad = true
				tb.note("register_type: a title pattern is not a Regexp")
			}
			if tb.titlesBad {
				break
			}
			for _, n := range namedGroups(p.Source) {
				p.Attributes = append(p.Attributes, n)
				p.Procs = append(p.Procs, false)
			}
			tb.titles = append(tb.titles, p)
		}
		tb.titlesSet = !tb.titlesBad
	case nil:
		if len(namevars) > 0 {
			tb.titles = []TitlePattern{{Source: "(.*)", Options: "m", Attributes: []string{namevars[0]}, Procs: []bool{false}}}
			tb.titlesSet = true
		}
	default:
		tb.titlesBad = true
	}
	return extractedType{tb: tb, line: d.Line}, nil
}

// namedGroups lists the (?<name>...) groups of a regexp in order.
func namedGroups(src string) []string {
	var out []string
	inClass := false
	for i := 0; i < len(src); i++ {
		switch {
		case src[i] == '\\':
			i++
		case src[i] == '[':
			inClass = true
		case src[i] == ']':
			inClass = false
		case !inClass && strings.HasPrefix(src[i:], "(?<") && i+3 < len(src) && src[i+3] != '=' && src[i+3] != '!':
			end := strings.IndexByte(src[i+3:], '>')
			if end > 0 {
				out = append(out, src[i+3:i+3+end])
			}
		}
	}
	return out
}

// symbolOrString is the name a Symbol or String value holds (register_type
// takes either for names and behaviours).
func symbolOrString(v ruby.Value) (string, bool) {
	switch x := v.(type) {
	case ruby.Symbol:
		return string(x), true
	case *ruby.String:
		return x.String(), true
	}
	return "", false
}
