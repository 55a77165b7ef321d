package erb

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// A compile renders its templates in one Interp of its own (a copy of the
// Env's prepared one): BenchmarkRenderRealApacheSSL does the same with the
// 66 renders Puppet made compiling the real_apache_ssl case (apache with
// an SSL vhost), the variables, lookups and function results taken from
// the recording and converted once, so that what is measured is the copy
// of the Interp and the templates' Ruby.

// benchScope answers from values converted before the benchmark runs.
type benchScope struct {
	in      *ruby.Interp
	vars    map[string]values.Value
	lookups map[string]values.Value
	calls   []values.Value // results, in the recorded order
	next    int
}

func (s *benchScope) RubyInterp() *ruby.Interp { return s.in }

func (s *benchScope) Var(name string) (values.Value, bool) {
	v, ok := s.vars[name]
	return v, ok && v != nil
}

func (s *benchScope) Lookup(name string) (values.Value, bool) {
	v, ok := s.lookups[name]
	return v, ok && v != nil
}

func (s *benchScope) Vars() *values.Hash { return definedVars(s.vars) }

func (s *benchScope) Call(fn string, args []values.Value) (values.Value, error) {
	v := s.calls[s.next]
	s.next++
	return v, nil
}

func (s *benchScope) SetVar(name string, v values.Value) error { return nil }

type benchRender struct {
	t     *Template
	scope *benchScope
	want  string
}

func realRenders(b *testing.B, path string) []benchRender {
	rec := loadRecording(&testing.T{}, path)
	parsed := map[string]*Template{}
	var out []benchRender
	for _, r := range rec.renders {
		ro := r.(*jsonObj)
		file, _ := ro.get("file").(string)
		if file == "" || ro.get("error") != nil {
			continue
		}
		t := parsed[file]
		if t == nil {
			t = MustParse(file, rec.sources.get(file).(string))
			parsed[file] = t
		}
		sc := &benchScope{vars: map[string]values.Value{}, lookups: map[string]values.Value{}}
		for _, o := range []*jsonObj{rec.top, ro.get("vars").(*jsonObj)} {
			for i, k := range o.keys {
				if o.vals[i] == nil {
					sc.vars[k] = nil
					continue
				}
				sc.vars[k] = puppetFromJSON(o.vals[i])
			}
		}
		lookups, _ := ro.get("lookups").([]any)
		for _, l := range lookups {
			p := l.([]any)
			if p[1] != nil {
				sc.lookups[p[0].(string)] = puppetFromJSON(p[1])
			}
		}
		calls, _ := ro.get("calls").([]any)
		for _, c := range calls {
			sc.calls = append(sc.calls, puppetFromJSON(c.([]any)[2]))
		}
		want, _ := ro.get("output").(string)
		out = append(out, benchRender{t: t, scope: sc, want: want})
	}
	if len(out) == 0 {
		b.Skip("no renders recorded in " + path)
	}
	return out
}

// renderAll renders every template once in a new Interp, as one compile.
func renderAll(b *testing.B, rs []benchRender, check bool) {
	in := renderEnv.NewInterp()
	for _, r := range rs {
		r.scope.in, r.scope.next = in, 0
		got, err := r.t.Render(r.scope)
		if err != nil {
			b.Fatalf("%s: %v", r.t.file, err)
		}
		if check && got != r.want {
			b.Fatalf("%s: output differs from Puppet's\n%s", r.t.file, firstDiff(r.want, got))
		}
	}
}

// BenchmarkRenderRealApacheSSL: one op is one compile's templates (a new
// Interp and 66 renders).
func BenchmarkRenderRealApacheSSL(b *testing.B) {
	rs := realRenders(b, "testdata/oracle/real_apache_ssl.json")
	renderAll(b, rs, true)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		renderAll(b, rs, false)
	}
}

// BenchmarkNewRenderInterp is the Interp copy alone (what each compile
// that runs a template pays once).
func BenchmarkNewRenderInterp(b *testing.B) {
	renderEnv.NewInterp()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		renderEnv.NewInterp()
	}
}
