package erb

import (
	"encoding/json"
	"fmt"
	"github.com/punch-dev/punch/compiler/ruby"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// The oracle recordings (testdata/oracle/*.json, made by record.sh with
// Puppet 7.23 and the Debian modules) hold every template Puppet rendered
// while compiling a manifest: the variables the template saw, the scope
// lookups and function calls it made with their results, and its text.
// TestOracle replays each render and compares the text.

// ordered JSON: objects keep their key order.
type jsonObj struct {
	keys []string
	vals []any
}

func decodeOrdered(dec *json.Decoder) (any, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch x := t.(type) {
	case json.Delim:
		switch x {
		case '{':
			o := &jsonObj{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := decodeOrdered(dec)
				if err != nil {
					return nil, err
				}
				o.keys = append(o.keys, kt.(string))
				o.vals = append(o.vals, v)
			}
			_, err := dec.Token()
			return o, err
		case '[':
			var a []any
			for dec.More() {
				v, err := decodeOrdered(dec)
				if err != nil {
					return nil, err
				}
				a = append(a, v)
			}
			_, err := dec.Token()
			if a == nil {
				a = []any{}
			}
			return a, err
		}
	case json.Number:
		return x, nil
	}
	return t, nil
}

func (o *jsonObj) get(k string) any {
	for i, key := range o.keys {
		if key == k {
			return o.vals[i]
		}
	}
	return nil
}

type foreignTest struct{ s string }

func (f foreignTest) String() string { return f.s }

// testIn is the Interp the recordings' Ruby values are made in (tests
// decode them on one goroutine).
var testIn = lazyInterp{}

// lazyInterp makes its Interp at first use, not while the package's
// variables are initialized: renderEnv's prepared Interp must be made
// after the init functions added their parts of Puppet's API (the
// TemplateWrapper class); made before, every copy would define the class
// again and the benchmarks would measure that.
type lazyInterp struct{ in *ruby.Interp }

func (l *lazyInterp) get() *ruby.Interp {
	if l.in == nil {
		l.in = renderEnv.NewInterp()
	}
	return l.in
}

// foreignClass is a class standing for a recorded Ruby object: it prints
// as the recorded to_s.
func foreignClass(name string) *ruby.Module {
	cls := testIn.get().DefineClass(nil, "Foreign_"+strings.NewReplacer(":", "_").Replace(name), nil)
	cls.DefineMethod("to_s", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return ruby.NewString(c.Self.(*ruby.Object).Data.(foreignTest).s), nil
	})
	cls.Alias("inspect", "to_s")
	return cls
}

// rubyFromJSON decodes the recorder's encoding into an interpreter value.
func rubyFromJSON(x any) ruby.Value {
	switch v := x.(type) {
	case nil, bool:
		return v
	case string:
		return ruby.NewString(v)
	case json.Number:
		s := string(v)
		if strings.ContainsAny(s, ".eE") {
			f, _ := strconv.ParseFloat(s, 64)
			return f
		}
		n, _ := strconv.ParseInt(s, 10, 64)
		return n
	case []any:
		a := make([]ruby.Value, len(v))
		for i, e := range v {
			a[i] = rubyFromJSON(e)
		}
		return ruby.NewArray(a)
	case *jsonObj:
		if len(v.keys) == 1 {
			switch v.keys[0] {
			case "__sym__":
				return ruby.Symbol(v.vals[0].(string))
			case "__hash__":
				h := ruby.NewHash()
				for _, p := range v.vals[0].([]any) {
					pa := p.([]any)
					h.Set(rubyFromJSON(pa[0]), rubyFromJSON(pa[1]))
				}
				return h
			}
		}
		if o := v.get("__obj__"); o != nil && len(v.keys) == 2 {
			obj := testIn.get().NewObject(foreignClass(v.get("class").(string)))
			obj.Data = foreignTest{o.(string)}
			return obj
		}
		h := ruby.NewHash()
		for i, k := range v.keys {
			h.Set(ruby.NewString(k), rubyFromJSON(v.vals[i]))
		}
		return h
	}
	panic(fmt.Sprintf("unexpected JSON %T", x))
}

