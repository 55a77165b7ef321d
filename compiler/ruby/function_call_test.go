package ruby

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// testHost is a Host for calling functions outside a compile: Puppet's
// deprecation() is a no-op; other functions are stdlib's, loaded from the
// corpus (as the compiler's function table would find them).
type testHost struct {
	logs []string
	env  *Env
	t    *testing.T
}

func (h *testHost) funcFile(name string, api3 bool) string {
	if api3 {
		return filepath.Join(corpusRoot, "stdlib/lib/puppet/parser/functions", name+".rb")
	}
	if mod, fn, ok := strings.Cut(name, "::"); ok {
		return filepath.Join(corpusRoot, mod, "lib/puppet/functions", mod, fn+".rb")
	}
	return filepath.Join(corpusRoot, "stdlib/lib/puppet/functions", name+".rb")
}

func (h *testHost) call(name string, args []values.Value, api3 bool) (values.Value, error) {
	switch name {
	case "deprecation":
		return nil, nil
	case "fail":
		// Puppet's fail: the arguments joined by spaces
		var parts []string
		for _, a := range args {
			parts = append(parts, values.ToString(a))
		}
		return nil, errors.New(strings.Join(parts, " "))
	}
	if h.env == nil {
		return nil, errors.New("Unknown function: '" + name + "'")
	}
	path := h.funcFile(name, api3)
	if _, err := os.Stat(path); err != nil && !api3 {
		path = h.funcFile(name, true)
	}
	fn, err := h.env.LoadFunction(path)
	if err != nil {
		return nil, errors.New("Unknown function: '" + name + "'")
	}
	var d *Dispatch
	if fn.API == 4 && !fn.OverridesCall {
		d = pickDispatch(h.t, fn, args)
		if d == nil {
			return nil, errors.New(name + "(): no dispatch accepts the arguments")
		}
	}
	return fn.Call(context.Background(), h, d, args, nil)
}

func (h *testHost) CallFunction(name string, args []values.Value, blk Block) (values.Value, error) {
	return h.call(name, args, false)
}
func (h *testHost) LookupVar(name string) (values.Value, bool) { return nil, false }
func (h *testHost) Log(level, msg string)                      { h.logs = append(h.logs, level+": "+msg) }
func (h *testHost) Setting(name string) (values.Value, bool)   { return nil, false }
func (h *testHost) ResolveType(expr string) (values.Type, error) {
	return values.ParseType(expr, nil)
}
func (h *testHost) HasFunction3(name string) bool {
	if name == "deprecation" {
		return true
	}
	_, err := os.Stat(h.funcFile(name, true))
	return err == nil
}
func (h *testHost) CallFunction3(name string, args []values.Value) (values.Value, error) {
	return h.call(name, args, true)
}

// SelectDispatch implements Dispatcher with pickDispatch (functions
// that override call).
func (h *testHost) SelectDispatch(f *Function, args []values.Value, blk Block) (*Dispatch, error) {
	if d := pickDispatch(h.t, f, args); d != nil {
		return d, nil
	}
	return nil, errors.New("'" + f.Name + "' no dispatch accepts the arguments")
}

func (h *testHost) CheckReturn(f *Function, d *Dispatch, v values.Value) error {
	t, err := values.ParseType(d.ReturnType, nil)
	if err != nil {
		return err
	}
	if !values.IsInstance(t, v) {
		return errors.New("value returned from function '" + d.Method + "' has wrong type")
	}
	return nil
}

// pickDispatch chooses the dispatch whose parameters accept args (what
// the compiler's signature matching does).
func pickDispatch(t *testing.T, fn *Function, args []values.Value) *Dispatch {
	for _, d := range fn.Dispatches {
		if d.ArgumentMismatch {
			continue
		}
		min, max := 0, 0
		for _, p := range d.Params {
			switch p.Kind {
			case Required:
				min++
				max++
			case Optional:
				max++
			case Repeated:
				max = -1
			case RequiredRepeated:
				min++
				max = -1
			}
		}
		if len(args) < min || max >= 0 && len(args) > max {
			continue
		}
		ok := true
		for i, a := range args {
			pi := i
			if pi >= len(d.Params) {
				pi = len(d.Params) - 1
			}
			pt, err := values.ParseType(d.Params[pi].Type, nil)
			if err != nil {
				t.Fatalf("%s: type %q: %v", fn.Name, d.Params[pi].Type, err)
			}
			if !values.IsInstance(pt, a) {
				ok = false
			}
		}
		if ok {
			return d
		}
	}
	return nil
}

// TestFunctionCalls runs the calls of testdata/functions/cases.txt and
// compares with Puppet 7.23's results (testdata/functions/record.sh).
func TestFunctionCalls(t *testing.T) {
	if _, err := os.Stat(corpusRoot); err != nil {
		t.Skip("the Debian Puppet modules are not installed (apt-get install puppet-module-puppetlabs-stdlib)")
	}
	cases := readLines(t, "testdata/functions/cases.txt")
	expected := readLines(t, "testdata/functions/expected.txt")
	if len(cases) != len(expected) {
		t.Fatalf("%d cases but %d recorded results: run testdata/functions/record.sh", len(cases), len(expected))
	}
	env := NewEnv(EnvOptions{LoadPath: corpusLoadPath()})
	for i, c := range cases {
		file, call, _ := strings.Cut(c, " ")
		want := expected[i]
		t.Run(call, func(t *testing.T) {
			open := strings.IndexByte(call, '(')
			args, err := values.ParseValue("["+call[open+1:len(call)-1]+"]", nil)
			if err != nil {
				t.Fatalf("arguments: %v", err)
			}
			argv := args.([]values.Value)
			fn, err := env.LoadFunction(filepath.Join(corpusRoot, file))
			if err != nil {
				if e, ok := err.(*Error); ok && e.Unsupported && strings.Contains(e.Message, "standard library") {
					t.Skip(e.Message)
				}
				t.Fatal(err)
			}
			var d *Dispatch
			if fn.API == 4 && !fn.OverridesCall {
				d = pickDispatch(t, fn, argv)
				if d == nil {
					if strings.HasPrefix(want, "ERR ") {
						return // Puppet's own argument checking rejects the call
					}
					t.Fatalf("no dispatch accepts %v", argv)
				}
			}
			v, err := fn.Call(context.Background(), &testHost{env: env, t: t}, d, argv, nil)
			switch {
			case strings.HasPrefix(want, "OK "):
				if err != nil {
					t.Fatalf("error %v, Puppet gives %s", err, want[3:])
				}
				got, ferr := values.StringFormat(v, "%p")
				if ferr != nil {
					t.Fatal(ferr)
				}
				// record.sh writes newlines as \n
				got = strings.ReplaceAll(got, "\n", `\n`)
				if got != want[3:] {
					t.Errorf("got %s, Puppet gives %s", got, want[3:])
				}
			default:
				if err == nil {
					t.Fatalf("no error, Puppet gives %s", want)
				}
				e := err.(*Error)
				if e.Unsupported || !strings.Contains(want, e.Message) {
					t.Errorf("error %q (%s), Puppet gives %s", e.Message, e.Class, want)
				}
			}
		})
	}
}

// readLines is the lines of the file at path but comments and blank lines.
func readLines(t *testing.T, path string) []string {
	t.Helper()
	var out []string
	for _, l := range testtree.Lines(t, path) {
		if strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
			continue
		}
		out = append(out, l)
	}
	return out
}
