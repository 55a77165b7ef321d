// Package erb renders Puppet's ERB templates (template() and
// inline_template()) without Ruby: compiler/util/erbscan compiles a
// template to the Ruby program Ruby's ERB makes of it with Puppet's trim
// mode '-' (the text between tags becomes `_erbout.<<("text")`, `<%= x %>`
// becomes `_erbout.<<((x).to_s)`, `<% code %>` is pasted as it is, all on
// the template's lines), which compiler/ruby parses once and runs (the
// Ruby runtime shared with module functions), with the Puppet scope
// bridged in as Puppet's TemplateWrapper sees it. Parsed templates are
// immutable; Render may be called from many goroutines at once.
package erb

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/erbscan"
	"github.com/punch-dev/punch/compiler/util/linestart"
	"github.com/punch-dev/punch/compiler/values"
)

// Scope is what a template sees of the Puppet scope it is rendered in.
type Scope interface {
	// Var returns the value of the variable @name (name unqualified, as
	// Puppet's scope.to_hash exposes them) and whether it is set to a value
	// other than undef. It must not warn.
	Var(name string) (values.Value, bool)
	// Lookup is scope['name'] / scope.lookupvar('name'): name may be
	// qualified ('apache::version', '::osfamily'). A missing variable
	// returns (nil, false); the implementation may warn as Puppet does.
	Lookup(name string) (values.Value, bool)
	// Vars is scope.to_hash: every visible variable with a value.
	Vars() *values.Hash
	// Call calls the Puppet function fn (scope.function_fn([args]) and
	// scope.call_function('fn', [args])) and returns its result.
	Call(fn string, args []values.Value) (values.Value, error)
	// SetVar is scope.setvar(name, value). A value may be a *RubyObject
	// (a mutable Ruby object): store it as is, so that templates sharing it
	// through scope.lookupvar see each other's changes.
	SetVar(name string, v values.Value) error
}

// UndefinedVars is implemented by a Scope that tells, without warning,
// whether scope.lookupvar would report name as an undefined variable and
// the reason Puppet throws with it (ruby.UndefinedVarHost): inside
// catch(:undefined_variable) a template's lookupvar throws as Puppet's
// Scope#variable_not_found does, instead of warning (golden
// fix12_erb_lookupvar_catch).
type UndefinedVars interface {
	UndefinedVar(name string, top bool) (reason values.Value, undefined bool)
}

// Functions3 is implemented by a Scope that knows the compile's 3.x
// functions: scope.function_NAME reaches only those (Puppet's
// Scope#method_missing), where scope.call_function reaches every function.
// Without it, scope.function_NAME calls any function through Call.
type Functions3 interface {
	HasFunction3(name string) bool
	CallFunction3(name string, args []values.Value) (values.Value, error)
}

// RubyObject carries a live, mutable Ruby value through Puppet code (only
// scope.setvar creates one). It prints as Ruby's to_s would.
type RubyObject = ruby.RubyValue

// Template is a parsed ERB template.
type Template struct {
	file  string
	src   string // the template text
	ruby  string // the generated Ruby program
	gen   *erbscan.Program
	lines []int // offsets of line starts in src
	prog  *ruby.File
	// reuse is the verdict that the template's text depends only on its
	// @variables (reuse.go); nil for an inline template and for one whose
	// Ruby may do more. cache keeps its texts.
	reuse *ruby.ReusableTemplate
	cache *renderCache
}

// Error is a template error: a syntax error, an unsupported Ruby feature,
// or a Ruby exception raised while rendering. Line and Column point into
// the template (1-based).
type Error struct {
	File    string
	Line    int
	Column  int
	Class   string // Ruby exception class: SyntaxError, NoMethodError, ...
	Message string // Ruby's message
	Offset  int    // offset in the generated Ruby program
	Cause   error  // the error of a Puppet function called by the template
	// Unsupported marks Ruby that Punch's runtime does not implement.
	Unsupported bool
}

func (e *Error) Error() string {
	where := e.File
	if where == "" {
		where = "inline template"
	}
	return fmt.Sprintf("%s:%d:%d: %s", where, e.Line, e.Column, e.Message)
}

func (e *Error) Unwrap() error { return e.Cause }

// Detail is the message Puppet prints after "Detail: ": Ruby's exception
// message.
func (e *Error) Detail() string { return e.Message }

// Parse parses an ERB template. filename is used in error messages (""
// for an inline template).
func Parse(filename string, src []byte) (*Template, error) {
	t := &Template{file: filename, src: string(src)}
	t.lines = linestart.Of(t.src)
	// Puppet's templates are ERB.new(text, trim_mode: '-'); Render sets
	// _erbout (CompileAppend's program does not)
	t.gen = erbscan.CompileAppend(t.src, erbscan.Trim{Mode: "-"}, "_erbout")
	t.ruby = t.gen.Ruby
	prog, err := ruby.ParseWithLocals(t.programName(), t.ruby, "_erbout")
	if err != nil {
		return nil, t.fromRuby(err)
	}
	t.prog = prog
	if filename != "" {
		// an inline template is parsed for each call: nothing to keep
		if t.reuse, _ = prog.ReusableTemplate("_erbout"); t.reuse != nil {
			t.cache = new(renderCache)
		}
	}
	return t, nil
}

// MustParse is Parse for tests and static templates; it panics on error.
func MustParse(filename string, src string) *Template {
	t, err := Parse(filename, []byte(src))
	if err != nil {
		panic(err)
	}
	return t
}

// File is the template's file name as given to Parse.
func (t *Template) File() string { return t.file }

// RubySource is the Ruby program the template compiles to (for debugging).
func (t *Template) RubySource() string { return t.ruby }

// errorAt fills in the template position of e (whose Offset is in the
// generated program).
func (t *Template) errorAt(e *Error) *Error {
	e.File = t.file
	off := t.gen.TemplateOffset(e.Offset)
	i := linestart.Index(t.lines, off)
	e.Line = i + 1
	e.Column = off - t.lines[i] + 1
	return e
}