// inspect is Ruby's inspect of a value (in the test Interp).
func inspect(v ruby.Value) string {
	s, err := testIn.get().Inspect(v)
	if err != nil {
		return err.Error()
	}
	return s
}

// fromPuppet is the default conversion (in the test Interp).
func fromPuppet(v values.Value) ruby.Value { return testIn.get().FromPuppet(v) }

func toPuppet(v ruby.Value) values.Value {
	pv, err := testIn.get().ToPuppet(v)
	if err != nil {
		panic(err)
	}
	return pv
}

// puppetFromJSON converts to a Puppet value when the value is plain data;
// otherwise it hands the Ruby value over as a RubyObject.
func puppetFromJSON(x any) values.Value {
	if v, ok := plainPuppet(x); ok {
		return v
	}
	return &RubyObject{V: rubyFromJSON(x)}
}

func plainPuppet(x any) (values.Value, bool) {
	switch v := x.(type) {
	case nil, bool, string:
		return v, true
	case json.Number:
		return toPuppet(rubyFromJSON(v)), true
	case []any:
		a := make([]values.Value, len(v))
		for i, e := range v {
			pv, ok := plainPuppet(e)
			if !ok {
				return nil, false
			}
			a[i] = pv
		}
		return a, true
	case *jsonObj:
		if len(v.keys) == 1 && (v.keys[0] == "__sym__" || v.keys[0] == "__hash__") || v.get("__obj__") != nil {
			return nil, false
		}
		h := values.NewHash(len(v.keys))
		for i, k := range v.keys {
			pv, ok := plainPuppet(v.vals[i])
			if !ok {
				return nil, false
			}
			h.Put(k, pv)
		}
		return h, true
	}
	return nil, false
}

// replayScope answers a template's questions from a recording.
type replayScope struct {
	t       *testing.T
	top     *jsonObj
	vars    *jsonObj
	lookups []any
	calls   []any
	used    []bool
	set     map[string]values.Value
}

func (s *replayScope) Var(name string) (values.Value, bool) {
	for _, o := range []*jsonObj{s.vars, s.top} {
		for i, k := range o.keys {
			if k == name {
				if o.vals[i] == nil {
					return nil, false
				}
				return puppetFromJSON(o.vals[i]), true
			}
		}
	}
	return nil, false
}

func (s *replayScope) Lookup(name string) (values.Value, bool) {
	if v, ok := s.set[name]; ok {
		return v, true
	}
	for _, l := range s.lookups {
		p := l.([]any)
		if p[0].(string) == name {
			return puppetFromJSON(p[1]), p[1] != nil
		}
	}
	s.t.Errorf("lookup of %q was not recorded", name)
	return nil, false
}

func (s *replayScope) Vars() *values.Hash {
	h := values.NewHash(0)
	for _, o := range []*jsonObj{s.top, s.vars} {
		for i, k := range o.keys {
			h.Put(k, puppetFromJSON(o.vals[i]))
		}
	}
	return h
}

func (s *replayScope) Call(fn string, args []values.Value) (values.Value, error) {
	for i, c := range s.calls {
		if s.used[i] {
			continue
		}
		p := c.([]any)
		if p[0].(string) != fn {
			continue
		}
		want := inspect(rubyFromJSON(p[1]))
		got := inspect(fromPuppet(args))
		if want != got {
			s.t.Errorf("call %s(%s): recorded arguments %s", fn, got, want)
		}
		s.used[i] = true
		return puppetFromJSON(p[2]), nil
	}
	return nil, fmt.Errorf("unrecorded call of %s(%s)", fn, inspect(fromPuppet(args)))
}

func (s *replayScope) SetVar(name string, v values.Value) error {
	s.set[name] = v
	return nil
}

type recording struct {
	top     *jsonObj
	sources *jsonObj
	renders []any
}

