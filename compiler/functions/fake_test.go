package functions_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/functions/ports"
	"github.com/punch-dev/punch/compiler/functions/stdlib"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/facts"
)

// fakeCtx is the functions.Context of the tests: variables are the facts of
// testdata/facts.json (as $facts and as top-scope variables), calls go
// through the registry and Dispatch, and log lines are recorded.
type fakeCtx struct {
	modules bool // module functions (Module != "") are visible
	facts   *values.Hash
	vars    map[string]values.Value
	logs    []string
	once    map[string]bool
	// resources declared through the test's create_resources
	resources []*fakeResource
}

var (
	factsOnce sync.Once
	factsVal  *values.Hash
	factsErr  error
)

// testFacts returns testdata/facts.json as a Puppet hash, read as every
// command reads a facts file.
func testFacts(t testing.TB) *values.Hash {
	factsOnce.Do(func() {
		f, err := facts.LoadFile("testdata/facts.json")
		if err != nil {
			factsErr = err
			return
		}
		factsVal = values.HashFromData(f.Values)
	})
	if factsErr != nil {
		t.Fatalf("facts: %v", factsErr)
	}
	return factsVal
}

func newFakeCtx(t testing.TB, modules bool, fqdn string) *fakeCtx {
	facts := testFacts(t)
	if fqdn != "" {
		facts = facts.Clone()
		net, _ := facts.GetString("networking")
		nh := net.(*values.Hash).Clone()
		nh.Put("fqdn", fqdn)
		facts.Put("networking", nh)
		facts.Put("fqdn", fqdn)
	}
	c := &fakeCtx{modules: modules, facts: facts, vars: map[string]values.Value{}, once: map[string]bool{}}
	c.vars["facts"] = facts
	for i := 0; i < facts.Len(); i++ {
		k, v := facts.At(i)
		c.vars[k.(string)] = v
	}
	return c
}

func (c *fakeCtx) Variable(name string) (values.Value, bool) {
	v, ok := c.vars[strings.TrimPrefix(name, "::")]
	return v, ok
}

func (c *fakeCtx) lookup(name string) (*Function, error) {
	f, ok := lib.Lookup(name)
	if !ok || (f.Module != "" && !c.modules) {
		return nil, &UnknownFunctionError{Name: name}
	}
	return f, nil
}

func (c *fakeCtx) Call(name string, args []values.Value, block Block) (values.Value, error) {
	f, err := c.lookup(name)
	if err != nil {
		return nil, err
	}
	return Dispatch(c, f, args, block)
}

func (c *fakeCtx) Log(level, msg string) { c.logs = append(c.logs, level+": "+msg) }
func (c *fakeCtx) Warn(msg string)       { c.logs = append(c.logs, "warning: "+msg) }
func (c *fakeCtx) NodeName() string      { return "web01.example.com" }

// PuppetStack: a case is one line
// of case.pp evaluated as a program, so Puppet's stack at a call of the
// case is the call's frame (line 1) over the program's (line 0).
func (c *fakeCtx) PuppetStack() ([]string, []int) {
	return []string{"case.pp", "case.pp"}, []int{1, 0}
}

// LookupVar: Ruby's scope.lookupvar
// warns once about an unknown variable.
func (c *fakeCtx) LookupVar(name string) (values.Value, bool) {
	v, ok := c.Variable(name)
	if !ok {
		c.WarnOnce("Variable: "+name, "Undefined variable '"+name+"'; ")
	}
	return v, ok
}

// FindTemplate looks over the modules of
// the "modules" environment (Puppet::Parser::Files.find_template).
func (c *fakeCtx) FindTemplate(ref string) (string, bool, error) {
	path := ref
	if !filepath.IsAbs(ref) {
		mod, rest, ok := strings.Cut(ref, "/")
		if !ok || !c.modules {
			return "", false, nil
		}
		path = filepath.Join("/usr/share/puppet/modules", mod, "templates", rest)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false, nil
	}
	return string(b), true, nil
}

// WarnOnce warns once per key.
func (c *fakeCtx) WarnOnce(key, msg string) {
	if c.once[key] {
		return
	}
	c.once[key] = true
	c.Warn(msg)
}

// The test context has no scope of its own, no compile to cancel, no
// PuppetDB and no resource defaults (its types are stdlib's aliases,
// types_test.go); its plain messages go to the log as a scope's would
// (warnings as Warn's).
func (c *fakeCtx) ScopeName() string                            { return "Scope()" }
func (c *fakeCtx) HasResourceDefault(typ, attr string) bool     { return false }
func (c *fakeCtx) Context() context.Context                     { return context.Background() }
func (c *fakeCtx) PuppetDB() (context.Context, PuppetDBQuerier) { return context.Background(), nil }
func (c *fakeCtx) LogPlain(level, msg string) {
	if level == "warning" {
		c.Warn(msg)
		return
	}
	c.Log(level, msg)
}

// fakeBlock is a lambda written in Go, standing for the Puppet lambda of a
// case (the test table maps the lambda's source text to one).
type fakeBlock struct {
	min, max int
	types    []values.Type
	fn       func(c *fakeCtx, args []values.Value) (values.Value, error)
	ctx      *fakeCtx
}

func (b *fakeBlock) Arity() (int, int)         { return b.min, b.max }
func (b *fakeBlock) ParamTypes() []values.Type { return b.types }
func (b *fakeBlock) Call(args ...values.Value) (values.Value, error) {
	// A lambda given fewer arguments than it requires is an error in
	// Puppet; more than it accepts too, unless it captures the rest.
	if len(args) < b.min || (b.max >= 0 && len(args) > b.max) {
		return nil, fmt.Errorf("fake block called with %d arguments, accepts %d..%d", len(args), b.min, b.max)
	}
	for i, t := range b.types {
		if t != nil && i < len(args) && !values.IsInstance(t, args[i]) {
			return nil, fmt.Errorf("block parameter %d expects %s, got %s", i, t, values.TypeOf(args[i]))
		}
	}
	return b.fn(b.ctx, args)
}

// blk builds a fakeBlock with n untyped parameters.
func blk(n int, fn func(c *fakeCtx, a []values.Value) (values.Value, error)) *fakeBlock {
	return &fakeBlock{min: n, max: n, types: make([]values.Type, n), fn: fn}
}

// pure builds a fakeBlock with n untyped parameters from a function that
// cannot fail.
func pure(n int, fn func(a []values.Value) values.Value) *fakeBlock {
	return blk(n, func(_ *fakeCtx, a []values.Value) (values.Value, error) { return fn(a), nil })
}

func cmpOp(op string, a, b values.Value) (values.Value, error) {
	return values.CompareOp(op, a, b)
}

var errFakeBreak = ErrBreak()

// lib is the library's functions with the evaluator's two functions its
// functions call (catalog_test.go), as the tests call them.
var lib = NewTable(core.Functions(), stdlib.Functions(), ports.Functions(), catalogFunctions())