func loadRecording(t *testing.T, path string) recording {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	dec.UseNumber()
	x, err := decodeOrdered(dec)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	o := x.(*jsonObj)
	r := recording{sources: o.get("sources").(*jsonObj)}
	if top, ok := o.get("top").(*jsonObj); ok {
		r.top = top
	} else {
		r.top = &jsonObj{}
	}
	r.renders, _ = o.get("renders").([]any)
	return r
}

func TestOracle(t *testing.T) {
	files, _ := filepath.Glob("testdata/oracle/*.json")
	total, same := 0, 0
	for _, path := range files {
		if strings.HasSuffix(path, "facts.json") {
			continue
		}
		rec := loadRecording(t, path)
		parsed := map[string]*Template{}
		for i, r := range rec.renders {
			ro := r.(*jsonObj)
			file, _ := ro.get("file").(string)
			src, _ := ro.get("source").(string)
			if file != "" {
				src, _ = rec.sources.get(file).(string)
			}
			name := fmt.Sprintf("%s#%d:%s", filepath.Base(path), i, file)
			total++
			tmpl := parsed[file]
			if tmpl == nil || file == "" {
				var err error
				tmpl, err = Parse(file, []byte(src))
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				parsed[file] = tmpl
			}
			sc := &replayScope{t: t, top: rec.top, vars: ro.get("vars").(*jsonObj), set: map[string]values.Value{}}
			sc.lookups, _ = ro.get("lookups").([]any)
			sc.calls, _ = ro.get("calls").([]any)
			sc.used = make([]bool, len(sc.calls))
			got, err := tmpl.Render(sc)
			want, _ := ro.get("output").(string)
			rec := rubyRender{Output: &want}
			rec.Error, _ = ro.get("error").(string)
			if rec.Error != "" {
				rec.Message, _ = ro.get("message").(string)
				rec.Message, _, _ = strings.Cut(rec.Message, "\nDid you mean?")
				line, _ := ro.get("line").(json.Number).Int64()
				rec.Line = int(line)
			}
			if rec.check(t, name, got, err, func(te *Error) bool {
				return te.Class == rec.Error && te.Message == rec.Message && te.Line == rec.Line
			}) {
				same++
			}
		}
	}
	t.Logf("%d/%d oracle renders identical to Puppet", same, total)
}

// rubyRender is a render recorded from Ruby or Puppet: its text, or the
// error raised (class, message and template line).
type rubyRender struct {
	Output  *string `json:"output"`
	Error   string  `json:"error"`
	Message string  `json:"message"`
	Line    int     `json:"line"`
}

// check compares Punch's render of a template (got, err) with the
// recording and reports a difference under name. sameError says whether
// Punch's *Error is the recorded error: each recording states how closely
// (Ruby's messages name objects Punch does not print the same way). It
// answers whether the two renders are the same.
func (r rubyRender) check(t *testing.T, name, got string, err error, sameError func(*Error) bool) bool {
	t.Helper()
	if r.Error != "" {
		te, ok := err.(*Error)
		switch {
		case err == nil:
			t.Errorf("%s: want %s %q at line %d, rendered %q", name, r.Error, r.Message, r.Line, got)
		case !ok:
			t.Errorf("%s: error %v is not an *Error", name, err)
		case !sameError(te):
			t.Errorf("%s: got %s %q at line %d, recorded: %s %q at line %d", name, te.Class, te.Message, te.Line, r.Error, r.Message, r.Line)
		default:
			return true
		}
		return false
	}
	switch {
	case err != nil:
		t.Errorf("%s: %v", name, err)
	case r.Output == nil:
		t.Errorf("%s: the recording has neither an output nor an error", name)
	case got != *r.Output:
		t.Errorf("%s: output differs\n%s", name, firstDiff(*r.Output, got))
	default:
		return true
	}
	return false
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	wl := strings.Split(want, "\n")
	gl := strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g || i >= len(wl) || i >= len(gl) {
			return fmt.Sprintf("line %d:\n  puppet: %q\n  punch:  %q", i+1, w, g)
		}
	}
	return "(same lines)"
}
